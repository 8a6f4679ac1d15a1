import Link from 'next/link';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { OtherListings } from './other-listings';
import { MediaImage } from '~/components/ui/media-image';

/** The body of spec §2's 404 page: image (450 px), the message (24 px), then 'other listings' from list-article type 3, page 1, num 10. */
export function NotFoundContent() {
  return (
    <>
      <div className={hero}>
        {/* Lazy: the not-found tree rides in every page's payload, and React preloads eager images it sees. */}
        <MediaImage src="/images/not-found.svg" alt="" width={450} height={300} loading="lazy" className={image} />
        <p className={message}>Tin này không tồn tại hoặc đã hết hạn.</p>
        <Link href="/" className={button({ variant: 'outline' })}>
          Về trang chủ
        </Link>
      </div>
      <OtherListings />
    </>
  );
}

const hero = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: '4', py: { base: '6', md: '10' } });
const image = css({ w: 'notFoundImage', maxW: '100%', h: 'auto' });
const message = css({ fontSize: '24px', fontWeight: 'semibold', color: 'fg.default' });
