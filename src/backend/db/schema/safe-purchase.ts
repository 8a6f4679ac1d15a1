/** "Mua an toàn" (safe purchase): payout accounts, orders, their events, refunds and payouts. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, refersTo, updatedAt } from './columns';
import { members } from './accounts';
import { listings } from './listings';
import { payments } from './wallet';
import { conversations } from './chat';

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
    listingId: refersTo('listing_id', () => listings.id),
    buyerId: refersTo('buyer_id', () => members.id),
    sellerId: refersTo('seller_id', () => members.id),
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
    orderId: refersTo('order_id', () => safePurchaseOrders.id, 'cascade'),
    event: text('event').notNull(),
    fromState: text('from_state').notNull(),
    toState: text('to_state').notNull(),
    actorRole: text('actor_role', { enum: ['buyer', 'seller', 'moderator', 'system'] }).notNull(),
    actorId: integer('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [index('safe_purchase_events_order_idx').on(t.orderId, t.id)],
);

/** Money sent through a provider until it answers: the tries, the provider's last answer, when it settled. */
const providerTransfer = () => ({
  attempts: integer('attempts').notNull().default(0),
  providerPayload: jsonb('provider_payload').$type<Record<string, string>>(),
  createdAt: createdAt(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});

/**
 * A refund through the provider's refund call. `code` is the request id sent to the provider
 * (vnp_RequestId, MoMo requestId/orderId…): retrying with it never refunds twice.
 */
export const safePurchaseRefunds = pgTable(
  'safe_purchase_refunds',
  {
    id: id(),
    code: text('code').notNull(),
    orderId: refersTo('order_id', () => safePurchaseOrders.id),
    paymentId: refersTo('payment_id', () => payments.id),
    amountVnd: bigint('amount_vnd', { mode: 'number' }).notNull(),
    reason: text('reason', { enum: ['cancel', 'handover_timeout', 'dispute', 'partial', 'duplicate_payment'] }).notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    ...providerTransfer(),
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
    orderId: refersTo('order_id', () => safePurchaseOrders.id),
    sellerId: refersTo('seller_id', () => members.id),
    amountVnd: bigint('amount_vnd', { mode: 'number' }).notNull(),
    accountKind: text('account_kind', { enum: ['bank', 'momo'] }),
    bankCode: text('bank_code'),
    accountNumber: text('account_number'),
    accountName: text('account_name'),
    /** waiting_account: the seller has not registered where to be paid yet. */
    status: text('status', { enum: ['waiting_account', 'pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    ...providerTransfer(),
  },
  (t) => [
    uniqueIndex('safe_purchase_payouts_code_key').on(t.code),
    uniqueIndex('safe_purchase_payouts_order_key').on(t.orderId),
    check('safe_purchase_payouts_amount_check', sql`${t.amountVnd} > 0`),
  ],
);
