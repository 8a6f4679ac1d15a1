/**
 * The reference backend's whole domain (product spec §3–§4, §9) as Drizzle tables.
 * Edit this file, then run `npm run db:generate` to write the next migration into ./drizzle;
 * never edit an applied migration. Custom SQL (extensions, search and price-order indexes) lives in its own
 * migration files made with `drizzle-kit generate --custom`.
 * @see https://orm.drizzle.team/docs/sql-schema-declaration
 */
import { sql } from 'drizzle-orm';
import type { TierCode } from '~/lib/posting-rules';
import { MEMBER_ROLES } from '~/lib/member-roles';
import type { ListingStatusCode } from '~/machines/listing-statuses';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const members = pgTable(
  'members',
  {
    id: id(),
    phone: text('phone').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    avatarPath: text('avatar_path'),
    /** '1' male, '2' female (spec §3); null when the member did not say. */
    gender: smallint('gender'),
    address: text('address'),
    role: text('role', { enum: MEMBER_ROLES }).notNull().default('member'),
    numberOfStars: integer('number_of_stars').notNull().default(0),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('members_phone_key').on(t.phone),
    uniqueIndex('members_email_key').on(sql`lower(${t.email})`),
  ],
);

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
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
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
      .where(sql`status in (20, 80)`),
    // listings_live_category_rank_idx (category, ranking order) INCLUDE (ends_at) is made by
    // drizzle/0012 (the builder has no INCLUDE), like the covering search index of drizzle/0005 (its
    // filter columns since drizzle/0015).
    index('listings_live_recent_idx').on(t.pushedAt.desc(), t.id.desc()).where(sql`status in (20, 80)`),
    index('listings_live_price_idx').on(t.categoryId, t.priceVnd).where(sql`status in (20, 80)`),
    index('listings_member_idx').on(t.memberId, t.status, t.updatedAt.desc()),
    index('listings_province_idx').on(t.provinceCode, t.districtCode),
    index('listings_unit_province_idx').on(t.unitProvinceCode, t.unitWardCode),
    index('listings_live_vehicle_brand_idx')
      .on(t.vehicleBrand, t.vehicleYear)
      .where(sql`status in (20, 80) and vehicle_brand is not null`),
    check('listings_status_check', sql`${t.status} in (10, 20, 30, 40, 50, 60, 70, 80)`),
    check('listings_post_type_check', sql`${t.postType} in (1, 2, 3)`),
    check('listings_price_unit_check', sql`${t.priceUnit} in (1, 2, 3)`),
    check('listings_transaction_type_check', sql`${t.transactionType} in (1, 2, 3)`),
  ],
);

export const listingMedia = pgTable(
  'listing_media',
  {
    id: id(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
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
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
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

export const favourites = pgTable(
  'favourites',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.listingId] }), index('favourites_listing_idx').on(t.listingId)],
);

export const comments = pgTable(
  'comments',
  {
    id: id(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    parentId: integer('parent_id'),
    body: text('body').notNull(),
    status: text('status', { enum: ['visible', 'hidden'] }).notNull().default('visible'),
    createdAt: createdAt(),
  },
  (t) => [index('comments_listing_idx').on(t.listingId, t.createdAt.desc())],
);

export const callbackRequests = pgTable(
  'callback_requests',
  {
    id: id(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    note: text('note'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('callback_requests_member_listing_key').on(t.memberId, t.listingId)],
);

/**
 * Ledger accounts. Each member has a top-up and a bonus account (spec §3: point / point_bonus, each
 * with an expiry); system accounts (member_id null) are the other side of every entry, so every
 * transaction sums to zero. `balance` is a cache updated in the same database transaction as the
 * entries that change it.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: id(),
    memberId: integer('member_id').references(() => members.id),
    kind: text('kind', {
      // Points: topup, bonus and the system_* accounts. Đồng ("Mua an toàn", drizzle/0018): the
      // buyers' money held at the provider (escrow_held, a liability), money at the provider
      // (escrow_clearing), refunds promised and not yet confirmed (escrow_refunds_pending), fees
      // earned (escrow_fees), and each seller's released proceeds until paid out (sale_proceeds).
      enum: ['topup', 'bonus', 'system_sales', 'system_spend', 'system_promotion', 'system_expiry', 'escrow_held', 'escrow_clearing', 'escrow_refunds_pending', 'escrow_fees', 'sale_proceeds'],
    }).notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('wallet_accounts_member_kind_key').on(t.memberId, t.kind),
    check('wallet_accounts_member_balance_nonnegative', sql`${t.memberId} is null or ${t.balance} >= 0`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: id(),
    memberId: integer('member_id').references(() => members.id),
    /** What happened, in the vocabulary of the history tabs (spec §3). */
    kind: text('kind', {
      enum: ['topup', 'spend', 'bonus_grant', 'bonus_spend', 'refund', 'expiry', 'package_purchase', 'package_use', 'escrow_payment', 'escrow_release', 'escrow_refund', 'escrow_refund_settled', 'escrow_payout'],
    }).notNull(),
    description: text('description').notNull(),
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    /** Makes a retried operation (a replayed IPN, a double click) post once. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_idempotency_key').on(t.idempotencyKey),
    index('ledger_transactions_member_idx').on(t.memberId, t.createdAt.desc()),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => walletAccounts.id),
    /** Signed points: positive credits the account, negative debits it. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId, t.createdAt.desc()),
  ],
);

/** Point packs sold for money (list-package-point). */
export const pointPacks = pgTable('point_packs', {
  id: id(),
  name: text('name').notNull(),
  priceVnd: bigint('price_vnd', { mode: 'number' }).notNull(),
  points: integer('points').notNull(),
  bonusPoints: integer('bonus_points').notNull().default(0),
  validityDays: smallint('validity_days').notNull(),
  position: smallint('position').notNull().default(0),
  status: smallint('status').notNull().default(1),
});

/** Service packages (list-all-package, spec §3 "Package post"). */
export const servicePackages = pgTable('service_packages', {
  id: id(),
  uuid: uuid('uuid').notNull().defaultRandom().unique(),
  name: text('name').notNull(),
  postType: smallint('post_type').$type<TierCode>().notNull(),
  ttoHome: boolean('tto_home').notNull().default(false),
  ttoDetail: boolean('tto_detail').notNull().default(false),
  discount: smallint('discount').notNull().default(0),
  addOns: boolean('add_ons').notNull().default(false),
  addOnsPrice: integer('add_ons_price').notNull().default(0),
  dayNumber: smallint('day_number').notNull(),
  isAuto: boolean('is_auto').notNull().default(false),
  /** How many listings the package pays for. */
  postQuota: smallint('post_quota').notNull(),
  pricePoints: integer('price_points').notNull(),
  priceVnd: bigint('price_vnd', { mode: 'number' }).notNull(),
  status: smallint('status').notNull().default(1),
});

export const memberPackages = pgTable(
  'member_packages',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => servicePackages.id),
    remainingPosts: smallint('remaining_posts').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_packages_member_idx').on(t.memberId, t.expiresAt),
    check('member_packages_remaining_nonnegative', sql`${t.remainingPosts} >= 0`),
  ],
);

/** Price list (list-price), grouped as in spec §7. */
export const priceItems = pgTable(
  'price_items',
  {
    id: id(),
    groupKey: text('group_key', {
      enum: ['rao-vat', 'add-on', 'tto-display', 'media', 'other', 'day-tin-rao-vat'],
    }).notNull(),
    otherId: integer('other_id'),
    name: text('name').notNull(),
    label: text('label'),
    price: integer('price').notNull(),
    option: text('option'),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    meta: jsonb('meta').$type<{ resource?: string }>(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('price_items_group_idx').on(t.groupKey, t.position)],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    provider: text('provider', { enum: ['momo', 'vnpay', 'napas', 'cast'] }).notNull(),
    orderCode: text('order_code').notNull(),
    amountVnd: bigint('amount_vnd', { mode: 'number' }).notNull(),
    pointPackId: integer('point_pack_id').references(() => pointPacks.id),
    servicePackageId: integer('service_package_id').references(() => servicePackages.id),
    /** A "Mua an toàn" order's payment attempt (drizzle/0018): fulfilled by holding the money, not by points. */
    safePurchaseOrderId: integer('safe_purchase_order_id').references((): AnyPgColumn => safePurchaseOrders.id),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'cancelled', 'expired'] })
      .notNull()
      .default('pending'),
    /** Result code of spec §4 once settled: 0 invalid/expired, 1 success, 2 crediting error, 3 cancelled, 4 unsuccessful. */
    resultCode: smallint('result_code'),
    providerTransactionId: text('provider_transaction_id'),
    description: text('description').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The last provider payload, for support; never shown to members. */
    providerPayload: jsonb('provider_payload').$type<Record<string, string>>(),
  },
  (t) => [
    uniqueIndex('payments_order_code_key').on(t.orderCode),
    uniqueIndex('payments_provider_txn_key').on(t.provider, t.providerTransactionId),
    index('payments_member_idx').on(t.memberId, t.createdAt.desc()),
  ],
);

export const vouchers = pgTable(
  'vouchers',
  {
    id: id(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    points: integer('points').notNull(),
    /** Credited to the bonus wallet (true) or the top-up wallet. */
    toBonus: boolean('to_bonus').notNull().default(true),
    /** Only for a member's first top-up: refused once they have topped up more than once (drizzle/0008). */
    firstTopUpOnly: boolean('first_top_up_only').notNull().default(false),
    validityDays: smallint('validity_days').notNull().default(30),
    maxRedemptions: integer('max_redemptions').notNull(),
    redeemedCount: integer('redeemed_count').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('vouchers_code_key').on(sql`upper(${t.code})`),
    check('vouchers_redemptions_bounded', sql`${t.redeemedCount} <= ${t.maxRedemptions}`),
  ],
);

export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: id(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('voucher_redemptions_voucher_member_key').on(t.voucherId, t.memberId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tab: text('tab', { enum: ['general', 'promotion', 'wallet', 'news', 'activities', 'messages'] }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    /** 1 unseen, 2 seen (spec §3). */
    seen: smallint('seen').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_member_idx').on(t.memberId, t.tab, t.createdAt.desc()),
    index('notifications_unseen_idx').on(t.memberId).where(sql`${t.seen} = 1`),
  ],
);

/** The newspaper's news feed (list-tto). */
export const newsItems = pgTable(
  'news_items',
  {
    id: id(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    imagePath: text('image_path'),
    link: text('link').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('news_items_published_idx').on(t.publishedAt.desc())],
);

/**
 * Bearer tokens of signed-in members (the SSO's access tokens). Only a SHA-256 of the token is
 * stored, so a database leak does not leak sessions.
 */
export const memberTokens = pgTable(
  'member_tokens',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** 'sso': the SSO's own browser session; 'app': a token handed to an app through a one-time code. */
    kind: text('kind', { enum: ['sso', 'app'] }).notNull().default('app'),
    /** The SSO session an app token came from: signing out of the app ends both. */
    ssoTokenId: integer('sso_token_id'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('member_tokens_hash_key').on(t.tokenHash), index('member_tokens_member_idx').on(t.memberId)],
);

/** One-time codes the SSO hands the app after sign-in; exchanged server-side for a token within a minute. */
export const ssoCodes = pgTable(
  'sso_codes',
  {
    id: id(),
    codeHash: text('code_hash').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    redirectUrl: text('redirect_url').notNull(),
    ssoTokenId: integer('sso_token_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sso_codes_hash_key').on(t.codeHash)],
);

/** Email-activation links (the app's /active-email page confirms them). */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('email_verifications_hash_key').on(t.tokenHash)],
);

/**
 * Password-reset codes (the SSO's "Quên mật khẩu"): six digits sent by email or SMS, kept as a hash,
 * 15 minutes, five tries; a new request retires the older ones.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** Where the code went: the member's email, or their phone for an SMS. */
    sentTo: text('sent_to').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_member_idx').on(t.memberId, t.createdAt.desc())],
);

/**
 * One-time sign-in codes (issue #34): when an account's wrong passwords from everywhere pass their
 * limit, its right password alone no longer signs in — a six-digit code goes to the member's email
 * or phone and the sign-in finishes with it. `challenge_hash` names the sign-in waiting for its
 * code (the browser holds the token, the table only its hash).
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    challengeHash: text('challenge_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Where the code went: the member's email, or their phone for an SMS. */
    sentTo: text('sent_to').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sign_in_challenges_challenge_idx').on(t.challengeHash), index('sign_in_challenges_member_idx').on(t.memberId, t.createdAt.desc())],
);

/**
 * Mail the backend would send (activation links, notices). There is no mail server on these
 * machines, so mail lands here and the SSO's test mailbox page shows it; a real deployment plugs
 * an SMTP sender in at the same place.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    link: text('link'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_emails_to_idx').on(t.toAddress, t.createdAt.desc())],
);

// ---------------------------------------------------------------------------------------------
// Engagement (issue 8): the score-prediction mini-game, saved searches, listing reports.

/** A football match of the newspaper's score-prediction game (/minigame/du-doan-ty-so). */
export const minigameMatches = pgTable(
  'minigame_matches',
  {
    id: id(),
    competition: text('competition').notNull(),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    /** Predictions close at kick-off. */
    kickoffAt: timestamp('kickoff_at', { withTimezone: true }).notNull(),
    homeScore: smallint('home_score'),
    awayScore: smallint('away_score'),
    /** Set once, when the result is entered and every prediction scored (same transaction). */
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    resultBy: integer('result_by').references(() => members.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('minigame_matches_kickoff_idx').on(t.kickoffAt),
    check('minigame_matches_score_range', sql`(${t.homeScore} is null or ${t.homeScore} between 0 and 20) and (${t.awayScore} is null or ${t.awayScore} between 0 and 20)`),
  ],
);

/** One prediction per member and match; `points` is null until the match is scored. */
export const minigamePredictions = pgTable(
  'minigame_predictions',
  {
    id: id(),
    matchId: integer('match_id')
      .notNull()
      .references(() => minigameMatches.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    homeScore: smallint('home_score').notNull(),
    awayScore: smallint('away_score').notNull(),
    /** 'exact' score, right 'outcome' (win/draw/loss), or 'wrong'; null before scoring. */
    outcome: text('outcome', { enum: ['exact', 'outcome', 'wrong'] }),
    points: integer('points'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('minigame_predictions_match_member_key').on(t.matchId, t.memberId),
    index('minigame_predictions_member_idx').on(t.memberId, t.createdAt.desc()),
    check('minigame_predictions_score_range', sql`${t.homeScore} between 0 and 20 and ${t.awayScore} between 0 and 20`),
  ],
);

/**
 * A member's saved search: the browse URL's query (src/lib/browse-params.ts parameters, canonical
 * order, no page/cursor/sort/view) on a category page or /search. The alert job reads it with the
 * same parser and query as the search itself.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    context: text('context', { enum: ['category', 'search'] }).notNull(),
    /** The category slug of a category page; null for /search (whose `cat` is in the query). */
    categorySlug: text('category_slug'),
    query: text('query').notNull().default(''),
    active: boolean('active').notNull().default(true),
    /** Listings that went live after this moment are "new" for the next alert. */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_searches_member_search_key').on(t.memberId, t.context, sql`coalesce(${t.categorySlug}, '')`, t.query),
    index('saved_searches_active_idx').on(t.lastCheckedAt).where(sql`${t.active}`),
  ],
);

/** A member's report of a listing; one per member and listing. Moderators resolve them. */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: id(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
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
 * The price a member last saw on a favourite listing, for price-drop alerts: the alert job records
 * the price when the favourite is first seen and notifies when the listing's price goes below it.
 */
export const favouritePriceWatches = pgTable(
  'favourite_price_watches',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    lastPriceVnd: bigint('last_price_vnd', { mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.listingId] })],
);

// ---------------------------------------------------------------------------------------------
// Seller reviews (issue 3, /review).

/**
 * A member's review of a seller about one of the seller's listings: 1–5 stars and a short plain
 * text. One per reviewer and listing (saving again replaces it and sets `edited_at`); the seller
 * may reply once; a moderator may hide it (hidden reviews are neither listed nor counted).
 * `seller_id` is the listing's owner, copied at write time so a seller's aggregate reads one index.
 */
export const sellerReviews = pgTable(
  'seller_reviews',
  {
    id: id(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => members.id),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('seller_reviews_reviewer_listing_key').on(t.reviewerId, t.listingId),
    index('seller_reviews_recent_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.hiddenAt} is null`),
    index('seller_reviews_seller_idx').on(t.sellerId, t.createdAt.desc(), t.id.desc()).where(sql`${t.hiddenAt} is null`),
    check('seller_reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('seller_reviews_not_self', sql`${t.reviewerId} <> ${t.sellerId}`),
  ],
);

/**
 * Rate-limit windows shared by every backend instance (issue #14): one row per limiter and key,
 * written by rate-limiter-flexible's Drizzle store (services/rate-limit.ts). `expire` ends the
 * fixed window that began with the first point.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
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

/**
 * Buyer–seller chat (issue #18): one conversation per (listing, buyer); the seller is the listing's
 * member when it started. Read and delivered marks are the last message id each side has read / had
 * delivered, so "unread" is a comparison of ids, not a row per message.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    buyerReadId: bigint('buyer_read_id', { mode: 'number' }).notNull().default(0),
    sellerReadId: bigint('seller_read_id', { mode: 'number' }).notNull().default(0),
    buyerDeliveredId: bigint('buyer_delivered_id', { mode: 'number' }).notNull().default(0),
    sellerDeliveredId: bigint('seller_delivered_id', { mode: 'number' }).notNull().default(0),
    /** The last message each side was sent a "Tin nhắn" notification for (one per unread streak). */
    buyerNotifiedId: bigint('buyer_notified_id', { mode: 'number' }).notNull().default(0),
    sellerNotifiedId: bigint('seller_notified_id', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_listing_buyer_key').on(t.listingId, t.buyerId),
    index('conversations_buyer_idx').on(t.buyerId, t.lastMessageAt.desc()),
    index('conversations_seller_idx').on(t.sellerId, t.lastMessageAt.desc()),
    index('conversations_last_message_idx').on(t.lastMessageAt),
    check('conversations_two_members_check', sql`${t.buyerId} <> ${t.sellerId}`),
  ],
);

/** A message: plain text (at most 1,000 characters) and up to five photos; `client_id` makes a resend a no-op. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    body: text('body').notNull().default(''),
    /** Media paths of the message's photos (chat/{year}/{month}/…jpg). */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** What the receiver is gently warned about: a phone number, a bank account, an outside link. */
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('chat_messages_sender_client_key').on(t.senderId, t.clientId), index('chat_messages_conversation_idx').on(t.conversationId, t.id.desc())],
);

/** Photos uploaded for a message not sent yet; sending claims them (message_id), the clean-up removes the rest. */
export const chatPhotos = pgTable(
  'chat_photos',
  {
    path: text('path').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' }).references(() => chatMessages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('chat_photos_unclaimed_idx').on(t.createdAt).where(sql`${t.messageId} is null`)],
);

/** A member who no longer wants messages from another: nothing more goes either way. */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('member_blocks_blocked_idx').on(t.blockedId)],
);

/** A conversation reported to the moderators; the queue shows its last messages. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: id(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['scam', 'harassment', 'spam', 'other'] }).notNull(),
    details: text('details'),
    status: text('status', { enum: ['open', 'dismissed', 'actioned'] }).notNull().default('open'),
    resolvedBy: integer('resolved_by').references(() => members.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversation_reports_member_key').on(t.memberId, t.conversationId),
    index('conversation_reports_open_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
  ],
);

/**
 * Each member's ordered chat events (a message, a read or delivered mark, "đang nhập…", a block),
 * written in the transaction of the change and signalled with pg_notify: every backend instance
 * streams them to its readers, who resume after the last id they saw (routes/chat-events.ts).
 */
export const chatEvents = pgTable(
  'chat_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    conversationId: integer('conversation_id').notNull(),
    kind: text('kind', { enum: ['message', 'read', 'delivered', 'typing', 'blocked'] }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_events_member_idx').on(t.memberId, t.id), index('chat_events_created_idx').on(t.createdAt)],
);

/** Where a seller's "Mua an toàn" proceeds are paid out: one bank account or wallet per member. */
export const payoutAccounts = pgTable('payout_accounts', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['bank', 'momo'] }).notNull(),
  /** The bank's short code (VCB, TCB…) for a bank account; 'MOMO' for the wallet. */
  bankCode: text('bank_code').notNull(),
  accountNumber: text('account_number').notNull(),
  accountName: text('account_name').notNull(),
  updatedAt: updatedAt(),
});

/**
 * A "Mua an toàn" order (issue #38): the state is the safe-purchase machine's (src/machines/
 * safePurchaseMachine.ts) and changes only through services/safe-purchase.ts, with the row locked,
 * in the database transaction of its ledger movements. At most one open order per listing.
 */
export const safePurchaseOrders = pgTable(
  'safe_purchase_orders',
  {
    id: id(),
    code: text('code').notNull(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => members.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => members.id),
    /** The buyer–seller conversation about the listing: the order is a card in it. */
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    priceVnd: bigint('price_vnd', { mode: 'number' }).notNull(),
    feeVnd: bigint('fee_vnd', { mode: 'number' }).notNull(),
    state: text('state', { enum: ['awaitingPayment', 'paid', 'handedOver', 'disputed', 'completed', 'refunded', 'partiallyRefunded', 'cancelled', 'expired'] })
      .notNull()
      .default('awaitingPayment'),
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }).notNull(),
    handoverDays: smallint('handover_days').notNull(),
    confirmDays: smallint('confirm_days').notNull(),
    handoverDeadline: timestamp('handover_deadline', { withTimezone: true }),
    confirmDeadline: timestamp('confirm_deadline', { withTimezone: true }),
    refundedVnd: bigint('refunded_vnd', { mode: 'number' }).notNull().default(0),
    /** The payment attempt that paid the order (a later paid attempt is refunded). */
    paymentId: integer('payment_id').references(() => payments.id),
    disputeReason: text('dispute_reason'),
    disputePhotos: jsonb('dispute_photos').$type<string[]>(),
    /** The conversation's last messages when the buyer complained, as the moderators read them. */
    disputeMessages: jsonb('dispute_messages').$type<Array<{ sender_id: number; body: string; photos: string[]; created_at: number }>>(),
    decisionNote: text('decision_note'),
    decidedBy: integer('decided_by').references(() => members.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('safe_purchase_orders_code_key').on(t.code),
    uniqueIndex('safe_purchase_orders_open_listing_key').on(t.listingId).where(sql`state in ('awaitingPayment', 'paid', 'handedOver', 'disputed')`),
    index('safe_purchase_orders_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('safe_purchase_orders_seller_idx').on(t.sellerId, t.createdAt.desc()),
    index('safe_purchase_orders_due_idx').on(t.state, t.paymentDeadline),
    check('safe_purchase_orders_two_members_check', sql`${t.buyerId} <> ${t.sellerId}`),
    check('safe_purchase_orders_state_check', sql`${t.state} in ('awaitingPayment', 'paid', 'handedOver', 'disputed', 'completed', 'refunded', 'partiallyRefunded', 'cancelled', 'expired')`),
    check('safe_purchase_orders_amounts_check', sql`${t.priceVnd} > 0 and ${t.feeVnd} >= 0 and ${t.refundedVnd} >= 0 and ${t.refundedVnd} <= ${t.priceVnd} + ${t.feeVnd}`),
  ],
);

/** Every state change of an order: who, what, when (the order's history and the audit). */
export const safePurchaseEvents = pgTable(
  'safe_purchase_events',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => safePurchaseOrders.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    fromState: text('from_state').notNull(),
    toState: text('to_state').notNull(),
    actorRole: text('actor_role', { enum: ['buyer', 'seller', 'moderator', 'system'] }).notNull(),
    actorId: integer('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [index('safe_purchase_events_order_idx').on(t.orderId, t.id)],
);

/**
 * A refund through the provider's refund call. `code` is the request id sent to the provider
 * (vnp_RequestId, MoMo requestId/orderId…): retrying with it never refunds twice.
 */
export const safePurchaseRefunds = pgTable(
  'safe_purchase_refunds',
  {
    id: id(),
    code: text('code').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => safePurchaseOrders.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    amountVnd: bigint('amount_vnd', { mode: 'number' }).notNull(),
    reason: text('reason', { enum: ['cancel', 'handover_timeout', 'dispute', 'partial', 'duplicate_payment'] }).notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    providerPayload: jsonb('provider_payload').$type<Record<string, string>>(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('safe_purchase_refunds_code_key').on(t.code),
    index('safe_purchase_refunds_pending_idx').on(t.createdAt).where(sql`status = 'pending'`),
    check('safe_purchase_refunds_amount_check', sql`${t.amountVnd} > 0`),
  ],
);

/** The seller's payout order for a released order, to the account registered when it was released. */
export const safePurchasePayouts = pgTable(
  'safe_purchase_payouts',
  {
    id: id(),
    code: text('code').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => safePurchaseOrders.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => members.id),
    amountVnd: bigint('amount_vnd', { mode: 'number' }).notNull(),
    accountKind: text('account_kind', { enum: ['bank', 'momo'] }),
    bankCode: text('bank_code'),
    accountNumber: text('account_number'),
    accountName: text('account_name'),
    /** waiting_account: the seller has not registered where to be paid yet. */
    status: text('status', { enum: ['waiting_account', 'pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    providerPayload: jsonb('provider_payload').$type<Record<string, string>>(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('safe_purchase_payouts_code_key').on(t.code),
    uniqueIndex('safe_purchase_payouts_order_key').on(t.orderId),
    check('safe_purchase_payouts_amount_check', sql`${t.amountVnd} > 0`),
  ],
);

export { funnelCounts } from './funnel-schema';
