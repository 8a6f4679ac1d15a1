import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { pageHeader } from 'styled-system/recipes/page-header';
import { DisputeQueue } from '~/components/moderation/dispute-queue';
import { ModerationNav } from '~/components/moderation/moderation-nav';
import { LOGIN_REDIRECT_PARAM } from '~/lib/route-guards';
import { requestCaller } from '~/server/loaders/callers';

export const metadata: Metadata = { title: 'Khiếu nại Mua an toàn', robots: { index: false, follow: false } };

/**
 * The moderators' queue of "Mua an toàn" complaints (issue #38). Guarded here on the server by the
 * session's role (guests go through sign-in, members get the 404 page); the backend checks it again.
 */
export default async function DisputesModerationPage() {
  const session = await requestCaller().auth.session();
  if (!session.signedIn) redirect(`/?${LOGIN_REDIRECT_PARAM}=${encodeURIComponent('/moderation/disputes')}`);
  if (session.member?.role !== 'moderator') notFound();
  return (
    <section className={cx(card({ stack: 'lg' }), spaced)} aria-labelledby="disputes-title">
      <ModerationNav current="disputes" />
      <div className={header.root}>
        <h1 id="disputes-title" className={header.title}>
          Khiếu nại Mua an toàn
        </h1>
        <p className={header.lead}>
          Đơn người mua khiếu nại sau khi nhận hàng, cũ nhất trước. Tiền vẫn được giữ cho đến khi bạn quyết định: hoàn toàn bộ cho người mua, hoàn một phần, hoặc trả cho người bán. Hai bên nhận
          thông báo kèm ghi chú của bạn.
        </p>
      </div>
      <DisputeQueue />
    </section>
  );
}

const header = pageHeader({ size: 'md' });
const spaced = css({ mb: '8' });
