'use client';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { emptyState } from 'styled-system/recipes/empty-state';
import { useTRPC } from '~/trpc/react';
import { SimplePager } from '../ui/simple-pager';
import { FavouriteButton } from './favourite-button';
import { MediaImage } from '~/components/ui/media-image';

/** /user/like: the member's saved listings, newest saved first, removable in place. */
export function FavouriteList() {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const list = useQuery(trpc.favourite.list.queryOptions({ page }));
  const ids = useQuery(trpc.favourite.ids.queryOptions());
  const current = new Set(ids.data ?? []);

  if (list.isPending) return <p className={muted}>Đang tải tin đã lưu…</p>;
  if (list.isError) return <p role="alert">Không tải được tin đã lưu. Vui lòng thử lại sau.</p>;
  if (list.data.items.length === 0) {
    return (
      <div className={emptyStyles.root}>
        <p>Bạn chưa lưu tin nào. Bấm biểu tượng trái tim trên tin rao để lưu lại và xem sau.</p>
        <Link href="/" className={button()}>
          Xem tin mới
        </Link>
      </div>
    );
  }
  return (
    <div className={wrap}>
      <p className={muted}>{list.data.total} tin đã lưu</p>
      <ul className={items}>
        {list.data.items.map((item) => (
          <li key={item.id} className={row} data-removed={!current.has(item.id)}>
            {item.thumbUrl ? (
              <MediaImage src={item.thumbUrl} alt="" width={120} height={90} className={thumb} loading="lazy" />
            ) : null}
            <div className={body}>
              <Link href={item.href} className={title}>
                {item.title}
              </Link>
              <p className={price}>{item.priceText}</p>
              <p className={muted}>
                {item.locationStage}
                {item.isActive ? '' : ' · Tin đã hết hạn'}
              </p>
            </div>
            <FavouriteButton listingId={item.id} size="md" />
          </li>
        ))}
      </ul>
      <SimplePager label="Trang tin đã lưu" page={page} pageCount={list.data.pageCount} onPage={setPage} />
    </div>
  );
}

const wrap = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const items = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const row = css({ display: 'flex', gap: '3', alignItems: 'center', p: '2', borderRadius: 'md', borderWidth: '1px', borderColor: 'border.default', '&[data-removed=true]': { opacity: 0.5 } });
const thumb = css({ w: '120px', h: '90px', objectFit: 'cover', borderRadius: 'sm', flexShrink: 0, bg: 'bg.muted' });
const body = css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column', gap: '1' });
const title = css({ fontWeight: 'semibold', lineClamp: '2', _hover: { color: 'fg.accent' } });
const price = css({ color: 'fg.price', fontWeight: 'bold' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const emptyStyles = emptyState();
