'use client';
/**
 * Reported conversations (issue #18) for the moderators: who reported whom, why, about which
 * listing, and the conversation's last messages as they were written (plain text); a report is
 * closed as "Không vi phạm" or "Đã xử lý".
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import type { ConversationReportReason, ConversationReportStatus } from '~/lib/contract/chat-vocabulary';
import { CONVERSATION_REPORT_STATUSES } from '~/lib/contract/chat-vocabulary';
import { relativeTime } from '~/lib/time';
import type { ConversationReportView } from '~/server/dto/chat';
import { useTRPC } from '~/trpc/react';
import { toastStore } from '../ui/toast-store';
import { QueueList, StatusTabs } from './queue-list';
import { RecentMessages } from './recent-messages';

const STATUS_LABEL: Record<ConversationReportStatus, string> = { open: 'Đang chờ', dismissed: 'Không vi phạm', actioned: 'Đã xử lý' };
const REASON_LABEL: Record<ConversationReportReason, string> = { scam: 'Lừa đảo', harassment: 'Quấy rối', spam: 'Tin rác', other: 'Lý do khác' };

function ChatReport({ report }: { report: ConversationReportView }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const resolve = useMutation(
    trpc.chat.resolveReport.mutationOptions({
      onSuccess: async () => {
        toastStore.show('Đã đóng báo cáo.', 'success');
        await queryClient.invalidateQueries(trpc.chat.reportQueue.pathFilter());
      },
      onError: (error) => toastStore.show(error.message, 'error'),
    }),
  );
  return (
    <li className={row} aria-label={`Báo cáo cuộc trò chuyện về ${report.listing.title}`} data-testid="chat-report-item">
      <div className={head}>
        <strong>{report.listing.title}</strong>
        <span className={reason}>{REASON_LABEL[report.reason]}</span>
      </div>
      <p className={muted}>
        {report.reporter.name} báo cáo {report.reported.name} · {relativeTime(report.createdAt)}
      </p>
      {report.details ? <blockquote className={quote}>{report.details}</blockquote> : null}
      <RecentMessages
        messages={report.messages.map((message) => ({
          key: message.id,
          senderName: message.senderId === report.reported.id ? report.reported.name : report.reporter.name,
          body: message.body,
          photoCount: message.photos.length,
          createdAt: message.createdAt,
          marked: message.senderId === report.reported.id,
        }))}
      />
      {report.status === 'open' ? (
        <div className={actions}>
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} disabled={resolve.isPending} onClick={() => resolve.mutate({ id: report.id, status: 'dismissed' })}>
            Không vi phạm
          </button>
          <button type="button" className={button({ size: 'sm' })} disabled={resolve.isPending} onClick={() => resolve.mutate({ id: report.id, status: 'actioned' })}>
            Đã xử lý
          </button>
        </div>
      ) : (
        <p className={muted}>{STATUS_LABEL[report.status]}</p>
      )}
    </li>
  );
}

export function ChatReportsQueue() {
  const trpc = useTRPC();
  const [status, setStatus] = useState<ConversationReportStatus>('open');
  const [page, setPage] = useState(1);
  const queue = useQuery(trpc.chat.reportQueue.queryOptions({ status, page }));
  return (
    <div className={wrap}>
      <StatusTabs
        label="Trạng thái báo cáo cuộc trò chuyện"
        codes={CONVERSATION_REPORT_STATUSES}
        labels={STATUS_LABEL}
        selected={status}
        onSelect={(code) => {
          setStatus(code);
          setPage(1);
        }}
      />
      <QueueList query={queue} loadingText="Đang tải báo cáo…" emptyText="Không có báo cáo nào ở mục này." pagerLabel="Trang báo cáo cuộc trò chuyện" page={page} onPage={setPage}>
        {(report) => <ChatReport key={report.id} report={report} />}
      </QueueList>
    </div>
  );
}

const wrap = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const row = css({ p: '3', borderRadius: 'md', borderWidth: '1px', borderColor: 'border.default', display: 'flex', flexDirection: 'column', gap: '2' });
const head = css({ display: 'flex', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap' });
const reason = css({ fontSize: 'sm', color: 'fg.accent', fontWeight: 'semibold' });
const muted = css({ fontSize: 'xs', color: 'fg.muted' });
const quote = css({ fontSize: 'sm', borderLeftWidth: '3px', borderColor: 'border.strong', pl: '3', color: 'fg.default' });
const actions = css({ display: 'flex', gap: '2', justifyContent: 'flex-end' });
