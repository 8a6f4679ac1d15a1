'use client';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { card } from 'styled-system/recipes/card';
import type { RouterInputs } from '~/server/routers/_app';
import { useTRPC } from '~/trpc/react';

export type QueueSearch = Omit<RouterInputs['moderation']['queue'], 'page'>;

const WAITING: ReadonlyArray<[NonNullable<QueueSearch['waiting']> | '', string]> = [
  ['', 'Mọi thời gian chờ'],
  ['1d', 'Chờ hơn 1 ngày'],
  ['3d', 'Chờ hơn 3 ngày'],
  ['7d', 'Chờ hơn 7 ngày'],
];

/**
 * The queue's search (issue #20): a listing id or title words, the poster's or contact phone, a
 * category, how long it has waited, oldest or newest first. Applied on "Lọc", kept while deciding.
 */
export function QueueFilters({ onSearch }: { onSearch: (search: QueueSearch) => void }) {
  const trpc = useTRPC();
  const categories = useQuery(trpc.browse.categories.queryOptions());
  const [q, setQ] = useState('');
  const [phone, setPhone] = useState('');
  const [category, setCategory] = useState('');
  const [waiting, setWaiting] = useState<QueueSearch['waiting'] | ''>('');
  const [sort, setSort] = useState<NonNullable<QueueSearch['sort']>>('oldest');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ q: q.trim() || undefined, phone: phone.trim() || undefined, category: category || undefined, waiting: waiting || undefined, sort });
  };
  const clear = () => {
    setQ('');
    setPhone('');
    setCategory('');
    setWaiting('');
    setSort('oldest');
    onSearch({ sort: 'oldest' });
  };

  return (
    <form role="search" aria-label="Tìm trong hàng đợi" className={form} onSubmit={submit}>
      <label className={field}>
        <span>Mã tin hoặc tiêu đề</span>
        <input className={input} value={q} maxLength={100} onChange={(event) => setQ(event.target.value)} placeholder="VD: 1024 hoặc Honda Vision" />
      </label>
      <label className={field}>
        <span>Số điện thoại</span>
        <input className={input} value={phone} maxLength={20} inputMode="tel" onChange={(event) => setPhone(event.target.value)} placeholder="Người đăng hoặc liên hệ" />
      </label>
      <label className={field}>
        <span>Danh mục</span>
        <select className={input} value={category} onChange={(event) => setCategory(event.target.value)}>
          <option value="">Tất cả danh mục</option>
          {categories.data?.map((item) => (
            <option key={item.slug} value={item.slug}>
              {item.name}
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        <span>Thời gian chờ</span>
        <select className={input} value={waiting ?? ''} onChange={(event) => setWaiting(event.target.value as QueueSearch['waiting'] | '')}>
          {WAITING.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        <span>Thứ tự</span>
        <select className={input} value={sort} onChange={(event) => setSort(event.target.value === 'newest' ? 'newest' : 'oldest')}>
          <option value="oldest">Chờ lâu nhất trước</option>
          <option value="newest">Mới gửi trước</option>
        </select>
      </label>
      <div className={actions}>
        <button type="submit" className={button({ size: 'sm' })}>
          Lọc
        </button>
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={clear}>
          Xoá lọc
        </button>
      </div>
    </form>
  );
}

const form = cx(card({ padding: 'sm' }), css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(6, auto)' }, gap: '3', alignItems: 'end' }));
const field = css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm', fontWeight: 'medium', minW: '0' });
const input = css({ h: '9', px: '2', borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', fontSize: 'sm', fontWeight: 'normal', bg: 'bg.surface', minW: '0' });
const actions = css({ display: 'flex', gap: '2' });
