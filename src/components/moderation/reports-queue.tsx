'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { field } from 'styled-system/recipes/field';
import { REJECT_REASON_FIELD, REPORT_REASON_LABELS, REPORT_STATUS_LABELS, REPORT_STATUSES, type ReportAction, type ReportStatus } from '~/lib/listing-report';
import { relativeTime } from '~/lib/time';
import { validateText } from '~/lib/validation';
import type { ReportQueueView } from '~/server/routers/listing-report';
import { useTRPC } from '~/trpc/react';
import { toastStore } from '../ui/toast-store';
import { QueueList, StatusTabs } from './queue-list';

const ACTION_DONE: Record<ReportAction, string> = {
  dismiss: 'Đã bỏ qua báo cáo; người báo cáo đã được thông báo.',
  take_down: 'Đã gỡ tin; người báo cáo và người đăng đã được thông báo.',
  reject: 'Đã từ chối tin; người báo cáo và người đăng đã được thông báo.',
};

/** Reports by status, open ones oldest first, each with the moderator's three decisions. */
export function ReportsQueue() {
  const trpc = useTRPC();
  const [status, setStatus] = useState<ReportStatus>('open');
  const [page, setPage] = useState(1);
  const queue = useQuery(trpc.listingReport.queue.queryOptions({ status, page }));

  return (
    <div className={wrap}>
      <StatusTabs
        label="Trạng thái báo cáo"
        codes={REPORT_STATUSES}
        labels={REPORT_STATUS_LABELS}
        selected={status}
        onSelect={(code) => {
          setStatus(code);
          setPage(1);
        }}
      />
      <QueueList
        query={queue}
        loadingText="Đang tải báo cáo…"
        emptyText="Không có báo cáo nào ở mục này."
        pagerLabel="Trang báo cáo"
        page={page}
        onPage={setPage}
        panelLabel={REPORT_STATUS_LABELS[status]}
      >
        {(item) => <ReportItem key={item.id} item={item} />}
      </QueueList>
    </div>
  );
}

function ReportItem({ item }: { item: ReportQueueView['items'][number] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const resolve = useMutation(
    trpc.listingReport.resolve.mutationOptions({
      onSuccess: async (_result, input) => {
        toastStore.show(ACTION_DONE[input.action], 'success', 6000);
        await queryClient.invalidateQueries(trpc.listingReport.queue.pathFilter());
      },
      onError: (failure) => setError(failure.message),
    }),
  );
  const act = (action: ReportAction) => {
    const text = note.trim();
    const problem = action === 'reject' || text !== '' ? validateText(text, { field: REJECT_REASON_FIELD, min: action === 'reject' ? 5 : 0, max: 500 }) : null;
    setError(problem);
    if (!problem) resolve.mutate({ reportId: item.id, action, note: text });
  };

  return (
    <li className={row} aria-label={`Báo cáo tin ${item.listing.title}`}>
      <div className={rowHead}>
        <Link href={item.listing.path} className={title} target="_blank">
          {item.listing.title}
        </Link>
        <span className={reason}>{REPORT_REASON_LABELS[item.reason]}</span>
      </div>
      <p className={muted}>
        Người đăng: {item.listing.sellerName} · Người báo cáo: {item.reporterName} · {relativeTime(item.createdAt)}
        {item.status === 'open' && item.listing.openReports > 1 ? ` · ${item.listing.openReports} báo cáo đang chờ cho tin này` : ''}
      </p>
      {item.details ? <blockquote className={quote}>{item.details}</blockquote> : null}
      {item.status !== 'open' ? (
        <p className={muted}>
          {REPORT_STATUS_LABELS[item.status]}
          {item.resolutionNote ? ` · ${item.resolutionNote}` : ''}
        </p>
      ) : (
        <div className={decide}>
          <label className={srOnly} htmlFor={`note-${item.id}`}>
            Lý do / ghi chú cho người đăng
          </label>
          <input
            id={`note-${item.id}`}
            className={fieldStyles.control}
            placeholder="Lý do (bắt buộc khi từ chối tin)"
            value={note}
            maxLength={520}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={error !== null}
          />
          <div className={actions}>
            <button type="button" className={button({ variant: 'outline', size: 'sm' })} disabled={resolve.isPending} onClick={() => act('dismiss')}>
              Bỏ qua
            </button>
            <button type="button" className={button({ variant: 'outline', size: 'sm' })} disabled={resolve.isPending} onClick={() => act('take_down')}>
              Gỡ tin
            </button>
            <button type="button" className={button({ size: 'sm' })} disabled={resolve.isPending} onClick={() => act('reject')}>
              Từ chối tin
            </button>
          </div>
          {error ? (
            <p role="alert" className={fieldStyles.error}>
              {error}
            </p>
          ) : null}
        </div>
      )}
    </li>
  );
}

const fieldStyles = field({ size: 'sm' });
const wrap = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const row = css({ p: '3', borderRadius: 'md', borderWidth: '1px', borderColor: 'border.default', display: 'flex', flexDirection: 'column', gap: '1.5' });
const rowHead = css({ display: 'flex', justifyContent: 'space-between', gap: '2', alignItems: 'baseline', flexWrap: 'wrap' });
const title = css({ fontWeight: 'semibold', _hover: { color: 'fg.accent' } });
const reason = css({ fontSize: 'xs', fontWeight: 'semibold', color: 'fg.accent', bg: 'bg.accentSubtle', px: '2', py: '0.5', borderRadius: 'full' });
const quote = css({ fontSize: 'sm', borderLeftWidth: '3px', borderColor: 'border.strong', pl: '2', color: 'fg.default' });
const decide = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const actions = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const srOnly = css({ srOnly: true });
