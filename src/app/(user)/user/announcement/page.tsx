import type { Metadata } from 'next';
import { NotificationList } from '~/components/user/notification-list';
import { UserPageCard } from '~/components/wallet/user-page';

export const metadata: Metadata = { title: 'Thông báo', robots: { index: false } };

export default function AnnouncementPage() {
  return (
    <UserPageCard id="announcement-title" title="Thông báo">
      <NotificationList />
    </UserPageCard>
  );
}
