'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { field } from 'styled-system/recipes/field';
import { reviewsHref } from '~/lib/review-url';
import { REVIEW_MESSAGES, REVIEW_TEXT_MAX, isReviewRating, validateReviewText, type ReviewRating } from '~/lib/reviews';
import { useTRPC } from '~/trpc/react';
import { requireSignIn } from '../auth/login-modal';
import { useAuthMember, useAuthStatus } from '../auth/use-auth';
import { Dialog } from '../ui/dialog';
import { toastStore } from '../ui/toast-store';
import { CountedTextarea } from './counted-textarea';
import { StarPicker } from './star-picker';
import { withData } from '../data/with-data';
import { PenIcon, REVIEW_SIGN_IN_REASON, writeReviewBox, writeReviewTrigger, type WriteReviewProps } from './write-review-parts';

interface Draft {
  readonly rating: ReviewRating | null;
  readonly content: string;
}

interface FormErrors {
  readonly rating: string | null;
  readonly content: string | null;
  /** A refusal not about one field (listing gone, too fast, signed out…). */
  readonly general: string | null;
}

const NO_ERRORS: FormErrors = { rating: null, content: null, general: null };

const EMPTY: Draft = { rating: null, content: '' };
const draftKey = (listingId: number) => `rv-review-draft-${listingId}`;

/** What was typed survives a reload or a sign-in round trip (this tab only). */
function readDraft(listingId: number): Draft | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(draftKey(listingId)) ?? 'null');
    if (parsed === null || typeof parsed !== 'object') return null;
    const { rating, content } = parsed as Record<string, unknown>;
    return { rating: isReviewRating(rating) ? rating : null, content: typeof content === 'string' ? content : '' };
  } catch {
    return null;
  }
}

function writeDraft(listingId: number, draft: Draft | null) {
  try {
    if (draft === null) sessionStorage.removeItem(draftKey(listingId));
    else sessionStorage.setItem(draftKey(listingId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the draft still lives in the form while the page is open.
  }
}

/**
 * "Viết đánh giá" on the listing page: guests get the sign-in modal; the seller sees nothing; a
 * member writes (or edits) their review of the seller about this listing in a dialog that keeps
 * what was typed when sending fails.
 */
function WriteReview({ listingId, listingTitle, sellerId, sellerName }: WriteReviewProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const status = useAuthStatus();
  const member = useAuthMember();
  const signedIn = status === 'signedIn';
  const mine = useQuery({ ...trpc.reviews.mine.queryOptions({ listingId }), enabled: signedIn && member?.id !== sellerId });
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [touched, setTouched] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const save = useMutation(
    trpc.reviews.save.mutationOptions({
      onSuccess: async (result) => {
        writeDraft(listingId, null);
        setOpen(false);
        setTouched(false);
        toastStore.show(result.created ? 'Cảm ơn bạn đã đánh giá người bán!' : 'Đã cập nhật đánh giá của bạn.', 'success', 6000);
        await queryClient.invalidateQueries(trpc.reviews.mine.queryFilter({ listingId }));
        // The seller's stars on this (cached) page were refreshed by the backend: show them.
        router.refresh();
      },
      onError: (failure) => {
        const field = failure.data?.field;
        setErrors({ ...NO_ERRORS, ...(field === 'rating' || field === 'content' ? { [field]: failure.message } : { general: failure.message }) });
      },
    }),
  );

  if (member !== null && member.id === sellerId) return null;
  const existing = mine.data ?? null;
  if (existing?.hidden) {
    return (
      <p className={note} role="status">
        Đánh giá của bạn về tin này đã bị ẩn do vi phạm quy định.
      </p>
    );
  }

  const change = (next: Draft) => {
    setDraft(next);
    setTouched(true);
    writeDraft(listingId, next);
    // A message goes once its field is changed; the others stay until the next attempt.
    setErrors((current) => ({
      rating: next.rating !== draft.rating ? null : current.rating,
      content: next.content !== draft.content ? null : current.content,
      general: null,
    }));
  };

  const start = () => {
    if (!signedIn) {
      requireSignIn(REVIEW_SIGN_IN_REASON);
      return;
    }
    // What was typed earlier (this page or before a reload / sign-in) wins over the saved review.
    if (!touched) {
      const saved = readDraft(listingId);
      if (saved) {
        setDraft(saved);
        setTouched(true);
      } else if (existing) {
        setDraft({ rating: existing.rating, content: existing.content });
      }
    }
    setErrors(NO_ERRORS);
    setOpen(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Every problem at once, each under its own control.
    const found: FormErrors = { rating: draft.rating === null ? REVIEW_MESSAGES.ratingMissing : null, content: validateReviewText(draft.content), general: null };
    setErrors(found);
    if (draft.rating === null || found.content !== null) return;
    save.mutate({ listingId, rating: draft.rating, content: draft.content });
  };

  return (
    <div className={writeReviewBox}>
      {/* Disabled for the moment the session is being checked, so a member is never sent to sign in. */}
      <button type="button" className={writeReviewTrigger} onClick={start} disabled={status === 'checking'} data-testid="write-review">
        <PenIcon /> {existing ? 'Sửa đánh giá của bạn' : 'Viết đánh giá'}
      </button>
      {existing ? (
        <Link href={`${reviewsHref({ sellerId })}#danh-gia-${existing.id}`} prefetch={false} className={seeLink}>
          Bạn đã đánh giá {existing.rating} sao · Xem đánh giá
        </Link>
      ) : null}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={existing ? 'Sửa đánh giá người bán' : 'Đánh giá người bán'}
        description={
          <>
            <strong>{sellerName}</strong> · về tin “{listingTitle}”
          </>
        }
        onSubmit={submit}
        footer={
          <>
            <button type="button" className={button({ variant: 'outline' })} onClick={() => setOpen(false)}>
              Huỷ
            </button>
            <button type="submit" className={button()} disabled={save.isPending}>
              {save.isPending ? 'Đang gửi…' : existing ? 'Cập nhật đánh giá' : 'Gửi đánh giá'}
            </button>
          </>
        }
      >
        <StarPicker value={draft.rating} onChange={(rating) => change({ ...draft, rating })} error={errors.rating} />
        <CountedTextarea
          label="Nhận xét của bạn"
          hint="Hiển thị công khai với tên viết tắt của bạn. Mỗi tin bạn có một đánh giá; gửi lại sẽ thay thế đánh giá cũ."
          value={draft.content}
          onChange={(content) => change({ ...draft, content })}
          max={REVIEW_TEXT_MAX}
          error={errors.content}
          placeholder="Người bán có đúng hẹn không? Hàng có đúng như mô tả không? Giao dịch có suôn sẻ không?"
          rows={5}
        />
        {errors.general ? (
          <p role="alert" className={fieldStyles.error}>
            {errors.general}
          </p>
        ) : null}
      </Dialog>
    </div>
  );
}

const fieldStyles = field();
const seeLink = css({ fontSize: 'sm', color: 'fg.muted', textAlign: 'center', _hover: { color: 'fg.accent', textDecoration: 'underline' } });
const note = css({ fontSize: 'sm', color: 'fg.muted' });

export default withData(WriteReview);
