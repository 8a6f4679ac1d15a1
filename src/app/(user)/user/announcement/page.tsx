import type { Metadata } from 'next';
import { css } from 'styled-system/css';
import { NotificationList } from '~/components/user/notification-list';

export const metadata: Metadata = { title: 'Thông báo', robots: { index: false } };

export default function AnnouncementPage() {
  return (
    <section className={card} aria-labelledby="announcement-title">
      <h1 id="announcement-title" className={title}>
        Thông báo
      </h1>
      <NotificationList />
    </section>
  );
}

const card = css({ bg: 'bg.surface', borderRadius: 'lg', boxShadow: 'card', p: { base: '4', md: '6' } });
const title = css({ fontSize: 'xl', fontWeight: 'bold', mb: '4' });
