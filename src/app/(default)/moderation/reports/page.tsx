import type { Metadata } from 'next';
import { css, cx } from 'styled-system/css';
import { pageHeader } from 'styled-system/recipes/page-header';
import { ChatReportsQueue } from '~/components/moderation/chat-reports-queue';
import { ModerationQueuePage } from '~/components/moderation/moderation-queue-page';
import { ReportsQueue } from '~/components/moderation/reports-queue';
import { requireModerator } from '~/server/loaders/moderator-page';

export const metadata: Metadata = { title: 'Báo cáo tin vi phạm', robots: { index: false } };

const LEAD =
  'Xem tin bị báo cáo, rồi bỏ qua, gỡ tin hoặc từ chối tin kèm lý do. Người báo cáo và người đăng được thông báo kết quả.';

/** The moderators' queue of reported listings, then of reported conversations. */
export default async function ReportsModerationPage() {
  await requireModerator('/moderation/reports');
  return (
    <ModerationQueuePage current="reports" title="Báo cáo tin vi phạm" lead={LEAD}>
      <ReportsQueue />
      <div className={cx(header.root, secondPart)}>
        <h2 id="chat-reports-title" className={subtitle}>
          Báo cáo cuộc trò chuyện
        </h2>
        <p className={header.lead}>Cuộc trò chuyện bị người mua hoặc người bán báo cáo, cùng các tin nhắn gần nhất.</p>
      </div>
      <ChatReportsQueue />
    </ModerationQueuePage>
  );
}

const header = pageHeader({ size: 'md' });
const secondPart = css({ mt: '4' });
const subtitle = css({ fontSize: 'lg', fontWeight: 'bold' });
