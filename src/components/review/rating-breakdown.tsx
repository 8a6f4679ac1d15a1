import Link from 'next/link';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { reviewsHref } from '~/lib/review-url';
import { formatReviewCount, ratingLabel, type ReviewRating } from '~/lib/reviews';
import type { SellerRatingView } from '~/server/dto/review';
import { Stars } from './stars';
import { groupThousands } from '~/lib/number-text';

interface RatingBreakdownProps {
  readonly rating: SellerRatingView;
  readonly sellerId: number | null;
  readonly active: ReviewRating | null;
  readonly title: string;
}

const DESCENDING: readonly ReviewRating[] = [5, 4, 3, 2, 1];

/** The average, and how many reviews gave each star count; each row filters the list to it. */
export function RatingBreakdown({ rating, sellerId, active, title }: RatingBreakdownProps) {
  return (
    <section className={box} aria-label={title} data-testid="rating-breakdown">
      <div className={score}>
        <span className={big}>{rating.averageText ?? '–'}</span>
        <div className={scoreText}>
          <Stars value={rating.average ?? 0} label={rating.average === null ? 'Chưa có đánh giá' : ratingLabel(rating.average)} />
          <span className={muted}>{rating.count > 0 ? formatReviewCount(rating.count) : 'Chưa có đánh giá'}</span>
        </div>
      </div>
      <ul className={rows}>
        {DESCENDING.map((stars) => {
          const count = rating.distribution[stars];
          return (
            <li key={stars}>
              <Link
                href={reviewsHref({ sellerId, rating: active === stars ? null : stars })}
                className={row}
                aria-current={active === stars ? 'true' : undefined}
                aria-label={`${stars} sao: ${formatReviewCount(count)}${active === stars ? ' (đang lọc, bấm để bỏ lọc)' : ''}`}
              >
                <span className={label}>{stars} sao</span>
                <progress className={bar} max={Math.max(1, rating.count)} value={count} />
                <span className={number}>{groupThousands(count)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const box = card({ padding: 'sm', stack: 'md' });
const score = css({ display: 'flex', alignItems: 'center', gap: '3' });
const big = css({ fontSize: '4xl', fontWeight: 'bold', lineHeight: '1', color: 'fg.default' });
const scoreText = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const muted = css({ fontSize: 'sm', color: 'fg.muted' });
const rows = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const row = css({
  display: 'grid',
  gridTemplateColumns: '3.5rem 1fr 2.5rem',
  alignItems: 'center',
  gap: '2',
  px: '2',
  py: '1',
  borderRadius: 'md',
  fontSize: 'sm',
  color: 'fg.default',
  _hover: { bg: 'bg.muted' },
  '&[aria-current=true]': { bg: 'bg.accentSubtle', fontWeight: 'semibold' },
});
const label = css({ whiteSpace: 'nowrap' });
const bar = css({
  appearance: 'none',
  w: '100%',
  h: '2',
  borderRadius: 'full',
  overflow: 'hidden',
  bg: 'bg.muted',
  borderWidth: '0',
  '&::-webkit-progress-bar': { bg: 'bg.muted', borderRadius: 'full' },
  '&::-webkit-progress-value': { bg: 'rating.filled', borderRadius: 'full' },
  '&::-moz-progress-bar': { bg: 'rating.filled', borderRadius: 'full' },
});
const number = css({ textAlign: 'right', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' });
