import Link from 'next/link';
import { css, cx } from 'styled-system/css';
import { reviewsHref } from '~/lib/review-url';
import { formatReviewCount, ratingLabel } from '~/lib/reviews';
import type { SellerRatingView } from '~/server/dto/review';
import { Stars } from './stars';

interface SellerRatingProps {
  readonly sellerId: number;
  /** Null when the aggregate could not be loaded: the line is left out rather than shown wrong. */
  readonly rating: SellerRatingView | null;
  readonly className?: string;
}

/** The seller's stars in one line ("★★★★½ 4,6 · 12 đánh giá"), linking to their reviews on /review. */
export function SellerRating({ sellerId, rating, className }: SellerRatingProps) {
  if (rating === null) return null;
  if (rating.average === null || rating.averageText === null) {
    return (
      <span className={cx(line, muted, className)} data-testid="seller-rating">
        <Stars value={0} label="Chưa có đánh giá" size="sm" /> Chưa có đánh giá
      </span>
    );
  }
  return (
    <Link href={reviewsHref({ sellerId })} prefetch={false} className={cx(line, link, className)} data-testid="seller-rating" aria-label={`${ratingLabel(rating.average)}, ${formatReviewCount(rating.count)}. Xem đánh giá người bán`}>
      <Stars value={rating.average} label={ratingLabel(rating.average)} size="sm" />
      <strong className={value}>{rating.averageText}</strong>
      <span className={muted}>· {formatReviewCount(rating.count)}</span>
    </Link>
  );
}

const line = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', fontSize: 'sm', flexWrap: 'wrap' });
const link = css({ color: 'fg.default', _hover: { '& span:last-child': { color: 'fg.accent', textDecoration: 'underline' } } });
const value = css({ fontWeight: 'bold' });
const muted = css({ color: 'fg.muted' });
