/**
 * The moderators' queues as one section: listings waiting for review, reports, and "Mua an toàn"
 * complaints. Plain links (no script): each page says which one it is. Short labels, so all three
 * fit a 360 px phone without scrolling the current one out of sight; each page's title says more.
 */
import Link from 'next/link';
import { tabs } from 'styled-system/recipes/tabs';

const QUEUES = [
  { key: 'listings', href: '/moderation', label: 'Tin chờ duyệt' },
  { key: 'reports', href: '/moderation/reports', label: 'Báo cáo' },
  { key: 'disputes', href: '/moderation/disputes', label: 'Khiếu nại' },
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
