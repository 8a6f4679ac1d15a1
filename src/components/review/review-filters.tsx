import Link from 'next/link';
import { css } from 'styled-system/css';
import { reviewsHref } from '~/lib/review-url';
import type { ReviewRating } from '~/lib/reviews';

const CHOICES: ReadonlyArray<ReviewRating | null> = [null, 5, 4, 3, 2, 1];

/** "Tất cả · 5 sao · 4 sao …": plain links (the URL is the state), the current one marked. */
export function ReviewFilters({ sellerId, active }: { sellerId: number | null; active: ReviewRating | null }) {
  return (
    <nav aria-label="Lọc theo số sao" className={bar}>
      {CHOICES.map((rating) => (
        <Link key={rating ?? 'all'} href={reviewsHref({ sellerId, rating })} className={chip} aria-current={rating === active ? 'page' : undefined} scroll={false}>
          {rating === null ? 'Tất cả' : `${rating} ★`}
        </Link>
      ))}
    </nav>
  );
}

const bar = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  h: '8',
  px: '3',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.strong',
  bg: 'bg.surface',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.default',
  _hover: { borderColor: 'fg.accent', color: 'fg.accent' },
  '&[aria-current=page]': { bg: 'bg.accent', borderColor: 'bg.accent', color: 'fg.inverse' },
});
