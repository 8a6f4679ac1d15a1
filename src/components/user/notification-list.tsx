'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { css, cva } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { tabs } from 'styled-system/recipes/tabs';
import { NOTIFICATION_TABS, type NotificationTab } from '~/lib/contract/notification-vocabulary';
import { relativeTime } from '~/lib/time';
import { useTRPC } from '~/trpc/react';
import { SimplePager } from '../ui/simple-pager';
import { toastStore } from '../ui/toast-store';
import { revealSelectedTab } from '~/components/ui/reveal-selected-tab';

const TAB_LABELS: Record<NotificationTab, string> = {
  general: 'Chung',
  promotion: 'Khuyến mãi',
  wallet: 'Ví',
  news: 'Tin tức',
  activities: 'Hoạt động',
  messages: 'Tin nhắn',
};

/** Spec §2 notification tabs; reading one decrements the unread count (spec §4). */
export function NotificationList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<NotificationTab>('general');
  const [page, setPage] = useState(1);
  const list = useQuery(trpc.notification.list.queryOptions({ tab, page }));

  const afterRead = {
    onSuccess: (total: number) => {
      // The bell reads the same count: update it at once (spec §4: the count decrements when one is read).
      queryClient.setQueriesData(trpc.notification.unreadCount.pathFilter(), total);
      void queryClient.invalidateQueries(trpc.notification.list.pathFilter());
    },
    onError: () => toastStore.show('Không cập nhật được thông báo, vui lòng thử lại.', 'error'),
  };
  const markRead = useMutation(trpc.notification.markRead.mutationOptions(afterRead));
  const markAll = useMutation(trpc.notification.markAllRead.mutationOptions(afterRead));

  return (
    <div className={wrap}>
      <div role="tablist" aria-label="Loại thông báo" className={tabStyles.list}>
        {NOTIFICATION_TABS.map((key) => {
          const unread = list.data?.unreadByTab[key] ?? 0;
          return (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={tab === key}
              ref={tab === key ? revealSelectedTab : undefined}
              className={tabStyles.tab}
              onClick={() => {
                setTab(key);
                setPage(1);
              }}
            >
              {TAB_LABELS[key]}
              {unread > 0 ? <span className={tabStyles.count}>{unread}</span> : null}
            </button>
          );
        })}
      </div>
      <div className={toolbar}>
        <button type="button" className={button({ variant: 'ghost', size: 'sm' })} disabled={markAll.isPending} onClick={() => markAll.mutate({})}>
          Đánh dấu tất cả đã đọc
        </button>
      </div>
      {list.isPending ? <p className={muted}>Đang tải thông báo…</p> : null}
      {list.isError ? <p role="alert">Không tải được thông báo. Vui lòng thử lại sau.</p> : null}
      {list.data && list.data.items.length === 0 ? <p className={muted}>Chưa có thông báo nào trong mục này.</p> : null}
      <ul className={items} role="tabpanel" aria-label={TAB_LABELS[tab]}>
        {list.data?.items.map((item) => (
          <li key={item.id} className={row()} data-unread={item.unread}>
            <div className={body}>
              <p className={itemTitle}>{item.title}</p>
              <p className={muted}>{item.body}</p>
              <time className={muted} dateTime={item.createdAt.toISOString()}>
                {relativeTime(item.createdAt)}
              </time>
            </div>
            <div className={actions}>
              {item.link ? (
                <Link href={item.link} className={button({ variant: 'outline', size: 'sm' })} onClick={() => item.unread && markRead.mutate({ id: item.id })}>
                  Xem
                </Link>
              ) : null}
              {item.unread ? (
                <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => markRead.mutate({ id: item.id })}>
                  Đã đọc
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {list.data ? <SimplePager label="Trang thông báo" page={page} pageCount={list.data.pageCount} onPage={setPage} /> : null}
    </div>
  );
}

const wrap = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const toolbar = css({ display: 'flex', justifyContent: 'flex-end' });
const items = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const row = cva({
  // Phones put the buttons under the text: beside it they left the text a third of the row, and an
  // order's code broke every few letters.
  base: { display: 'flex', flexDirection: { base: 'column', sm: 'row' }, gap: '3', justifyContent: 'space-between', p: '3', borderRadius: 'md', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', '&[data-unread=true]': { bg: 'bg.accentSubtle', borderColor: 'brand.200' } },
});
const body = css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' });
const itemTitle = css({ fontWeight: 'semibold' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const actions = css({ display: 'flex', gap: '2', alignItems: 'flex-start', flexShrink: 0 });
const tabStyles = tabs({ countTone: 'accent' });
