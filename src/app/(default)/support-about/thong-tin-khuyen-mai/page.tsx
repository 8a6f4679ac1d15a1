import type { Metadata } from 'next';
import { connection } from 'next/server';
import { InfoArticle } from '~/components/support/info-article';
import { PRICE_INFO_PAGES } from '~/content/support';
import { publicCaller } from '~/server/loaders/callers';

const page = PRICE_INFO_PAGES['thong-tin-khuyen-mai'];

export const metadata: Metadata = {
  title: page.title,
  description: page.description,
  alternates: { canonical: '/support-about/thong-tin-khuyen-mai' },
  openGraph: { title: page.title, description: page.description, url: '/support-about/thong-tin-khuyen-mai' },
};

/** Current offers, derived from the live price board on each request (never at build time). */
export default async function PromotionsPage() {
  await connection();
  const board = await publicCaller().support.priceBoard();
  return (
    <InfoArticle title={page.title} lead={page.description}>
      <page.Body board={board} />
    </InfoArticle>
  );
}
