import Link from 'next/link';
import { listingCard } from 'styled-system/recipes/listing-card';
import { badge } from 'styled-system/recipes/badge';
import { css } from 'styled-system/css';
import type { ListingCard as ListingCardData } from '~/server/dto/listing-card';
import { relativeTime } from '~/lib/time';
import { FavouriteButton } from '../favourite/favourite-button';
import { LazyImage } from './lazy-image';
import { MediaImage } from '~/components/ui/media-image';
import { decimalText } from '~/lib/number-text';

export type ListingCardLayout = 'grid' | 'list' | 'compact';

interface ListingCardProps {
  readonly listing: ListingCardData;
  readonly layout?: ListingCardLayout;
  /** Use the 720 px thumbnail (spec §9 "720 if large"). */
  readonly large?: boolean;
  /** The first card of a page is the LCP element: load it eagerly. */
  readonly priority?: boolean;
  readonly now?: Date;
}

const TIER_LABEL: Record<2 | 3, string> = { 2: 'VIP', 3: 'Super VIP' };

/** The one listing card of spec §2, used by every grid and list. */
export function ListingCard({ listing, layout = 'grid', large = false, priority = false, now }: ListingCardProps) {
  const styles = listingCard({ layout });
  const thumb = large ? listing.thumbUrlLarge : listing.thumbUrl;
  return (
    <article className={`${styles.root} group`} data-listing-id={listing.id} data-active={listing.isActive}>
      <div className={styles.media}>
        {thumb ? (
          <LazyImage
            src={thumb}
            alt={listing.title}
            width={large ? 720 : 360}
            height={large ? 540 : 270}
            priority={priority}
            className={styles.thumb}
          />
        ) : (
          <div className={placeholder} aria-hidden="true">
            Chưa có ảnh
          </div>
        )}
        <div className={styles.badges}>
          {listing.tier !== 1 ? (
            <span className={badge({ tone: listing.tier === 3 ? 'accent' : 'vip' })}>{TIER_LABEL[listing.tier]}</span>
          ) : null}
          <span className={badge({ tone: 'dark' })}>{listing.postingForm}</span>
          {listing.label?.iconUrl ? (
            <MediaImage src={listing.label.iconUrl} alt={listing.label.name ?? ''} width={24} height={24} />
          ) : listing.label?.name ? (
            <span className={badge({ tone: 'neutral' })}>{listing.label.name}</span>
          ) : null}
          {listing.hasVideo ? (
            <span className={`${badge({ tone: 'dark' })} ${pushRight}`} title="Có video">
              <svg width="12" height="12" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                <path d="M8 5v14l11-7z" />
              </svg>
              Video
            </span>
          ) : null}
        </div>
        {listing.isActive ? null : <div className={styles.overlay}>Tin đã hết hạn</div>}
        <div className={favourite}>
          <FavouriteButton listingId={listing.id} />
        </div>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link href={listing.href} prefetch={false} className={stretched}>
            {listing.title}
          </Link>
        </h3>
        <p className={styles.price}>{listing.priceText}</p>
        {listing.realEstate ? (
          <ul className={styles.facts} aria-label="Thông tin bất động sản">
            {listing.realEstate.area !== null ? <li>{decimalText(listing.realEstate.area, 1)} m²</li> : null}
            {listing.realEstate.bedrooms !== null ? <li>{listing.realEstate.bedrooms} PN</li> : null}
            {listing.realEstate.bathrooms !== null ? <li>{listing.realEstate.bathrooms} WC</li> : null}
            {listing.realEstate.verified ? <li className={verified}>✓ Đã xác thực</li> : null}
          </ul>
        ) : null}
        {listing.vehicle.length > 0 ? (
          <ul className={styles.facts} aria-label="Thông tin xe">
            {listing.vehicle.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        ) : null}
        {layout === 'compact' ? null : <p className={styles.excerpt}>{listing.excerpt}</p>}
        <div className={styles.footer}>
          <span className={ellipsis}>{listing.locationStage}</span>
          <time dateTime={listing.postedAt.toISOString()}>{relativeTime(listing.postedAt, now)}</time>
        </div>
        <p className={styles.meta}>
          <span aria-label="Người đăng">{listing.contactName}</span>
        </p>
      </div>
    </article>
  );
}

const placeholder = css({ w: '100%', h: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'fg.subtle', fontSize: 'sm' });
// The title link covers the whole card so the card is one click target and one tab stop.
const stretched = css({ _after: { content: '""', position: 'absolute', inset: '0' } });
const ellipsis = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minW: '0' });
const verified = css({ color: 'fg.success', fontWeight: 'semibold' });
const pushRight = css({ ml: 'auto' });
const favourite = css({ position: 'absolute', right: '2', bottom: '2', zIndex: 2 });
