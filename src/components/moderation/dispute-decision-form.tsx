'use client';
/**
 * A moderator's decision on one complaint: refund all, refund part (an amount above 0 and below the
 * price), or pay the seller, with a note both sides receive. Checked here in Vietnamese before it is
 * sent; a refusal of the backend (another moderator decided first, the order changed) is shown under
 * the form, which keeps what was typed.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { field } from 'styled-system/recipes/field';
import { DECISION_NOTE_MAX, DISPUTE_DECISION_LABELS, DISPUTE_DECISIONS, decisionNoteProblem, parseVndAmount, refundAmountProblem, type DisputeDecision } from '~/lib/dispute-decision';
import { formatVnd } from '~/lib/money';
import type { DisputeView } from '~/server/dto/safe-purchase-dispute';
import { useTRPC } from '~/trpc/react';

interface Problems {
  readonly decision?: string | undefined;
  readonly amount?: string | undefined;
  readonly note?: string | undefined;
}

export function DisputeDecisionForm({ dispute, onDecided }: { dispute: DisputeView; onDecided: (decided: DisputeView) => void }) {
  const trpc = useTRPC();
  const id = useId();
  const [decision, setDecision] = useState<DisputeDecision | null>(null);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const queryClient = useQueryClient();
  const resolve = useMutation(
    trpc.moderation.resolveDispute.mutationOptions({
      onSuccess: onDecided,
      onError: (failure) => {
        setRefusal(failure.message);
        // The order moved on since this page was loaded (most often: another moderator decided).
        if (failure.data?.code === 'CONFLICT') setChanged(true);
      },
    }),
  );
  // What the order is now, read once it is known to have changed: the moderator sees what was decided.
  const current = useQuery({ ...trpc.moderation.dispute.queryOptions({ code: dispute.code }), enabled: changed });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(null);
    const found: Problems = {
      decision: decision === null ? 'Vui lòng chọn một quyết định.' : undefined,
      amount: decision === 'partial' ? (refundAmountProblem(amount, dispute.price) ?? undefined) : undefined,
      note: decisionNoteProblem(note) ?? undefined,
    };
    setProblems(found);
    if (decision === null || found.amount || found.note) return;
    const text = note.trim();
    if (decision === 'partial') resolve.mutate({ code: dispute.code, decision, refundAmount: parseVndAmount(amount) ?? 0, note: text });
    else resolve.mutate({ code: dispute.code, decision, note: text });
  };

  const errorId = (name: string) => `${id}-${name}-error`;
  return (
    <form className={form} onSubmit={submit} noValidate aria-label={`Quyết định cho đơn ${dispute.code}`}>
      <fieldset className={choices} aria-describedby={problems.decision ? errorId('decision') : undefined}>
        <legend className={classes.legend}>Quyết định</legend>
        {DISPUTE_DECISIONS.map((code) => (
          <label key={code} className={option}>
            <input type="radio" name={`${id}-decision`} value={code} checked={decision === code} onChange={() => setDecision(code)} />
            {DISPUTE_DECISION_LABELS[code]}
          </label>
        ))}
      </fieldset>
      {problems.decision ? (
        <p id={errorId('decision')} role="alert" className={classes.error}>
          {problems.decision}
        </p>
      ) : null}
      {decision === 'partial' ? (
        <div className={classes.root}>
          <label htmlFor={`${id}-amount`} className={classes.label}>
            Số tiền hoàn cho người mua (đ) <span className={classes.required}>*</span>
          </label>
          <input
            id={`${id}-amount`}
            className={cx(classes.control, amountWidth)}
            inputMode="numeric"
            autoComplete="off"
            placeholder="Ví dụ 500.000"
            value={amount}
            maxLength={16}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={problems.amount !== undefined}
            aria-describedby={problems.amount ? errorId('amount') : `${id}-amount-hint`}
          />
          {problems.amount ? (
            <p id={errorId('amount')} role="alert" className={classes.error}>
              {problems.amount}
            </p>
          ) : (
            <p id={`${id}-amount-hint`} className={classes.hint}>
              Lớn hơn 0 và nhỏ hơn giá món hàng {formatVnd(dispute.price)}; phần còn lại chuyển cho người bán, phí không hoàn.
            </p>
          )}
        </div>
      ) : null}
      <div className={classes.root}>
        <label htmlFor={`${id}-note`} className={classes.label}>
          Ghi chú gửi hai bên <span className={classes.required}>*</span>
        </label>
        <textarea
          id={`${id}-note`}
          className={classes.control}
          rows={3}
          value={note}
          maxLength={DECISION_NOTE_MAX + 20}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={problems.note !== undefined}
          aria-describedby={problems.note ? errorId('note') : undefined}
        />
        {problems.note ? (
          <p id={errorId('note')} role="alert" className={classes.error}>
            {problems.note}
          </p>
        ) : null}
      </div>
      {refusal ? (
        <div className={refused}>
          <p role="alert" data-testid="dispute-refusal">
            {refusal}
          </p>
          {changed && current.data && current.data.state !== 'disputed' ? (
            <p className={classes.hint} data-testid="dispute-current">
              Hiện tại: {current.data.stateLabel}
              {current.data.decisionNote ? ` — ghi chú: “${current.data.decisionNote}”` : ''}
            </p>
          ) : null}
          {changed ? (
            <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => void queryClient.invalidateQueries(trpc.moderation.disputes.pathFilter())}>
              Tải lại danh sách khiếu nại
            </button>
          ) : null}
        </div>
      ) : null}
      <div className={actions}>
        <button type="submit" className={button({ size: 'sm' })} disabled={resolve.isPending}>
          {resolve.isPending ? 'Đang gửi…' : 'Xác nhận quyết định'}
        </button>
      </div>
    </form>
  );
}

const classes = field({ size: 'sm' });
// A note line stays readable on a wide screen: the form keeps to a column.
const form = css({ display: 'flex', flexDirection: 'column', gap: '3', borderTopWidth: '1px', borderColor: 'border.default', pt: '3', '& > *': { maxW: '2xl' } });
const choices = css({ display: 'flex', flexDirection: 'column', gap: '1.5', border: 'none', p: '0', m: '0' });
const option = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', cursor: 'pointer', minH: '8' });
const refused = css({ color: 'fg.error', fontSize: 'sm', bg: 'bg.canvas', p: '2', borderRadius: 'md', display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' });
const amountWidth = css({ maxW: '56' });
const actions = css({ display: 'flex', justifyContent: 'flex-end' });
