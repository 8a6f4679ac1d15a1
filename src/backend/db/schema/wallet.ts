/**
 * Money: wallet accounts and the double-entry ledger, point packs, service packages, the price list,
 * payments and vouchers.
 */
import { sql } from 'drizzle-orm';
import { PRICE_GROUPS } from '~/lib/contract/list';
import type { TierCode } from '~/lib/posting-rules';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, refersTo, updatedAt } from './columns';
import { members } from './accounts';
import { safePurchaseOrders } from './safe-purchase';

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
    // The held money of a seller's open "Mua an toàn" orders is read by their codes (drizzle/0020).
    index('ledger_transactions_reference_idx').on(t.referenceType, t.referenceId),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    transactionId: refersTo('transaction_id', () => ledgerTransactions.id),
    accountId: refersTo('account_id', () => walletAccounts.id),
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
    memberId: refersTo('member_id', () => members.id),
    packageId: refersTo('package_id', () => servicePackages.id),
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
    groupKey: text('group_key', { enum: PRICE_GROUPS }).notNull(),
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
    memberId: refersTo('member_id', () => members.id),
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
    voucherId: refersTo('voucher_id', () => vouchers.id),
    memberId: refersTo('member_id', () => members.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('voucher_redemptions_voucher_member_key').on(t.voucherId, t.memberId)],
);
