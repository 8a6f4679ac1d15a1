import { css } from 'styled-system/css';
import { formatDate } from '~/lib/time';
import type { PublicProfileView } from '~/server/dto/public-profile';
import type { SellerRatingView } from '~/server/dto/review';
import { SellerRating } from '../review/seller-rating';
import { MediaPicture } from '~/components/ui/media-picture';

/** The public profile's card: avatar, name, member since, stars from members' reviews and listing counts. */
export function ProfileHeader({ profile, rating }: { profile: PublicProfileView; rating: SellerRatingView | null }) {
  return (
    <header className={card}>
      {/* Own avatars come resized from the media host, defaults are small SVGs. */}
      <MediaPicture src={profile.avatarUrl} alt={`Ảnh đại diện của ${profile.fullName}`} width={96} height={96} className={avatar} />
      <div className={body}>
        <h1 className={name}>{profile.fullName}</h1>
        <p className={since}>Thành viên từ {formatDate(profile.memberSince)}</p>
        <SellerRating sellerId={profile.id} rating={rating} className={ratingLine} />
        <dl className={stats}>
          <div className={stat}>
            <dt>Tin đang đăng</dt>
            <dd className={statValue}>{profile.activeListings}</dd>
          </div>
          <div className={stat}>
            <dt>Tin đã xác thực</dt>
            <dd className={statValue}>{profile.verifiedListings}</dd>
          </div>
        </dl>
      </div>
    </header>
  );
}

const card = css({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  alignItems: { base: 'center', sm: 'center' },
  textAlign: { base: 'center', sm: 'left' },
  gap: { base: '4', sm: '6' },
  p: { base: '5', md: '6' },
  mb: '8',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
});
const avatar = css({ w: '24', h: '24', flexShrink: '0', borderRadius: 'full', objectFit: 'cover', bg: 'bg.muted', borderWidth: '1px', borderColor: 'border.default' });
const body = css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' });
const name = css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', lineHeight: '1.3', overflowWrap: 'anywhere' });
const since = css({ color: 'fg.muted', fontSize: 'sm' });
const ratingLine = css({ justifyContent: { base: 'center', sm: 'flex-start' } });
const stats = css({ display: 'flex', justifyContent: { base: 'center', sm: 'flex-start' }, gap: '6', mt: '3', fontSize: 'sm', color: 'fg.muted' });
const stat = css({ display: 'flex', flexDirection: 'column-reverse', alignItems: { base: 'center', sm: 'flex-start' } });
const statValue = css({ fontSize: 'xl', fontWeight: 'bold', color: 'fg.default', lineHeight: '1.2' });
