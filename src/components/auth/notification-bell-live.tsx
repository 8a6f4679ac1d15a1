'use client';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '~/trpc/react';
import { withData } from '../data/with-data';
import { HeaderIconLink } from '../layout/header-icon-link';

/** Spec §2: the bell links to /user/announcement with the unread-count badge (signed in only). */
function NotificationBell() {
  const trpc = useTRPC();
  const { data: unread = 0 } = useQuery(trpc.notification.unreadCount.queryOptions(undefined, { refetchInterval: 60_000 }));
  return (
    <HeaderIconLink href="/user/announcement" label={unread > 0 ? `Thông báo: ${unread} chưa đọc` : 'Thông báo'} count={unread} countTestId="unread-count">
      <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinejoin="round" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" />
      </svg>
    </HeaderIconLink>
  );
}

export default withData(NotificationBell);
