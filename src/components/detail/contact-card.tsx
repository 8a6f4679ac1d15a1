import Link from 'next/link';
import { css } from 'styled-system/css';
import { card as cardRecipe } from 'styled-system/recipes/card';
import { formatDate } from '~/lib/time';
import type { ListingDetail } from '~/server/dto/listing-detail';
import type { SellerRatingView } from '~/server/dto/review';
import { SellerRating } from '../review/seller-rating';
import { WriteReview } from '../review/write-review';
import { ChatStartButton } from '../chat/chat-start-button';
import { SafePurchaseButton } from '../safe-purchase/safe-purchase-button';
import { CallbackRequest } from './callback-request';
import { PhoneReveal } from './phone-reveal';
import { MediaPicture } from '~/components/ui/media-picture';
import { groupThousands } from '~/lib/number-text';

function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  return `${words[0]?.charAt(0) ?? ''}${words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : ''}`.toUpperCase();
}

/**
 * Seller and contact: who posts, since when, how many live listings, their stars from members'
 * reviews; the phone (revealed on click, never in the HTML); the callback request; "Viết đánh giá".
 */
export function ContactCard({ listing, sellerRating }: { listing: ListingDetail; sellerRating: SellerRatingView | null }) {
  const { seller } = listing;
  return (
    <div className={card}>
      <div className={sellerRow}>
        {seller.avatarUrl ? (
          <MediaPicture src={seller.avatarUrl} alt="" width={56} height={56} className={avatar} loading="lazy" />
        ) : (
          <span className={`${avatar} ${fallbackAvatar}`} aria-hidden="true">
            {initials(seller.name)}
          </span>
        )}
        <div className={sellerText}>
          <Link href={`/profile/${seller.id}`} prefetch={false} className={sellerName}>
            {seller.name}
          </Link>
          <SellerRating sellerId={seller.id} rating={sellerRating} />
          <span className={muted}>Thành viên từ {formatDate(seller.memberSince)}</span>
          <span className={muted}>{groupThousands(seller.activeListings)} tin đang đăng</span>
        </div>
      </div>
      <p className={contact}>
        Liên hệ: <strong>{listing.contactName}</strong>
      </p>
      {listing.isActive ? (
        <>
          <PhoneReveal listingId={listing.id} />
          <ChatStartButton listingId={listing.id} sellerId={seller.id} />
          {listing.safePurchase ? <SafePurchaseButton listingId={listing.id} sellerId={seller.id} /> : null}
        </>
      ) : (
        <p className={expired}>Tin đã hết hạn nên số điện thoại không còn được hiển thị.</p>
      )}
      {listing.isActive ? (
        <div className={callback}>
          <CallbackRequest listingId={listing.id} />
        </div>
      ) : null}
      <WriteReview listingId={listing.id} listingTitle={listing.title} sellerId={seller.id} sellerName={seller.name} />
    </div>
  );
}

const card = cardRecipe({ padding: 'sm', stack: 'md' });
const sellerRow = css({ display: 'flex', gap: '3', alignItems: 'center' });
const avatar = css({ w: '14', h: '14', borderRadius: 'full', objectFit: 'cover', flexShrink: 0 });
const fallbackAvatar = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', bg: 'bg.accentSubtle', color: 'fg.accent', fontWeight: 'bold' });
const sellerText = css({ display: 'flex', flexDirection: 'column', minW: '0' });
const sellerName = css({ fontWeight: 'bold', color: 'fg.default', _hover: { color: 'fg.accent', textDecoration: 'underline' } });
const muted = css({ fontSize: 'sm', color: 'fg.muted' });
const contact = css({ fontSize: 'sm', color: 'fg.default' });
const expired = css({ fontSize: 'sm', color: 'fg.accent', bg: 'bg.accentSubtle', p: '3', borderRadius: 'md' });
const callback = css({ display: 'flex', flexDirection: 'column', gap: '1', '& > button': { w: '100%' } });
