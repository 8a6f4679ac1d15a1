'use client';
import { requireSignIn } from '../auth/login-modal';
import { memberOnlyIsland } from '../data/member-only-island';
import { PenIcon, REVIEW_SIGN_IN_REASON, writeReviewBox, writeReviewTrigger, type WriteReviewProps } from './write-review-parts';

function WriteReviewWaiting() {
  return (
    <div className={writeReviewBox}>
      <button type="button" className={writeReviewTrigger} data-waiting data-testid="write-review">
        <PenIcon /> Viết đánh giá
      </button>
    </div>
  );
}

function WriteReviewGuest() {
  return (
    <div className={writeReviewBox}>
      <button type="button" className={writeReviewTrigger} onClick={() => requireSignIn(REVIEW_SIGN_IN_REASON)} data-testid="write-review">
        <PenIcon /> Viết đánh giá
      </button>
    </div>
  );
}

/** "Viết đánh giá" on the listing page: a guest is offered sign-in; only a member's button loads the data layer. */
export const WriteReview = memberOnlyIsland<WriteReviewProps>(() => import('./write-review-live').then((module) => module.default), WriteReviewWaiting, WriteReviewGuest);
