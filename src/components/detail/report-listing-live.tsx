'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { field } from 'styled-system/recipes/field';
import { REPORT_DETAILS_FIELD, REPORT_DETAILS_MAX, REPORT_MESSAGES, REPORT_OTHER_MIN, REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from '~/lib/listing-report';
import { validateText } from '~/lib/validation';
import { useTRPC } from '~/trpc/react';
import { requireSignIn } from '../auth/login-modal';
import { useAuthMember, useAuthStatus } from '../auth/use-auth';
import { Dialog } from '../ui/dialog';
import { toastStore } from '../ui/toast-store';
import { withData } from '../data/with-data';
import { FlagIcon, REPORT_SIGN_IN_REASON, reportTrigger } from './report-listing-parts';

/** "Báo cáo tin": a reason and optional words, once per member and listing; moderators review it. */
function ReportListing({ listingId, sellerId }: { listingId: number; sellerId: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useAuthStatus();
  const member = useAuthMember();
  const signedIn = status === 'signedIn';
  const reported = useQuery({ ...trpc.listingReport.reported.queryOptions({ postId: listingId }), enabled: signedIn });
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<{ field: 'reason' | 'details' | null; message: string } | null>(null);

  const report = useMutation(
    trpc.listingReport.create.mutationOptions({
      onSuccess: async () => {
        setOpen(false);
        toastStore.show('Cảm ơn bạn đã báo cáo. Chúng tôi sẽ xem xét và thông báo kết quả cho bạn.', 'success', 6000);
        await queryClient.invalidateQueries(trpc.listingReport.reported.pathFilter());
      },
      onError: (failure) => setError({ field: failure.data?.field === 'details' ? 'details' : failure.data?.field === 'reason' ? 'reason' : null, message: failure.message }),
    }),
  );

  if (member !== null && member.id === sellerId) return null;
  if (signedIn && reported.data === true) {
    return (
      <p className={done} role="status">
        Bạn đã báo cáo tin này. Chúng tôi đang xem xét.
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason === null) {
      setError({ field: 'reason', message: REPORT_MESSAGES.reasonMissing });
      return;
    }
    const text = details.trim();
    const problem = reason === 'other' || text !== '' ? validateText(text, { field: REPORT_DETAILS_FIELD, min: reason === 'other' ? REPORT_OTHER_MIN : 0, max: REPORT_DETAILS_MAX }) : null;
    if (problem) {
      setError({ field: 'details', message: problem });
      return;
    }
    setError(null);
    report.mutate({ postId: listingId, reason, details: text });
  };

  return (
    <>
      <button
        type="button"
        className={reportTrigger}
        onClick={() => {
          if (!signedIn) {
            requireSignIn(REPORT_SIGN_IN_REASON);
            return;
          }
          setOpen(true);
        }}
      >
        <FlagIcon /> Báo cáo tin
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Báo cáo tin"
        onSubmit={submit}
        footer={
          <>
            <button type="button" className={button({ variant: 'outline' })} onClick={() => setOpen(false)}>
              Huỷ
            </button>
            <button type="submit" className={button()} disabled={report.isPending}>
              {report.isPending ? 'Đang gửi…' : 'Gửi báo cáo'}
            </button>
          </>
        }
      >
        <fieldset className={reasons} aria-describedby={error?.field === 'reason' ? 'report-reason-error' : undefined}>
          <legend className={classes.legend}>Lý do báo cáo</legend>
          {REPORT_REASONS.map((code) => (
            <label key={code} className={option}>
              <input type="radio" name="reason" value={code} checked={reason === code} onChange={() => setReason(code)} />
              {REPORT_REASON_LABELS[code]}
            </label>
          ))}
        </fieldset>
        {error?.field === 'reason' ? (
          <p id="report-reason-error" role="alert" className={classes.error}>
            {error.message}
          </p>
        ) : null}
        <div className={classes.root}>
          <label className={classes.label} htmlFor={`report-details-${listingId}`}>
            Mô tả thêm {reason === 'other' ? '(bắt buộc)' : '(không bắt buộc)'}
          </label>
          <textarea
            id={`report-details-${listingId}`}
            className={classes.control}
            rows={4}
            maxLength={REPORT_DETAILS_MAX + 50}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            aria-invalid={error?.field === 'details'}
            placeholder="Ví dụ: người bán yêu cầu chuyển khoản đặt cọc trước khi xem hàng"
          />
          {error && error.field !== 'reason' ? (
            <p role="alert" className={classes.error}>
              {error.message}
            </p>
          ) : null}
        </div>
      </Dialog>
    </>
  );
}

const done = css({ fontSize: 'sm', color: 'fg.muted' });
const reasons = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '2', borderWidth: '0', p: '0', m: '0' });
const classes = field();
const option = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', cursor: 'pointer' });

export default withData(ReportListing);
