import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { pageHeader } from 'styled-system/recipes/page-header';
import { ChatReportsQueue } from '~/components/moderation/chat-reports-queue';
import { ModerationNav } from '~/components/moderation/moderation-nav';
import { ReportsQueue } from '~/components/moderation/reports-queue';
import { LOGIN_REDIRECT_PARAM } from '~/lib/route-guards';
import { requestCaller } from '~/server/loaders/callers';

export const metadata: Metadata = { title: 'Báo cáo tin vi phạm', robots: { index: false } };

/**
 * The moderators' queue of reported listings. Guarded here on the server by the session's role
 * (guests go through sign-in, members get the 404 page); the backend checks the role again.
 */
export default async function ReportsModerationPage() {
  const session = await requestCaller().auth.session();
  if (!session.signedIn) redirect(`/?${LOGIN_REDIRECT_PARAM}=${encodeURIComponent('/moderation/reports')}`);
  if (session.member?.role !== 'moderator') notFound();
  return (
    <section className={cx(card({ stack: 'lg' }), spaced)} aria-labelledby="reports-title">
      <ModerationNav current="reports" />
      <div className={header.root}>
        <h1 id="reports-title" className={header.title}>
          Báo cáo tin vi phạm
        </h1>
        <p className={header.lead}>Xem tin bị báo cáo, rồi bỏ qua, gỡ tin hoặc từ chối tin kèm lý do. Người báo cáo và người đăng được thông báo kết quả.</p>
      </div>
      <ReportsQueue />
      <div className={cx(header.root, secondPart)}>
        <h2 id="chat-reports-title" className={subtitle}>
          Báo cáo cuộc trò chuyện
        </h2>
        <p className={header.lead}>Cuộc trò chuyện bị người mua hoặc người bán báo cáo, cùng các tin nhắn gần nhất.</p>
      </div>
      <ChatReportsQueue />
    </section>
  );
}

const header = pageHeader({ size: 'md' });
const spaced = css({ mb: '8' });
const secondPart = css({ mt: '4' });
const subtitle = css({ fontSize: 'lg', fontWeight: 'bold' });
