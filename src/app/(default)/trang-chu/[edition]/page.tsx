import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { css } from 'styled-system/css';
import { HotIcon } from '~/components/home/hot-icon';
import { ListingBlock } from '~/components/home/listing-block';
import { NewsBlock } from '~/components/home/news-block';
import { SupportChat } from '~/components/home/support-chat';
import { VedetteBlock } from '~/components/home/vedette-block';
import { env } from '~/env';

/**
 * The proxy rewrites `/` here (cachedRouting in src/lib/route-guards): a dynamic segment with no
 * static params renders on the first request — never at build time, when no backend runs — and is
 * then cached; listing changes revalidate it.
 */
export const revalidate = 60;

export function generateStaticParams(): Array<{ edition: string }> {
  return [];
}

const HOME_EDITION = 'vi';

export const metadata: Metadata = { alternates: { canonical: '/' } };

/**
 * Home (spec §2): vedette, hot, newest, necessary items and news blocks. No Suspense boundary: the
 * blocks load side by side and the page, cached for everyone, leaves the server complete — a
 * boundary would put skeletons in the cached HTML and reveal the cards (the LCP image) by script.
 */
export default async function HomePage({ params }: { params: Promise<{ edition: string }> }) {
  if ((await params).edition !== HOME_EDITION) notFound();
  return (
    <>
      <h1 className={srOnly}>Rao vặt – mua bán, rao vặt toàn quốc</h1>
      <VedetteBlock num={12} />
      <ListingBlock id="tin-hot" title="Tin hot" block="hot" num={8} icon={<span className={hot}><HotIcon /></span>} />
      <ListingBlock id="tin-moi" title="Tin mới đăng" block="newest" num={12} />
      <ListingBlock id="nhu-yeu-pham" title="Nhu yếu phẩm" block="necessities" num={8} />
      <NewsBlock />
      <SupportChat hotline={env.NEXT_PUBLIC_HOTLINE} zaloUrl={env.NEXT_PUBLIC_ZALO_URL} />
    </>
  );
}

const srOnly = css({ srOnly: true });
const hot = css({ color: 'fg.accent', display: 'inline-flex' });
