import Link from 'next/link';
import { css, cx } from 'styled-system/css';
import { card as cardRecipe } from 'styled-system/recipes/card';
import { reviewsHref } from '~/lib/review-url';
import { RATING_LABELS } from '~/lib/reviews';
import { formatDate, relativeTime } from '~/lib/time';
import type { ReviewView } from '~/server/dto/review';
import { ReviewCardActions } from './review-card-actions';
import { Stars } from './stars';

interface ReviewCardProps {
  readonly review: ReviewView;
  /** The seller's name links to their reviews; left out on a seller's own page, where it is the title. */
  readonly showSeller: boolean;
  readonly now: Date;
}

/** "Vừa xong" rather than the listings' "Mới đăng" for words written under a minute ago. */
function when(date: Date, now: Date): string {
  return now.getTime() - date.getTime() < 60_000 ? 'Vừa xong' : relativeTime(date, now);
}

/** One review: stars, words, who and when, the listing it is about, the seller's reply. */
export function ReviewCard({ review, showSeller, now }: ReviewCardProps) {
  const headingId = `danh-gia-${review.id}-tieu-de`;
  return (
    <article id={`danh-gia-${review.id}`} className={card} aria-labelledby={headingId} data-testid="review-card" data-rating={review.rating}>
      <header className={head}>
        <h3 id={headingId} className={ratingRow}>
          <Stars value={review.rating} label={`${review.rating} trên 5 sao`} />
          <span className={ratingWord}>{RATING_LABELS[review.rating]}</span>
        </h3>
        <p className={meta}>
          <span className={author}>{review.reviewerName}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={review.createdAt.toISOString()} title={formatDate(review.createdAt)}>
            {when(review.createdAt, now)}
          </time>
          {review.editedAt ? <span>(đã sửa)</span> : null}
        </p>
      </header>
      <p className={content}>{review.content}</p>
      <p className={about}>
        Về tin{' '}
        {review.listing.href ? (
          <Link href={review.listing.href} prefetch={false} className={link}>
            {review.listing.title}
          </Link>
        ) : (
          <span className={plainTitle}>{review.listing.title}</span>
        )}
        {showSeller ? (
          <>
            {' '}
            của{' '}
            <Link href={reviewsHref({ sellerId: review.seller.id })} prefetch={false} className={link}>
              {review.seller.name}
            </Link>
          </>
        ) : null}
      </p>
      {review.reply ? (
        <div className={replyBox} data-testid="review-reply">
          <p className={replyHead}>
            <strong>Phản hồi của người bán</strong>
            <time dateTime={review.reply.createdAt.toISOString()} title={formatDate(review.reply.createdAt)}>
              {when(review.reply.createdAt, now)}
            </time>
          </p>
          <p className={content}>{review.reply.content}</p>
        </div>
      ) : null}
      <ReviewCardActions reviewId={review.id} sellerId={review.seller.id} hasReply={review.reply !== null} />
    </article>
  );
}

const card = cx(cardRecipe({ padding: 'md', stack: 'sm' }), css({ scrollMarginTop: '24', _target: { outline: '2px solid', outlineColor: 'brand.200' } }));
const head = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: '3', rowGap: '1' });
const ratingRow = css({ display: 'inline-flex', alignItems: 'center', gap: '2', fontSize: 'sm', fontWeight: 'semibold' });
const ratingWord = css({ color: 'fg.default' });
const meta = css({ display: 'inline-flex', flexWrap: 'wrap', gap: '1.5', fontSize: 'sm', color: 'fg.muted' });
const author = css({ color: 'fg.default', fontWeight: 'medium' });
const content = css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere', color: 'fg.default', lineHeight: '1.6' });
const about = css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' });
const link = css({ color: 'fg.default', fontWeight: 'medium', _hover: { color: 'fg.accent', textDecoration: 'underline' } });
const plainTitle = css({ color: 'fg.default' });
const replyBox = css({ bg: 'bg.canvas', borderLeftWidth: '3px', borderColor: 'border.strong', borderRadius: 'md', px: '3', py: '2', fontSize: 'sm', display: 'flex', flexDirection: 'column', gap: '1' });
const replyHead = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'baseline', color: 'fg.muted', '& strong': { color: 'fg.default' } });
