import type { Metadata } from 'next';
import { DisputeQueue } from '~/components/moderation/dispute-queue';
import { ModerationQueuePage } from '~/components/moderation/moderation-queue-page';
import { requireModerator } from '~/server/loaders/moderator-page';

export const metadata: Metadata = { title: 'Khiếu nại Mua an toàn', robots: { index: false, follow: false } };

const LEAD =
  'Đơn người mua khiếu nại sau khi nhận hàng, cũ nhất trước. Tiền vẫn được giữ cho đến khi bạn quyết định: hoàn toàn bộ cho người mua, hoàn một phần, hoặc trả cho người bán. Hai bên nhận thông báo kèm ghi chú của bạn.';

/** The moderators' queue of "Mua an toàn" complaints (issue #38). */
export default async function DisputesModerationPage() {
  await requireModerator('/moderation/disputes');
  return (
    <ModerationQueuePage current="disputes" title="Khiếu nại Mua an toàn" lead={LEAD}>
      <DisputeQueue />
    </ModerationQueuePage>
  );
}
