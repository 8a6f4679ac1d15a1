'use client';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { css } from 'styled-system/css';
import { useTRPC } from '~/trpc/react';
import { withData } from '../data/with-data';

/** Spec §2: the bell links to /user/announcement with the unread-count badge (signed in only). */
function NotificationBell() {
  const trpc = useTRPC();
  const { data: unread = 0 } = useQuery(trpc.notification.unreadCount.queryOptions(undefined, { refetchInterval: 60_000 }));
  const label = unread > 0 ? `Thông báo: ${unread} chưa đọc` : 'Thông báo';
  return (
    <Link href="/user/announcement" aria-label={label} title={label} className={bell}>
      <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinejoin="round" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" />
      </svg>
      {unread > 0 ? (
        <span className={badge} data-testid="unread-count">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}

const bell = css({ position: 'relative', w: '10', h: '10', display: 'flex', alignItems: 'center', justifyContent: 'center', borderRadius: 'full', color: 'fg.default', _hover: { bg: 'bg.muted', color: 'fg.accent' } });
const badge = css({
  position: 'absolute',
  top: '0.5',
  right: '0.5',
  minW: '4.5',
  h: '4.5',
  px: '1',
  borderRadius: 'full',
  bg: 'bg.accent',
  color: 'fg.inverse',
  fontSize: '2xs',
  fontWeight: 'bold',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  lineHeight: '1',
});

export default withData(NotificationBell);
