import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';

export interface WriteReviewProps {
  readonly listingId: number;
  readonly listingTitle: string;
  readonly sellerId: number;
  readonly sellerName: string;
}

/** What a guest who asks to review is told before signing in. */
export const REVIEW_SIGN_IN_REASON = 'Đăng nhập để đánh giá người bán.';

export const writeReviewBox = css({ display: 'flex', flexDirection: 'column', gap: '1', '& > button': { w: '100%' } });
export const writeReviewTrigger = button({ variant: 'outline' });

export function PenIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
