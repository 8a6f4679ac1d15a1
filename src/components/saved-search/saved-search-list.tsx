'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { emptyState } from 'styled-system/recipes/empty-state';
import { field } from 'styled-system/recipes/field';
import { SAVED_SEARCH_NAME_FIELD, SAVED_SEARCH_NAME_MAX } from '~/lib/saved-search';
import { formatDate } from '~/lib/time';
import { validateText } from '~/lib/validation';
import type { SavedSearchView } from '~/server/routers/saved-search';
import { useTRPC } from '~/trpc/react';
import { toastStore } from '../ui/toast-store';

/** /user/saved-searches: open, rename, pause or resume, delete. */
export function SavedSearchList() {
  const trpc = useTRPC();
  const list = useQuery(trpc.savedSearch.list.queryOptions());
  if (list.isPending) return <p className={muted}>Đang tải tìm kiếm đã lưu…</p>;
  if (list.isError) return <p role="alert">Không tải được tìm kiếm đã lưu. Vui lòng thử lại sau.</p>;
  if (list.data.length === 0) {
    return (
      <div className={emptyStyles.root}>
        <p>Bạn chưa lưu tìm kiếm nào. Trên trang danh mục hoặc kết quả tìm kiếm, bấm “Lưu tìm kiếm” để được báo khi có tin mới phù hợp.</p>
        <Link href="/search" className={button()}>
          Tìm kiếm tin
        </Link>
      </div>
    );
  }
  return (
    <ul className={items} aria-label="Danh sách tìm kiếm đã lưu">
      {list.data.map((search) => (
        <SavedSearchRow key={search.id} search={search} />
      ))}
    </ul>
  );
}

function SavedSearchRow({ search }: { search: SavedSearchView }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(search.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries(trpc.savedSearch.list.pathFilter());

  const update = useMutation(
    trpc.savedSearch.update.mutationOptions({
      onSuccess: async (saved, input) => {
        if (input.name !== undefined) setEditing(false);
        toastStore.show(input.active === undefined ? 'Đã đổi tên tìm kiếm.' : saved.active ? 'Đã bật lại thông báo.' : 'Đã tạm dừng thông báo.', 'success');
        await refresh();
      },
      onError: (error) => toastStore.show(error.message, 'error'),
    }),
  );
  const remove = useMutation(
    trpc.savedSearch.remove.mutationOptions({
      onSuccess: async () => {
        toastStore.show('Đã xoá tìm kiếm.', 'success');
        await refresh();
      },
      onError: (error) => toastStore.show(error.message, 'error'),
    }),
  );

  const rename = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateText(name, { field: SAVED_SEARCH_NAME_FIELD, min: 2, max: SAVED_SEARCH_NAME_MAX });
    setNameError(problem);
    if (!problem) update.mutate({ id: search.id, name: name.trim() });
  };

  return (
    <li className={row} data-active={search.active} aria-label={search.name}>
      {editing ? (
        <form className={renameForm} onSubmit={rename} noValidate>
          <label className={srOnly} htmlFor={`ten-${search.id}`}>
            Tên tìm kiếm
          </label>
          <input id={`ten-${search.id}`} className={cx(fieldStyles.control, nameInput)} value={name} maxLength={SAVED_SEARCH_NAME_MAX + 20} onChange={(event) => setName(event.target.value)} aria-invalid={nameError !== null} />
          <button type="submit" className={button({ size: 'sm' })} disabled={update.isPending}>
            Lưu tên
          </button>
          <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => setEditing(false)}>
            Huỷ
          </button>
          {nameError ? (
            <p role="alert" className={cx(fieldStyles.error, fullRow)}>
              {nameError}
            </p>
          ) : null}
        </form>
      ) : (
        <div className={body}>
          <Link href={search.href} className={title}>
            {search.name}
          </Link>
          <p className={muted}>
            {search.active ? 'Đang nhận thông báo' : 'Đã tạm dừng'} · lưu ngày {formatDate(search.createdAt)}
          </p>
        </div>
      )}
      {editing ? null : (
        <div className={actions}>
          <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => setEditing(true)}>
            Đổi tên
          </button>
          <button type="button" className={button({ variant: 'ghost', size: 'sm' })} disabled={update.isPending} onClick={() => update.mutate({ id: search.id, active: !search.active })}>
            {search.active ? 'Tạm dừng' : 'Bật lại'}
          </button>
          <button
            type="button"
            className={button({ variant: 'ghost', size: 'sm' })}
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm(`Xoá tìm kiếm “${search.name}”?`)) remove.mutate({ id: search.id });
            }}
          >
            Xoá
          </button>
        </div>
      )}
    </li>
  );
}

const fieldStyles = field({ size: 'sm' });
const items = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const row = css({
  display: 'flex',
  gap: '3',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  p: '3',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border.default',
  '&[data-active=false]': { bg: 'bg.muted' },
});
const body = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0', flex: '1' });
const title = css({ fontWeight: 'semibold', _hover: { color: 'fg.accent' } });
const actions = css({ display: 'flex', gap: '1', flexWrap: 'wrap' });
const renameForm = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center', flex: '1' });
const nameInput = css({ flex: '1', minW: '40', w: 'auto' });
const fullRow = css({ w: '100%' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const emptyStyles = emptyState();
const srOnly = css({ srOnly: true });
