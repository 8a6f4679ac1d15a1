/**
 * The two support pages drawn from the live price board (/support-about/bang-gia and
 * /support-about/thong-tin-khuyen-mai): read from the price and list hosts on each request, never
 * at build time.
 */
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { PRICE_INFO_PAGES } from '~/content/support';
import type { PriceInfoSlug } from '~/content/support/types';
import { publicCaller } from '~/server/loaders/callers';
import { InfoArticle } from './info-article';

export function priceInfoMetadata(slug: PriceInfoSlug): Metadata {
  const page = PRICE_INFO_PAGES[slug];
  const url = `/support-about/${slug}`;
  return { title: page.title, description: page.description, alternates: { canonical: url }, openGraph: { title: page.title, description: page.description, url } };
}

export async function PriceInfoArticle({ slug }: { slug: PriceInfoSlug }) {
  await connection();
  const page = PRICE_INFO_PAGES[slug];
  const board = await publicCaller().support.priceBoard();
  return (
    <InfoArticle title={page.title} lead={page.description}>
      <page.Body board={board} />
    </InfoArticle>
  );
}
