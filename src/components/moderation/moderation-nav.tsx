/**
 * The moderators' queues as one section: listings waiting for review, reports, and "Mua an toàn"
 * complaints. Plain links (no script): each page says which one it is.
 */
import Link from 'next/link';
import { tabs } from 'styled-system/recipes';

const QUEUES = [
  { key: 'listings', href: '/moderation', label: 'Tin chờ duyệt' },
  { key: 'reports', href: '/moderation/reports', label: 'Báo cáo vi phạm' },
  { key: 'disputes', href: '/moderation/disputes', label: 'Khiếu nại Mua an toàn' },
] as const;

export type ModerationQueueKey = (typeof QUEUES)[number]['key'];

export function ModerationNav({ current }: { current: ModerationQueueKey }) {
  return (
    <nav aria-label="Hàng đợi kiểm duyệt" className={tabStyles.list}>
      {QUEUES.map((queue) => (
        <Link key={queue.key} href={queue.href} className={tabStyles.tab} aria-current={queue.key === current ? 'page' : undefined}>
          {queue.label}
        </Link>
      ))}
    </nav>
  );
}

const tabStyles = tabs();
