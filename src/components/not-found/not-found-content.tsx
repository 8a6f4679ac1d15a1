import Link from 'next/link';
import { connection } from 'next/server';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { ListingGrid } from '~/components/listing/listing-grid';
import { Section } from '~/components/listing/section';
import { publicCaller } from '~/trpc/server';

/** The body of spec §2's 404 page: image (450 px), the message (24 px), then 'other listings' from list-article type 3, page 1, num 10. */
export async function NotFoundContent() {
  // Rendered per request, not prerendered at build time when the backend may not be running.
  await connection();
  const others = await publicCaller().listing.block({ block: 'newest', page: 1, num: 10 });
  return (
    <>
      <div className={hero}>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src="/images/not-found.svg" alt="" width={450} height={300} className={image} />
        <p className={message}>Tin này không tồn tại hoặc đã hết hạn.</p>
        <Link href="/" className={button({ variant: 'outline' })}>
          Về trang chủ
        </Link>
      </div>
      {others.items.length > 0 ? (
        <Section id="tin-khac" title="Tin rao khác">
          <ListingGrid listings={others.items} columns="three" layout="compact" />
        </Section>
      ) : null}
    </>
  );
}

const hero = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: '4', py: { base: '6', md: '10' } });
const image = css({ w: 'notFoundImage', maxW: '100%', h: 'auto' });
const message = css({ fontSize: '24px', fontWeight: 'semibold', color: 'fg.default' });
