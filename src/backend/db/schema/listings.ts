/** Categories, listings, their media, status history, change log and reports. */
import { sql } from 'drizzle-orm';
import type { TierCode } from '~/lib/posting-rules';
import {
  LISTING_STATUS_CODES,
  LIVE_STATUSES,
  statusListSql,
  type ListingStatusCode,
} from '~/machines/listing-statuses';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, refersTo, updatedAt } from './columns';
import { members } from './accounts';


/** The live codes as SQL text: the partial indexes' predicate must match the queries' literally. */
const LIVE_SQL = sql.raw(statusListSql(LIVE_STATUSES));
export const categories = pgTable(
  'categories',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    position: smallint('position').notNull().default(0),
    /** nhu-yeu-pham is served by list-term but never shown in the menu (spec §1). */
    hidden: boolean('hidden').notNull().default(false),
    /** The listing type a poster gets by default in this category: 2 real estate, 1 general. */
    defaultListingType: smallint('default_listing_type').notNull().default(1),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug)],
);

export const listings = pgTable(
  'listings',
  {
    id: id(),
    memberId: refersTo('member_id', () => members.id),
    categoryId: refersTo('category_id', () => categories.id),
    /** 2 real estate, 1 general goods (spec §1). */
    listingType: smallint('listing_type').notNull(),
    title: text('title').notNull(),
    objectSlug: text('object_slug').notNull(),
    descriptionHtml: text('description_html').notNull(),
    /** Lower-cased, unaccented (đ→d), NFC title + description: what search matches (src/lib/search-text.ts). */
    searchText: text('search_text').notNull(),
    /** Status codes of spec §4: 10 pending, 20 posted, 30 take down, 40 reject, 50 send back, 60 draft, 70 verifying, 80 verified. */
    status: smallint('status').$type<ListingStatusCode>().notNull(),
    /** Tier: 1 normal, 2 vip, 3 super vip (spec §9). */
    postType: smallint('post_type').$type<TierCode>().notNull().default(1),
    /** Bought with points (the 5/10/15 variants of spec §9) rather than from a package. */
    paidWithPoints: boolean('paid_with_points').notNull().default(false),
    /** Shown in the home page's vedette carousel (the package's tto_home flag). */
    onHomePage: boolean('on_home_page').notNull().default(false),
    postingForm: text('posting_form').notNull(),
    addOnLabelName: text('add_on_label_name'),
    addOnLabelPath: text('add_on_label_path'),
    /** The amount in price_unit (e.g. 3.5 with unit 3 is 3,5 tỷ); null when negotiable or hidden. */
    price: doublePrecision('price'),
    /** The same amount in đồng, for filtering and sorting by price. */
    priceVnd: bigint('price_vnd', { mode: 'number' }),
    /** 1 none (đồng), 2 triệu (million), 3 tỷ (billion). */
    priceUnit: smallint('price_unit').notNull().default(1),
    /** 1 priced, 2 negotiable (price blank), 3 no price shown. */
    transactionType: smallint('transaction_type').notNull().default(1),
    area: real('area'),
    bedrooms: smallint('bedrooms'),
    bathrooms: smallint('bathrooms'),
    /** A vehicle's facts ("Xe cộ" only, drizzle/0016; codes in src/lib/vehicle.ts). */
    vehicleBrand: text('vehicle_brand'),
    vehicleModel: text('vehicle_model'),
    vehicleYear: smallint('vehicle_year'),
    vehicleKm: integer('vehicle_km'),
    vehicleFuel: smallint('vehicle_fuel'),
    vehicleGearbox: smallint('vehicle_gearbox'),
    provinceCode: text('province_code'),
    districtCode: text('district_code'),
    wardCode: text('ward_code'),
    street: text('street'),
    locationStage: text('location_stage').notNull().default(''),
    /** The place in the 2025 units (drizzle/0007): picked since the change, or mapped from the old codes above. */
    unitProvinceCode: text('unit_province_code'),
    unitWardCode: text('unit_ward_code'),
    /** 'Phường Thủ Dầu Một, TP. Hồ Chí Minh': the address shown first. */
    unitStage: text('unit_stage').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    hasVideo: boolean('has_video').notNull().default(false),
    hasPanorama: boolean('has_panorama').notNull().default(false),
    thumbPath: text('thumb_path'),
    verified: boolean('verified').notNull().default(false),
    /** When the listing went live (spec's object_date, in seconds on the wire). */
    objectDate: timestamp('object_date', { withTimezone: true }).notNull().defaultNow(),
    /** Last push; equals object_date until the first push. Ranking: tier, then this, then id. */
    pushedAt: timestamp('pushed_at', { withTimezone: true }).notNull().defaultNow(),
    durationDays: smallint('duration_days').notNull().default(14),
    /** Inclusive last day: start + (days − 1) (spec §9). Null until the listing is posted. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Set by the expiry job when a posted/verified listing passes ends_at (expired has no status code); cleared on re-post. */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /** When the "expires in three days" notice went out for the current ends_at; cleared on re-post. */
    expiryWarnedAt: timestamp('expiry_warned_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    /** Moderator notes per field when a listing is sent back: { title: '…', price: '…' }. */
    sendBackNotes: jsonb('send_back_notes').$type<Record<string, string>>(),
    /** The wizard step a draft was left at, so it resumes there on any device. */
    draftStep: text('draft_step'),
    /** The seller offers "Mua an toàn" on this listing (goods only, price within the limit; drizzle/0018). */
    safePurchase: boolean('safe_purchase').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Partial indexes over live listings (posted 20, verified 80): every public list reads them in ranking order.
    index('listings_live_rank_idx')
      .on(t.postType.desc(), t.pushedAt.desc(), t.id.desc())
      .where(sql`status in (${LIVE_SQL})`),
    // listings_live_category_rank_idx (category, ranking order) INCLUDE (ends_at) is made by
    // drizzle/0012 (the builder has no INCLUDE), like the covering search index of drizzle/0005 (its
    // filter columns since drizzle/0015).
    index('listings_live_recent_idx').on(t.pushedAt.desc(), t.id.desc()).where(sql`status in (${LIVE_SQL})`),
    index('listings_live_price_idx').on(t.categoryId, t.priceVnd).where(sql`status in (${LIVE_SQL})`),
    index('listings_member_idx').on(t.memberId, t.status, t.updatedAt.desc()),
    index('listings_province_idx').on(t.provinceCode, t.districtCode),
    index('listings_unit_province_idx').on(t.unitProvinceCode, t.unitWardCode),
    index('listings_live_vehicle_brand_idx')
      .on(t.vehicleBrand, t.vehicleYear)
      .where(sql`status in (${LIVE_SQL}) and vehicle_brand is not null`),
    check('listings_status_check', sql`${t.status} in (${sql.raw(statusListSql(LISTING_STATUS_CODES))})`),
    check('listings_post_type_check', sql`${t.postType} in (1, 2, 3)`),
    check('listings_price_unit_check', sql`${t.priceUnit} in (1, 2, 3)`),
    check('listings_transaction_type_check', sql`${t.transactionType} in (1, 2, 3)`),
  ],
);

export const listingMedia = pgTable(
  'listing_media',
  {
    id: id(),
    listingId: refersTo('listing_id', () => listings.id, 'cascade'),
    kind: text('kind', { enum: ['image', 'document', 'video', 'panorama'] }).notNull(),
    /** Path on the media host, e.g. /media/listings/2026/11/ab12….jpg */
    path: text('path').notNull(),
    originalName: text('original_name'),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('listing_media_listing_idx').on(t.listingId, t.kind, t.position)],
);

export const listingStatusHistory = pgTable(
  'listing_status_history',
  {
    id: id(),
    listingId: refersTo('listing_id', () => listings.id, 'cascade'),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    /** The lifecycle machine's event, e.g. 'moderator.approve' or 'member.delete'. */
    event: text('event').notNull(),
    actorMemberId: integer('actor_member_id').references(() => members.id),
    actorRole: text('actor_role', { enum: ['member', 'moderator', 'system'] }).notNull(),
    reason: text('reason'),
    notes: jsonb('notes').$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [index('listing_status_history_listing_idx').on(t.listingId, t.createdAt)],
);

/** A member's report of a listing; one per member and listing. Moderators resolve them. */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: id(),
    listingId: refersTo('listing_id', () => listings.id, 'cascade'),
    memberId: refersTo('member_id', () => members.id, 'cascade'),
    reason: text('reason', { enum: ['scam', 'duplicate', 'wrong_category', 'sold', 'inappropriate', 'other'] }).notNull(),
    details: text('details'),
    status: text('status', { enum: ['open', 'dismissed', 'taken_down', 'rejected'] }).notNull().default('open'),
    resolutionNote: text('resolution_note'),
    resolvedBy: integer('resolved_by').references(() => members.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('listing_reports_member_listing_key').on(t.memberId, t.listingId),
    index('listing_reports_open_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
    index('listing_reports_listing_idx').on(t.listingId),
  ],
);

/**
 * The outbox of changes to what public pages show (issue #14): written in the transaction of each
 * change, read by the app instances as an ordered stream (services/listing-changes.ts). `change` is
 * the machine event or what else happened ('review').
 */
export const listingChanges = pgTable(
  'listing_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer('listing_id').notNull(),
    change: text('change').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('listing_changes_created_idx').on(t.createdAt)],
);
