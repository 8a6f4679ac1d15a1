/**
 * Listings as the list host sends them (spec §3 "Listing (article)"): the query for each
 * list-article block and the row → wire mapping. Ranking of every public list: tier first, then
 * the latest push, then id (src/lib/ranking.ts states the rule).
 */
import { and, desc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import { formatPriceValue, priceUnitLabel, type PriceUnit } from '../../lib/money';
import { ArticleListType } from '../../lib/contract/list';
import type { Database } from '../db/client';
import { categories, listings, members } from '../db/schema';

export const LIVE_STATUSES = [20, 80] as const;

const articleColumns = {
  listing: listings,
  category: { id: categories.id, slug: categories.slug, name: categories.name },
  seller: { id: members.id, fullName: members.fullName },
};

type ArticleRow = {
  listing: typeof listings.$inferSelect;
  category: { id: number; slug: string; name: string };
  seller: { id: number; fullName: string };
};

export type ArticleListTypeCode = (typeof ArticleListType)[keyof typeof ArticleListType];

function asTier(value: number): 1 | 2 | 3 {
  return value === 3 ? 3 : value === 2 ? 2 : 1;
}

function asPriceUnit(value: number): PriceUnit {
  return value === 3 ? 3 : value === 2 ? 2 : 1;
}

function asTransactionType(value: number): 1 | 2 | 3 {
  return value === 3 ? 3 : value === 2 ? 2 : 1;
}

export function isLive(listing: Pick<typeof listings.$inferSelect, 'status' | 'endsAt'>, now: Date): boolean {
  const posted = listing.status === 20 || listing.status === 80;
  return posted && (listing.endsAt === null || listing.endsAt.getTime() >= now.getTime());
}

export function toArticle({ listing, category, seller }: ArticleRow, now: Date) {
  const priceUnit = asPriceUnit(listing.priceUnit);
  const transactionType = asTransactionType(listing.transactionType);
  const hasPrice = transactionType === 1 && listing.price !== null;
  const isRealEstate = listing.listingType === 2;
  const hasLabel = listing.addOnLabelName !== null || listing.addOnLabelPath !== null;
  return {
    id: listing.id,
    title: listing.title,
    object_slug: listing.objectSlug,
    object_date: Math.floor(listing.objectDate.getTime() / 1000),
    description: listing.descriptionHtml,
    terms: [category],
    thumb: listing.thumbPath ? { path: listing.thumbPath } : null,
    location: { stage: listing.locationStage },
    posting_form: listing.postingForm,
    add_ons: hasLabel ? { label: { name: listing.addOnLabelName, path: listing.addOnLabelPath } } : null,
    is_video: listing.hasVideo,
    state: isLive(listing, now) ? ('active' as const) : ('inactive' as const),
    verified: listing.verified,
    contact_info: { contact_name: listing.contactName },
    user: { id: seller.id, full_name: seller.fullName },
    post_type: asTier(listing.postType),
    price: hasPrice ? listing.price : null,
    price_unit: priceUnit,
    price_info:
      hasPrice && listing.price !== null
        ? { value: formatPriceValue(listing.price, priceUnit), unit: priceUnitLabel(priceUnit) }
        : { value: '', unit: '' },
    transaction_type: transactionType,
    show_type: isRealEstate
      ? {
          information_product: {
            dien_tich: listing.area,
            so_phong_ngu: listing.bedrooms,
            so_phong_ve_sinh: listing.bathrooms,
          },
        }
      : null,
  };
}

export type ArticleWire = ReturnType<typeof toArticle>;

const NECESSITIES_SLUG = 'nhu-yeu-pham';

function blockFilter(type: ArticleListTypeCode): SQL | undefined {
  switch (type) {
    case ArticleListType.vedette:
      return eq(listings.onHomePage, true);
    case ArticleListType.hot:
      return gte(listings.postType, 2);
    case ArticleListType.newest:
      return eq(categories.hidden, false);
    case ArticleListType.necessities:
      return eq(categories.slug, NECESSITIES_SLUG);
  }
}

/** One page of a list-article block, live listings only; `has_more` without a count query. */
export async function listArticleBlock(
  db: Database,
  params: { type: ArticleListTypeCode; page: number; num: number },
  now = new Date(),
) {
  const liveFilter = and(inArray(listings.status, [...LIVE_STATUSES]), gte(listings.endsAt, now));
  const order =
    params.type === ArticleListType.newest
      ? [desc(listings.pushedAt), desc(listings.id)]
      : [desc(listings.postType), desc(listings.pushedAt), desc(listings.id)];
  const rows = await db
    .select(articleColumns)
    .from(listings)
    .innerJoin(categories, eq(categories.id, listings.categoryId))
    .innerJoin(members, eq(members.id, listings.memberId))
    .where(and(liveFilter, blockFilter(params.type)))
    .orderBy(...order)
    .limit(params.num + 1)
    .offset((params.page - 1) * params.num);
  return {
    data: rows.slice(0, params.num).map((row) => toArticle(row, now)),
    page: params.page,
    num: params.num,
    has_more: rows.length > params.num,
  };
}
