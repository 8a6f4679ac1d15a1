import type { Metadata } from 'next';
import { css } from 'styled-system/css';
import { pageHeader } from 'styled-system/recipes/page-header';
import { ModerationNav } from '~/components/moderation/moderation-nav';
import { ModerationQueue } from '~/components/moderation/moderation-queue';
import { requireModerator } from '~/server/loaders/moderator-page';

export const metadata: Metadata = { title: 'Kiểm duyệt tin', robots: { index: false, follow: false } };

/** Moderators only: the proxy sends guests to sign in; a member gets the 404 page (the backend refuses them too). */
export default async function ModerationPage({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }) {
  const requested = Number((await searchParams).page);
  // A page of the queue can be linked to (the newest submissions are on the last page).
  const initialPage = Number.isInteger(requested) && requested >= 1 && requested <= 1000 ? requested : 1;
  await requireModerator('/moderation');
  return (
    <section className={page} aria-labelledby="moderation-title">
      <ModerationNav current="listings" />
      <h1 id="moderation-title" className={header.title}>
        Kiểm duyệt tin
      </h1>
      <p className={header.lead}>Tin chờ duyệt, cũ nhất trước; tìm theo mã tin, tiêu đề, số điện thoại, danh mục hoặc thời gian chờ. Mỗi quyết định được báo cho người đăng và ghi vào lịch sử của tin.</p>
      <ModerationQueue initialPage={initialPage} />
    </section>
  );
}

const page = css({ maxW: 'container', mx: 'auto', px: '4', py: '6', display: 'flex', flexDirection: 'column', gap: '3' });
const header = pageHeader();
