'use client';
import { requireSignIn } from '../auth/login-modal';
import { useAuthStatus } from '../auth/use-auth';
import { dataIsland } from '../data/data-island';
import { PenIcon, REVIEW_SIGN_IN_REASON, writeReviewBox, writeReviewTrigger, type WriteReviewProps } from './write-review-parts';

/** Shown while the auth machine starts and while a member's button loads: the same look, inert. */
function WriteReviewWaiting() {
  return (
    <div className={writeReviewBox}>
      <button type="button" className={writeReviewTrigger} disabled data-testid="write-review">
        <PenIcon /> Viết đánh giá
      </button>
    </div>
  );
}

const WriteReviewLive = dataIsland(() => import('./write-review-live').then((module) => module.default), WriteReviewWaiting);

/** "Viết đánh giá" on the listing page: a guest is offered sign-in; only a member's button loads the data layer. */
export function WriteReview(props: WriteReviewProps) {
  const status = useAuthStatus();
  if (status === 'signedIn') return <WriteReviewLive {...props} />;
  if (status !== 'signedOut') return <WriteReviewWaiting />;
  return (
    <div className={writeReviewBox}>
      <button type="button" className={writeReviewTrigger} onClick={() => requireSignIn(REVIEW_SIGN_IN_REASON)} data-testid="write-review">
        <PenIcon /> Viết đánh giá
      </button>
    </div>
  );
}
