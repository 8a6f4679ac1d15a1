/**
 * One listing as the detail page needs it (post-detail), its contact phone (contact-phone) and its
 * view counter. Public visibility: a listing that was ever published (posted 20, taken down 30,
 * verified 80) has a public page, live or not; listings that never went public (pending, rejected,
 * sent back, draft, verifying) are "not found" to visitors — their owner reads them through
 * `for=edit`, which the accounts issue wires.
 */
import { readFile } from 'node:fs/promises';
import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categories, listingMedia, listings, members } from '../db/schema';
import type { LocationStore, LocationUnit } from './locations';
import { LIVE_STATUSES } from '~/machines/listingLifecycle';
import { isLive, toArticle } from './articles';
import { listingPath } from '~/lib/slug';
import { PUBLISHED_STATUSES, isListingStatusCode, type ListingStatusCode } from '~/machines/listing-statuses';

/** Listings that were ever published have a page. */
export const PUBLIC_STATUSES = PUBLISHED_STATUSES;

type ListingRow = typeof listings.$inferSelect;
type MediaRow = typeof listingMedia.$inferSelect;

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

function isPublic(status: number): boolean {
  return PUBLIC_STATUSES.some((allowed) => allowed === status);
}

function asStatus(value: number): ListingStatusCode {
  if (isListingStatusCode(value)) return value;
  throw new Error(`listing status out of range: ${value}`);
}

// Ward names live in one file per district; a listing page needs one of them, so read on demand and keep.
const wardFiles = new Map<string, Promise<Readonly<Record<string, LocationUnit>>>>();

async function wardName(locations: LocationStore, districtCode: string | null, wardCode: string | null): Promise<string | null> {
  if (!districtCode || !wardCode) return null;
  const file = locations.wardFile(districtCode);
  if (!file) return null;
  let units = wardFiles.get(file);
  if (!units) {
    units = readFile(file, 'utf8').then((text) => JSON.parse(text) as Readonly<Record<string, LocationUnit>>);
    // A failed read is not cached: the next page view tries again.
    units.catch(() => wardFiles.delete(file));
    wardFiles.set(file, units);
  }
  try {
    return (await units)[wardCode]?.name_with_type ?? null;
  } catch {
    return null;
  }
}

/**
 * Where the listing is today (2025 units: province and ward, no district), and, for a listing posted
 * with the old codes, the old address as it was posted when it reads differently.
 */
async function detailLocation(listing: ListingRow, locations: LocationStore) {
  const { units2025 } = locations;
  const province = listing.unitProvinceCode ? units2025.provinces[listing.unitProvinceCode] : undefined;
  const ward = listing.unitWardCode ? units2025.wards[listing.unitWardCode] : undefined;
  const oldProvince = listing.provinceCode ? locations.provinces[listing.provinceCode] : undefined;
  const oldDistrict = listing.districtCode ? locations.districts[listing.districtCode] : undefined;
  const oldWard = await wardName(locations, listing.districtCode, listing.wardCode);
  const former = [oldWard, oldDistrict?.name_with_type, oldProvince?.name].filter((part): part is string => Boolean(part)).join(', ');
  const stage = listing.unitStage || listing.locationStage;
  return {
    stage,
    former_stage: former !== '' && former !== stage ? former : null,
    street: listing.street,
    province: province ? { code: province.code, name: province.name_with_type } : null,
    district: null,
    ward: ward ? { code: ward.code, name: ward.name_with_type } : null,
    lat: listing.latitude,
    lng: listing.longitude,
  };
}

function toMediaFile(row: MediaRow) {
  return {
    id: row.id,
    path: row.path,
    mime_type: row.mimeType,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    name: row.originalName,
  };
}

/** The post-detail `data` of a publicly visible listing, or null when there is none with this id. */
export async function loadPostDetail(db: Database, locations: LocationStore, id: number, now = new Date()) {
  const [row] = await db
    .select({
      listing: listings,
      category: { id: categories.id, slug: categories.slug, name: categories.name },
      seller: { id: members.id, fullName: members.fullName, avatarPath: members.avatarPath, createdAt: members.createdAt },
    })
    .from(listings)
    .innerJoin(categories, eq(categories.id, listings.categoryId))
    .innerJoin(members, eq(members.id, listings.memberId))
    .where(eq(listings.id, id))
    .limit(1);
  if (!row || !isPublic(row.listing.status)) return null;
  const { listing, category, seller } = row;

  const [media, [active], location] = await Promise.all([
    db
      .select()
      .from(listingMedia)
      .where(eq(listingMedia.listingId, id))
      .orderBy(asc(listingMedia.kind), asc(listingMedia.position), asc(listingMedia.id)),
    // Counted as the public profile counts them (live, outside hidden categories), so the two agree.
    db
      .select({ total: count() })
      .from(listings)
      .innerJoin(categories, eq(categories.id, listings.categoryId))
      .where(
        and(
          eq(listings.memberId, seller.id),
          inArray(listings.status, [...LIVE_STATUSES]),
          gte(listings.endsAt, now),
          eq(categories.hidden, false),
        ),
      ),
    detailLocation(listing, locations),
  ]);
  const ofKind = (kind: MediaRow['kind']) => media.filter((m) => m.kind === kind).map(toMediaFile);

  const breadcrumbs: Array<{ kind: 'category' | 'province' | 'ward'; key: string; name: string }> = [
    { kind: 'category', key: category.slug, name: category.name },
  ];
  if (location.province) breadcrumbs.push({ kind: 'province', key: location.province.code, name: location.province.name });
  if (location.ward) breadcrumbs.push({ kind: 'ward', key: location.ward.code, name: location.ward.name });

  return {
    ...toArticle({ listing, category, seller }, now),
    location,
    listing_type: listing.listingType === 2 ? (2 as const) : (1 as const),
    status: asStatus(listing.status),
    ends_at: listing.endsAt ? toSeconds(listing.endsAt) : null,
    view_count: listing.viewCount,
    safe_purchase: listing.safePurchase,
    media: {
      images: ofKind('image'),
      videos: ofKind('video'),
      documents: ofKind('document'),
      panoramas: ofKind('panorama'),
    },
    seller: {
      id: seller.id,
      full_name: seller.fullName,
      avatar: seller.avatarPath,
      member_since: toSeconds(seller.createdAt),
      active_listings: active?.total ?? 0,
    },
    breadcrumbs,
  };
}

export type ContactPhoneResult =
  | { readonly kind: 'found'; readonly contactName: string; readonly phone: string }
  | { readonly kind: 'missing' }
  | { readonly kind: 'inactive' };

/** The contact phone of a live listing; expired or taken-down listings no longer show it. */
export async function loadContactPhone(db: Database, id: number, now = new Date()): Promise<ContactPhoneResult> {
  const [row] = await db
    .select({ status: listings.status, endsAt: listings.endsAt, contactName: listings.contactName, phone: listings.contactPhone })
    .from(listings)
    .where(eq(listings.id, id))
    .limit(1);
  if (!row || !isPublic(row.status)) return { kind: 'missing' };
  if (!isLive(row, now)) return { kind: 'inactive' };
  return { kind: 'found', contactName: row.contactName, phone: row.phone };
}

/** The public path of a listing that has a public page, for canonical redirects; null otherwise. */
export async function loadCanonicalPath(db: Database, id: number): Promise<string | null> {
  const [row] = await db
    .select({ status: listings.status, objectSlug: listings.objectSlug, categorySlug: categories.slug })
    .from(listings)
    .innerJoin(categories, eq(categories.id, listings.categoryId))
    .where(eq(listings.id, id))
    .limit(1);
  if (!row || !isPublic(row.status)) return null;
  return listingPath(row.categorySlug, row.objectSlug, id);
}

/** Counts one page view. Best effort: a failure here must never fail the page. */
export async function countView(db: Database, id: number): Promise<void> {
  await db
    .update(listings)
    .set({ viewCount: sql`${listings.viewCount} + 1` })
    .where(eq(listings.id, id));
}
