'use client';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { HIDE_REASON_FIELD, HIDE_REASON_MAX, HIDE_REASON_MIN, REPLY_TEXT_MAX, cleanReviewText, validateReplyText } from '~/lib/reviews';
import { validateText } from '~/lib/validation';
import { useTRPC } from '~/trpc/react';
import { useAuthMember } from '../auth/use-auth';
import { toastStore } from '../ui/toast-store';
import { CountedTextarea } from './counted-textarea';
import { withData } from '../data/with-data';

interface ReviewCardActionsProps {
  readonly reviewId: number;
  readonly sellerId: number;
  readonly hasReply: boolean;
}

/**
 * What the viewer may do with a review: the reviewed seller replies once, a moderator hides it.
 * Guests and other members see nothing. The server decides again on submit.
 */
function ReviewCardActions({ reviewId, sellerId, hasReply }: ReviewCardActionsProps) {
  const member = useAuthMember();
  const canReply = member !== null && member.id === sellerId && !hasReply;
  const canHide = member !== null && member.role === 'moderator';
  if (!canReply && !canHide) return null;
  return (
    <div className={actions}>
      {canReply ? <ReplyForm reviewId={reviewId} /> : null}
      {canHide ? <HideForm reviewId={reviewId} /> : null}
    </div>
  );
}

function ReplyForm({ reviewId }: { reviewId: number }) {
  const trpc = useTRPC();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reply = useMutation(
    trpc.reviews.reply.mutationOptions({
      onSuccess: () => {
        setOpen(false);
        setText('');
        toastStore.show('Đã gửi phản hồi của bạn.', 'success');
        router.refresh();
      },
      onError: (failure) => setError(failure.message),
    }),
  );
  if (!open) {
    return (
      <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => setOpen(true)}>
        Trả lời đánh giá
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateReplyText(text);
    setError(problem);
    if (!problem) reply.mutate({ reviewId, content: text });
  };
  return (
    <form onSubmit={submit} className={form} noValidate aria-label="Trả lời đánh giá">
      <CountedTextarea label="Phản hồi của bạn (hiển thị công khai, chỉ gửi được một lần)" value={text} onChange={setText} max={REPLY_TEXT_MAX} error={error} rows={3} />
      <div className={buttons}>
        <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => setOpen(false)}>
          Huỷ
        </button>
        <button type="submit" className={button({ size: 'sm' })} disabled={reply.isPending}>
          {reply.isPending ? 'Đang gửi…' : 'Gửi phản hồi'}
        </button>
      </div>
    </form>
  );
}

function HideForm({ reviewId }: { reviewId: number }) {
  const trpc = useTRPC();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const hide = useMutation(
    trpc.reviews.hide.mutationOptions({
      onSuccess: () => {
        setOpen(false);
        toastStore.show('Đã ẩn đánh giá. Người viết đã được thông báo lý do.', 'success');
        router.refresh();
      },
      onError: (failure) => setError(failure.message),
    }),
  );
  if (!open) {
    return (
      <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => setOpen(true)}>
        Ẩn đánh giá (quản trị)
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateText(cleanReviewText(reason), { field: HIDE_REASON_FIELD, min: HIDE_REASON_MIN, max: HIDE_REASON_MAX });
    setError(problem);
    if (!problem) hide.mutate({ reviewId, reason });
  };
  return (
    <form onSubmit={submit} className={form} noValidate aria-label="Ẩn đánh giá">
      <CountedTextarea label="Lý do ẩn (gửi cho người viết)" value={reason} onChange={setReason} max={HIDE_REASON_MAX} error={error} rows={2} />
      <div className={buttons}>
        <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => setOpen(false)}>
          Huỷ
        </button>
        <button type="submit" className={button({ size: 'sm' })} disabled={hide.isPending}>
          {hide.isPending ? 'Đang ẩn…' : 'Ẩn đánh giá'}
        </button>
      </div>
    </form>
  );
}

const actions = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2', pt: '1' });
const form = css({ display: 'flex', flexDirection: 'column', gap: '2', w: '100%' });
const buttons = css({ display: 'flex', justifyContent: 'flex-end', gap: '2' });

export default withData(ReviewCardActions);
