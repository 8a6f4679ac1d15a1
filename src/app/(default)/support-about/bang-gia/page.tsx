import type { Metadata } from 'next';
import { connection } from 'next/server';
import { InfoArticle } from '~/components/support/info-article';
import { PRICE_INFO_PAGES } from '~/content/support';
import { publicCaller } from '~/server/loaders/callers';

const page = PRICE_INFO_PAGES['bang-gia'];

export const metadata: Metadata = {
  title: page.title,
  description: page.description,
  alternates: { canonical: '/support-about/bang-gia' },
  openGraph: { title: page.title, description: page.description, url: '/support-about/bang-gia' },
};

/** The price board, read from the price and list hosts on each request (never at build time). */
export default async function PriceListPage() {
  await connection();
  const board = await publicCaller().support.priceBoard();
  return (
    <InfoArticle title={page.title} lead={page.description}>
      <page.Body board={board} />
    </InfoArticle>
  );
}
