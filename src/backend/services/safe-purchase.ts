/**
 * "Mua an toàn" (issue #38; docs/upstream-contract.md "Mua an toàn"). Every order state change goes
 * through `applyOrderEvent`: the safe-purchase machine decides (its pure `transition` on the stored
 * state, src/machines/safePurchaseMachine.ts) and this applies what it decided — the new state and
 * deadlines, the money (ledger postings in đồng: held, released, refunds asked of the provider),
 * the refund and payout orders, the history row and both sides' notifications — all in ONE
 * database transaction with the order row locked, so concurrent requests queue up and only the
 * first allowed one changes anything. The provider calls (refunds, payouts) run after, from the
 * recorded orders, idempotent by their codes (settleRefund / settlePayout settle a result once).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { MESSAGE_MAX_PHOTOS } from '~/lib/contract/chat-vocabulary';
import {
  allowedSafePurchaseActions,
  CLOSED_STATES,
  isSafePurchaseState,
  SAFE_PURCHASE_STATE_LABELS,
  transitionSafePurchase,
  type SafePurchaseContext,
  type SafePurchaseEvent,
  type SafePurchaseRole,
  type SafePurchaseState,
} from '~/machines/safePurchaseMachine';
import type { Database } from '../db/client';
import { recordTransitions } from './funnel-counts';
import type { BackendEnv } from '../env';
import type { SafePurchaseOrderWire } from '~/lib/contract/safe-purchase';
import { categories, chatMessages, listings, members, payments, payoutAccounts, safePurchaseEvents, safePurchaseOrders, safePurchasePayouts, safePurchaseRefunds, walletAccounts } from '../db/schema';
import type { PaymentRow } from '../payments/orders';
import type { ProviderFetch } from '../payments/providers';
import { callPayout, callRefund, type ProviderAnswer, type RefundEnv } from '../payments/refunds';
import { isLive } from './articles';
import { recordListingChanges } from './listing-changes';
import { ChatRefused, openConversation, sendMessage } from './chat';
import { postMoney } from './ledger';
import { notify } from './notify';

export type OrderRow = typeof safePurchaseOrders.$inferSelect;
export type RefundRow = typeof safePurchaseRefunds.$inferSelect;
export type PayoutRow = typeof safePurchasePayouts.$inferSelect;

export const ORDER_NOT_FOUND_MESSAGE = 'Không tìm thấy đơn hàng.';
/** Listings of these categories are not goods: "Mua an toàn" is never offered on them. */
const NOT_GOODS_CATEGORIES: ReadonlySet<string> = new Set(['bat-dong-san', 'viec-lam']);
/** A refund the provider keeps refusing stays visible as failed for the operators after this many tries. */
export const MAX_PROVIDER_ATTEMPTS = 5;
const DISPUTE_MESSAGES = 20;

export class SafePurchaseRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 409,
  ) {
    super(message);
    this.name = 'SafePurchaseRefused';
  }
}

export interface SafePurchaseSettings {
  readonly maxPriceVnd: number;
  readonly feeBps: number;
  readonly feeMinVnd: number;
  readonly handoverDays: number;
  readonly confirmDays: number;
  readonly paymentMinutes: number;
}

export function safePurchaseSettings(env: BackendEnv): SafePurchaseSettings {
  return {
    maxPriceVnd: env.SAFE_PURCHASE_MAX_PRICE_VND,
    feeBps: env.SAFE_PURCHASE_FEE_BPS,
    feeMinVnd: env.SAFE_PURCHASE_FEE_MIN_VND,
    handoverDays: env.SAFE_PURCHASE_HANDOVER_DAYS,
    confirmDays: env.SAFE_PURCHASE_CONFIRM_DAYS,
    paymentMinutes: env.SAFE_PURCHASE_PAYMENT_MINUTES,
  };
}

/** The buyer's fee: a share of the price, at least the minimum, rounded to whole đồng. */
export function feeFor(priceVnd: number, settings: Pick<SafePurchaseSettings, 'feeBps' | 'feeMinVnd'>): number {
  return Math.max(settings.feeMinVnd, Math.round((priceVnd * settings.feeBps) / 10_000));
}

const vnd = (amount: number) => `${amount.toLocaleString('vi-VN')} đ`;

// ------------------------------------------------------------------ offer

type ListingRow = typeof listings.$inferSelect;

/** Why a listing cannot carry "Mua an toàn", or null when it can. */
export function offerProblem(listing: Pick<ListingRow, 'listingType' | 'priceVnd' | 'transactionType'>, categorySlug: string, settings: SafePurchaseSettings): string | null {
  if (listing.listingType !== 1 || NOT_GOODS_CATEGORIES.has(categorySlug)) return '"Mua an toàn" chỉ dành cho tin mua bán hàng hoá, không áp dụng cho bất động sản và việc làm.';
  if (listing.transactionType !== 1 || listing.priceVnd === null || listing.priceVnd <= 0) return 'Tin cần có giá cụ thể để bật "Mua an toàn".';
  if (listing.priceVnd > settings.maxPriceVnd) return `"Mua an toàn" chỉ áp dụng cho món hàng có giá tối đa ${vnd(settings.maxPriceVnd)}.`;
  return null;
}

async function listingWithCategory(db: Database, listingId: number) {
  const [row] = await db
    .select({ listing: listings, categorySlug: categories.slug })
    .from(listings)
    .innerJoin(categories, eq(categories.id, listings.categoryId))
    .where(eq(listings.id, listingId));
  return row ?? null;
}

/** The seller turns "Mua an toàn" on or off for one of their listings. */
export async function setSafePurchaseOffer(db: Database, settings: SafePurchaseSettings, memberId: number, listingId: number, enabled: boolean): Promise<boolean> {
  const found = await listingWithCategory(db, listingId);
  if (!found) throw new SafePurchaseRefused('Tin không tồn tại hoặc đã bị xoá.', 404);
  if (found.listing.memberId !== memberId) throw new SafePurchaseRefused('Chỉ người đăng tin mới bật hoặc tắt được "Mua an toàn".', 403);
  if (enabled) {
    const problem = offerProblem(found.listing, found.categorySlug, settings);
    if (problem) throw new SafePurchaseRefused(problem, 409);
  }
  // The listing page shows the offer and is cached: its change goes out with the row (the apps revalidate it).
  await db.transaction(async (tx) => {
    await tx.update(listings).set({ safePurchase: enabled }).where(eq(listings.id, listingId));
    await recordListingChanges(tx, [listingId], 'safe-purchase.offer');
  });
  return enabled;
}

export interface Quote {
  readonly listingId: number;
  readonly title: string;
  readonly priceVnd: number;
  readonly feeVnd: number;
  readonly totalVnd: number;
  readonly handoverDays: number;
  readonly confirmDays: number;
  readonly paymentMinutes: number;
}

/** What the buyer will pay, shown before paying: the price, the fee and the rules' days. */
export async function quoteFor(db: Database, settings: SafePurchaseSettings, listingId: number, now = new Date()): Promise<Quote> {
  const found = await listingWithCategory(db, listingId);
  if (!found || !isLive(found.listing, now)) throw new SafePurchaseRefused('Tin đăng không tồn tại hoặc không còn hiển thị.', 404);
  const { listing } = found;
  if (!listing.safePurchase) throw new SafePurchaseRefused('Người bán chưa bật "Mua an toàn" cho tin này.', 409);
  const problem = offerProblem(listing, found.categorySlug, settings);
  if (problem || listing.priceVnd === null) throw new SafePurchaseRefused(problem ?? 'Tin cần có giá cụ thể để bật "Mua an toàn".', 409);
  const feeVnd = feeFor(listing.priceVnd, settings);
  return {
    listingId: listing.id,
    title: listing.title,
    priceVnd: listing.priceVnd,
    feeVnd,
    totalVnd: listing.priceVnd + feeVnd,
    handoverDays: settings.handoverDays,
    confirmDays: settings.confirmDays,
    paymentMinutes: settings.paymentMinutes,
  };
}

// ------------------------------------------------------------------ orders

function newCode(prefix: string, now: Date): string {
  return `${prefix}${now.getTime().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;
}

/** The buyer orders a listing offered with "Mua an toàn"; the order starts waiting for the payment. */
export async function createOrder(db: Database, settings: SafePurchaseSettings, buyerId: number, listingId: number, now = new Date()): Promise<OrderRow> {
  const quote = await quoteFor(db, settings, listingId, now);
  const found = await listingWithCategory(db, listingId);
  if (!found) throw new SafePurchaseRefused('Tin đăng không tồn tại hoặc không còn hiển thị.', 404);
  const sellerId = found.listing.memberId;
  if (sellerId === buyerId) throw new SafePurchaseRefused('Đây là tin đăng của bạn, không thể tự mua.', 403);
  let conversationId: number;
  try {
    conversationId = await openConversation(db, buyerId, listingId, now);
  } catch (error) {
    if (error instanceof ChatRefused) throw new SafePurchaseRefused(error.message, error.status === 404 ? 404 : error.status === 403 ? 403 : 409);
    throw error;
  }
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(safePurchaseOrders)
      .values({
        code: newCode('MAT', now),
        listingId,
        buyerId,
        sellerId,
        conversationId,
        title: quote.title,
        priceVnd: quote.priceVnd,
        feeVnd: quote.feeVnd,
        paymentDeadline: new Date(now.getTime() + settings.paymentMinutes * 60_000),
        handoverDays: settings.handoverDays,
        confirmDays: settings.confirmDays,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!order) throw new SafePurchaseRefused('Món hàng này đang có một đơn "Mua an toàn" khác, vui lòng thử lại sau.', 409);
    await notifyBoth(tx, order, {
      buyer: ['Đã tạo đơn Mua an toàn', `Đơn ${order.code} (${order.title}): vui lòng thanh toán ${vnd(order.priceVnd + order.feeVnd)} trong ${settings.paymentMinutes} phút.`],
      seller: ['Có người đặt Mua an toàn', `Đơn ${order.code} (${order.title}) đang chờ người mua thanh toán.`],
    });
    return order;
  });
}

export function orderLink(order: Pick<OrderRow, 'code'>, side: 'buyer' | 'seller'): string {
  return `${side === 'buyer' ? '/user/don-mua' : '/user/don-ban'}?don=${order.code}`;
}

async function notifyBoth(tx: Database, order: OrderRow, texts: { buyer?: readonly [string, string]; seller?: readonly [string, string] }): Promise<void> {
  if (texts.buyer) await notify(tx, { memberId: order.buyerId, tab: 'activities', title: texts.buyer[0], body: texts.buyer[1], link: orderLink(order, 'buyer') });
  if (texts.seller) await notify(tx, { memberId: order.sellerId, tab: 'activities', title: texts.seller[0], body: texts.seller[1], link: orderLink(order, 'seller') });
}

export function contextOf(order: OrderRow): SafePurchaseContext {
  return {
    priceVnd: order.priceVnd,
    feeVnd: order.feeVnd,
    paymentDeadline: order.paymentDeadline.getTime(),
    handoverDays: order.handoverDays,
    confirmDays: order.confirmDays,
    handoverDeadline: order.handoverDeadline?.getTime() ?? null,
    confirmDeadline: order.confirmDeadline?.getTime() ?? null,
    refundedVnd: order.refundedVnd,
  };
}

export function stateOfOrder(order: Pick<OrderRow, 'state'>): SafePurchaseState {
  if (!isSafePurchaseState(order.state)) throw new Error(`order in unknown state ${order.state}`);
  return order.state;
}

export interface OrderActor {
  /** null for the system (timers, the provider's payment result). */
  readonly memberId: number | null;
  readonly role: 'member' | 'moderator' | 'system';
}

/** Who the actor is for this order. A moderator who is also a side acts as that side. */
export function roleOn(order: Pick<OrderRow, 'buyerId' | 'sellerId'>, actor: OrderActor): SafePurchaseRole {
  if (actor.role === 'system') return 'system';
  if (actor.memberId === order.buyerId) return 'buyer';
  if (actor.memberId === order.sellerId) return 'seller';
  return actor.role === 'moderator' ? 'moderator' : 'stranger';
}

/** What some events carry besides the machine's event. */
export interface EventDetails {
  /** order.paid: the payment attempt that paid. */
  readonly payment?: PaymentRow;
  /** order.dispute: photos already uploaded through the chat's photo upload. */
  readonly photos?: readonly string[];
  /** order.resolve: the moderator's note to both sides. */
  readonly note?: string;
}

export interface ApplyOrderEventInput {
  readonly orderId: number;
  readonly event: SafePurchaseEvent;
  readonly actor: OrderActor;
  readonly details?: EventDetails;
  readonly now?: Date;
}

const REFUSED_FOR_ROLE = /^Chỉ /;

/**
 * Applies an event to an order: throws {@link SafePurchaseRefused} (nothing written) when the
 * machine refuses it — 404 for a member who is neither side (the order's existence is not theirs
 * to know), 403 for the wrong side, 409 for the wrong state.
 */
export async function applyOrderEvent(db: Database, input: ApplyOrderEventInput): Promise<OrderRow> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(safePurchaseOrders).where(eq(safePurchaseOrders.id, input.orderId)).for('update');
    if (!order) throw new SafePurchaseRefused(ORDER_NOT_FOUND_MESSAGE, 404);
    const role = roleOn(order, input.actor);
    if (role === 'stranger') throw new SafePurchaseRefused(ORDER_NOT_FOUND_MESSAGE, 404);
    const from = stateOfOrder(order);
    const result = transitionSafePurchase(from, contextOf(order), input.event, role, now.getTime());
    if (!result.allowed) throw new SafePurchaseRefused(result.message, REFUSED_FOR_ROLE.test(result.message) ? 403 : 409);
    // Counted in the order's transaction (live funnel, issue #36): a rolled-back step is not counted.
    await recordTransitions(tx, result.taken.map((transitionKey) => ({ machineId: 'safe-purchase', transitionKey })), now);
    const { to, context } = result;
    const changes: Partial<typeof safePurchaseOrders.$inferInsert> = {
      state: to,
      handoverDeadline: context.handoverDeadline === null ? null : new Date(context.handoverDeadline),
      confirmDeadline: context.confirmDeadline === null ? null : new Date(context.confirmDeadline),
      refundedVnd: context.refundedVnd,
      updatedAt: now,
      closedAt: CLOSED_STATES.has(to) ? now : null,
    };
    const event = input.event;
    if (event.type === 'order.paid') {
      if (!input.details?.payment) throw new Error('order.paid needs the payment');
      changes.paymentId = input.details.payment.id;
    }
    if (event.type === 'order.dispute') {
      const photos = [...new Set(input.details?.photos ?? [])];
      if (photos.length > MESSAGE_MAX_PHOTOS) throw new SafePurchaseRefused(`Khiếu nại kèm tối đa ${MESSAGE_MAX_PHOTOS} ảnh.`, 400);
      changes.disputeReason = event.reason.trim();
      changes.disputePhotos = photos;
      changes.disputeMessages = await complaintInConversation(tx, order, event.reason.trim(), photos);
    }
    if (event.type === 'order.resolve') {
      changes.decidedBy = input.actor.memberId;
      changes.decisionNote = input.details?.note?.trim() || null;
    }
    const [updated] = await tx
      .update(safePurchaseOrders)
      .set(changes)
      .where(and(eq(safePurchaseOrders.id, order.id), eq(safePurchaseOrders.state, from)))
      .returning();
    if (!updated) throw new SafePurchaseRefused('Đơn hàng vừa thay đổi, vui lòng tải lại.', 409);
    await tx.insert(safePurchaseEvents).values({ orderId: order.id, event: event.type, fromState: from, toState: to, actorRole: role, actorId: input.actor.memberId, createdAt: now });
    await moveMoney(tx, updated, from, to, event, now);
    await notifyBoth(tx, updated, noticeOf(updated, event, to));
    return updated;
  });
}

/** The complaint goes into the conversation (so both sides see it and its photos are kept); the moderators get the last messages. */
async function complaintInConversation(tx: Database, order: OrderRow, reason: string, photos: readonly string[]) {
  if (order.conversationId === null) return [];
  try {
    await sendMessage(tx, order.buyerId, { conversationId: order.conversationId, clientId: randomUUID(), body: `Khiếu nại đơn Mua an toàn ${order.code}: ${reason}`.slice(0, 1_000), photos });
  } catch (error) {
    if (error instanceof ChatRefused) throw new SafePurchaseRefused(error.message, error.status === 404 ? 404 : error.status === 403 ? 403 : 400);
    throw error;
  }
  const rows = await tx.select().from(chatMessages).where(eq(chatMessages.conversationId, order.conversationId)).orderBy(desc(chatMessages.id)).limit(DISPUTE_MESSAGES);
  return rows.reverse().map((row) => ({ sender_id: row.senderId, body: row.body, photos: row.photos, created_at: Math.floor(row.createdAt.getTime() / 1000) }));
}

const total = (order: Pick<OrderRow, 'priceVnd' | 'feeVnd'>) => order.priceVnd + order.feeVnd;
const reference = (order: OrderRow) => ({ referenceType: 'safe_purchase', referenceId: order.code });

/**
 * The ledger side of a transition. Held funds leave escrow_held exactly when the order leaves the
 * holding states: released to the seller (price − refund) with the fee earned, and refunds moved to
 * escrow_refunds_pending with a refund order for the provider's refund call.
 */
async function moveMoney(tx: Database, order: OrderRow, from: SafePurchaseState, to: SafePurchaseState, event: SafePurchaseEvent, now: Date): Promise<void> {
  if (to === 'paid' && from === 'awaitingPayment') return; // held by holdPayment, with the capture
  const refund = to === 'refunded' ? total(order) : to === 'partiallyRefunded' ? order.refundedVnd : 0;
  const released = to === 'completed' ? order.priceVnd : to === 'partiallyRefunded' ? order.priceVnd - order.refundedVnd : 0;
  if (refund === 0 && released === 0) return;
  if (order.paymentId === null) throw new Error(`order ${order.code} releases money it never held`);
  if (refund > 0) {
    const reason = event.type === 'order.cancel' ? 'cancel' : event.type === 'order.handoverTimeout' ? 'handover_timeout' : to === 'partiallyRefunded' ? 'partial' : 'dispute';
    await requestRefund(tx, order, order.paymentId, refund, reason, now);
  }
  if (released > 0) {
    // The fee is earned once the seller is paid anything; a full refund returns it with the price.
    await postMoney(tx, {
      kind: 'escrow_release',
      memberId: order.sellerId,
      description: `Mua an toàn ${order.code}: chuyển ${vnd(released)} cho người bán`,
      ...reference(order),
      idempotencyKey: `escrow:release:${order.code}`,
      legs: [
        ['escrow_held', -(released + order.feeVnd)],
        [{ sellerId: order.sellerId }, released],
        ['escrow_fees', order.feeVnd],
      ],
      now,
    });
    const account = await payoutAccountOf(tx, order.sellerId);
    await tx
      .insert(safePurchasePayouts)
      .values({
        code: newCode('MATP', now),
        orderId: order.id,
        sellerId: order.sellerId,
        amountVnd: released,
        accountKind: account?.kind ?? null,
        bankCode: account?.bankCode ?? null,
        accountNumber: account?.accountNumber ?? null,
        accountName: account?.accountName ?? null,
        status: account ? 'pending' : 'waiting_account',
        createdAt: now,
      })
      .onConflictDoNothing();
  }
}

async function requestRefund(tx: Database, order: OrderRow, paymentId: number, amountVnd: number, reason: RefundRow['reason'], now: Date): Promise<void> {
  const [payment] = await tx.select({ orderCode: payments.orderCode }).from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw new Error(`payment ${paymentId} missing`);
  const code = `MATR${payment.orderCode.slice(4)}${reason === 'duplicate_payment' ? 'D' : ''}`;
  await postMoney(tx, {
    kind: 'escrow_refund',
    memberId: order.buyerId,
    description: `Mua an toàn ${order.code}: hoàn ${vnd(amountVnd)} cho người mua`,
    ...reference(order),
    idempotencyKey: `escrow:refund:${code}`,
    legs: [
      ['escrow_held', -amountVnd],
      ['escrow_refunds_pending', amountVnd],
    ],
    now,
  });
  await tx.insert(safePurchaseRefunds).values({ code, orderId: order.id, paymentId, amountVnd, reason, createdAt: now }).onConflictDoNothing();
}

export async function payoutAccountOf(db: Database, memberId: number) {
  const [account] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.memberId, memberId));
  return account ?? null;
}

function noticeOf(order: OrderRow, event: SafePurchaseEvent, to: SafePurchaseState): { buyer?: readonly [string, string]; seller?: readonly [string, string] } {
  const label = `Đơn ${order.code} (${order.title})`;
  switch (event.type) {
    case 'order.paid':
      return {
        buyer: ['Đã thanh toán Mua an toàn', `${label}: tiền được giữ an toàn cho đến khi bạn nhận hàng.`],
        seller: ['Người mua đã thanh toán', `${label}: hãy giao hàng trong ${order.handoverDays} ngày, tiền đang được giữ.`],
      };
    case 'order.expire':
      return { buyer: ['Đơn Mua an toàn hết hạn', `${label} đã hết hạn thanh toán.`], seller: ['Đơn Mua an toàn hết hạn', `${label}: người mua không thanh toán kịp.`] };
    case 'order.cancel':
      return to === 'refunded'
        ? { buyer: ['Đơn Mua an toàn đã huỷ', `${label} đã huỷ, ${vnd(order.refundedVnd)} được hoàn về cho bạn.`], seller: ['Đơn Mua an toàn đã huỷ', `${label} đã huỷ trước khi giao, tiền được hoàn cho người mua.`] }
        : { buyer: ['Đơn Mua an toàn đã huỷ', `${label} đã huỷ.`], seller: ['Đơn Mua an toàn đã huỷ', `${label} đã huỷ.`] };
    case 'order.handOver':
      return {
        buyer: ['Người bán đã giao hàng', `${label}: hãy kiểm tra hàng và xác nhận hoặc khiếu nại trong ${order.confirmDays} ngày.`],
        seller: ['Đã ghi nhận giao hàng', `${label}: chờ người mua xác nhận.`],
      };
    case 'order.handoverTimeout':
      return { buyer: ['Đã hoàn tiền Mua an toàn', `${label}: người bán không giao hàng đúng hạn, ${vnd(order.refundedVnd)} được hoàn về cho bạn.`], seller: ['Đơn Mua an toàn quá hạn giao', `${label}: quá hạn giao hàng, tiền được hoàn cho người mua.`] };
    case 'order.confirm':
    case 'order.confirmTimeout':
      return {
        buyer: ['Đơn Mua an toàn hoàn tất', `${label} hoàn tất.`],
        seller: ['Tiền đã được chuyển cho bạn', `${label}: ${vnd(order.priceVnd)} được chuyển về tài khoản nhận tiền của bạn.`],
      };
    case 'order.dispute':
      return { buyer: ['Đã gửi khiếu nại', `${label}: ban kiểm duyệt sẽ xem xét và quyết định.`], seller: ['Người mua khiếu nại', `${label}: ban kiểm duyệt đang xem xét, tiền vẫn được giữ.`] };
    case 'order.resolve': {
      // The moderator's note is written for both sides: it says why.
      const why = order.decisionNote ? ` Ghi chú của ban kiểm duyệt: “${order.decisionNote}”` : '';
      return {
        buyer: ['Ban kiểm duyệt đã quyết định', `${label}: ${SAFE_PURCHASE_STATE_LABELS[to]}${order.refundedVnd > 0 ? `, ${vnd(order.refundedVnd)} được hoàn về cho bạn` : ''}.${why}`],
        seller: ['Ban kiểm duyệt đã quyết định', `${label}: ${SAFE_PURCHASE_STATE_LABELS[to]}${to !== 'refunded' ? `, ${vnd(order.priceVnd - order.refundedVnd)} được chuyển cho bạn` : ''}.${why}`],
      };
    }
  }
}

// ------------------------------------------------------------------ payments

/** A payment attempt for the order, at its stored total; payable until the order's payment deadline. */
export async function createOrderPayment(db: Database, buyerId: number, orderCode: string, provider: 'momo' | 'vnpay' | 'napas', ttlMinutes: number, now = new Date()): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(safePurchaseOrders).where(eq(safePurchaseOrders.code, orderCode)).for('update');
    if (!order || (order.buyerId !== buyerId && order.sellerId !== buyerId)) throw new SafePurchaseRefused(ORDER_NOT_FOUND_MESSAGE, 404);
    if (order.buyerId !== buyerId) throw new SafePurchaseRefused('Chỉ người mua mới thanh toán được đơn này.', 403);
    if (order.state !== 'awaitingPayment') throw new SafePurchaseRefused(`Đơn hàng đang ở trạng thái "${SAFE_PURCHASE_STATE_LABELS[stateOfOrder(order)]}" nên không thể thanh toán.`, 409);
    if (order.paymentDeadline <= now) throw new SafePurchaseRefused('Đơn hàng đã hết hạn thanh toán.', 409);
    const expiresAt = new Date(Math.min(now.getTime() + ttlMinutes * 60_000, order.paymentDeadline.getTime()));
    const [row] = await tx
      .insert(payments)
      .values({
        memberId: buyerId,
        provider,
        orderCode: newCode('RV22', now),
        amountVnd: total(order),
        safePurchaseOrderId: order.id,
        status: 'pending',
        description: `Mua an toan ${order.code}`,
        createdAt: now,
        expiresAt,
      })
      .returning();
    if (!row) throw new Error('payment not inserted');
    return row;
  });
}

/**
 * Called by the payments' settlement (orders.ts), in its transaction, when a provider says an
 * order's payment attempt was paid: the money is captured into escrow_held, and the order moves to
 * paid — or, when another attempt already paid it or it was cancelled meanwhile, the money is
 * refunded at once (a duplicate payment).
 */
export async function holdPayment(tx: Database, payment: PaymentRow, now: Date): Promise<void> {
  if (payment.safePurchaseOrderId === null) throw new Error(`payment ${payment.orderCode} is not a safe purchase`);
  const [order] = await tx.select().from(safePurchaseOrders).where(eq(safePurchaseOrders.id, payment.safePurchaseOrderId)).for('update');
  if (!order) throw new Error(`order of payment ${payment.orderCode} missing`);
  await postMoney(tx, {
    kind: 'escrow_payment',
    memberId: order.buyerId,
    description: `Mua an toàn ${order.code}: người mua thanh toán ${vnd(payment.amountVnd)}`,
    ...reference(order),
    idempotencyKey: `escrow:pay:${payment.orderCode}`,
    legs: [
      ['escrow_clearing', -payment.amountVnd],
      ['escrow_held', payment.amountVnd],
    ],
    now,
  });
  if (order.state === 'awaitingPayment') {
    await applyOrderEvent(tx, { orderId: order.id, event: { type: 'order.paid' }, actor: { memberId: null, role: 'system' }, details: { payment }, now });
    return;
  }
  await requestRefund(tx, order, payment.id, payment.amountVnd, 'duplicate_payment', now);
  await notifyBoth(tx, order, { buyer: ['Hoàn tiền thanh toán trùng', `Đơn ${order.code}: khoản thanh toán ${vnd(payment.amountVnd)} không còn cần nên được hoàn về cho bạn.`] });
}

// ------------------------------------------------------------------ refunds and payouts

export interface MoneyDeps {
  readonly db: Database;
  readonly env: RefundEnv;
  readonly fetch: ProviderFetch;
}

/**
 * Records a provider's answer about a refund once: the first "succeeded" settles it (ledger:
 * refunds pending → back out through the provider); repeats of any answer change nothing.
 */
export async function settleRefund(db: Database, code: string, answer: ProviderAnswer, now = new Date()): Promise<{ readonly fresh: boolean; readonly refund: RefundRow | null }> {
  return db.transaction(async (tx) => {
    const [refund] = await tx.select().from(safePurchaseRefunds).where(eq(safePurchaseRefunds.code, code)).for('update');
    if (!refund || refund.status !== 'pending') return { fresh: false, refund: refund ?? null };
    if (answer.outcome === 'unknown' || (answer.outcome === 'failed' && refund.attempts < MAX_PROVIDER_ATTEMPTS)) {
      await tx.update(safePurchaseRefunds).set({ providerPayload: answer.payload }).where(eq(safePurchaseRefunds.id, refund.id));
      return { fresh: false, refund };
    }
    const status = answer.outcome === 'succeeded' ? 'succeeded' : 'failed';
    const [settled] = await tx
      .update(safePurchaseRefunds)
      .set({ status, providerPayload: answer.payload, settledAt: now })
      .where(and(eq(safePurchaseRefunds.id, refund.id), eq(safePurchaseRefunds.status, 'pending')))
      .returning();
    if (!settled) return { fresh: false, refund };
    const [order] = await tx.select().from(safePurchaseOrders).where(eq(safePurchaseOrders.id, refund.orderId));
    if (!order) throw new Error(`order of refund ${code} missing`);
    if (status === 'succeeded') {
      await postMoney(tx, {
        kind: 'escrow_refund_settled',
        memberId: order.buyerId,
        description: `Mua an toàn ${order.code}: cổng thanh toán đã hoàn ${vnd(refund.amountVnd)}`,
        ...reference(order),
        idempotencyKey: `escrow:refund-settled:${code}`,
        legs: [
          ['escrow_refunds_pending', -refund.amountVnd],
          ['escrow_clearing', refund.amountVnd],
        ],
        now,
      });
      await notifyBoth(tx, order, { buyer: ['Tiền đã được hoàn', `Đơn ${order.code}: cổng thanh toán đã hoàn ${vnd(refund.amountVnd)} về tài khoản bạn đã dùng để thanh toán.`] });
    }
    return { fresh: true, refund: settled };
  });
}

/** Asks the provider to refund one pending refund (the same request id every time) and records its answer. */
export async function processRefund(deps: MoneyDeps, code: string, now = new Date()): Promise<RefundRow | null> {
  const [bumped] = await deps.db
    .update(safePurchaseRefunds)
    .set({ attempts: sql`${safePurchaseRefunds.attempts} + 1` })
    .where(and(eq(safePurchaseRefunds.code, code), eq(safePurchaseRefunds.status, 'pending')))
    .returning();
  if (!bumped) return null;
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, bumped.paymentId));
  if (!payment) throw new Error(`payment of refund ${code} missing`);
  const answer = await callRefund(deps.env, deps.fetch, { refundCode: code, payment, amountVnd: bumped.amountVnd, full: bumped.amountVnd === payment.amountVnd, now });
  return (await settleRefund(deps.db, code, answer, now)).refund;
}

/** Records a payout's answer once: paid moves the seller's proceeds out through the provider. */
export async function settlePayout(db: Database, code: string, answer: ProviderAnswer, now = new Date()): Promise<{ readonly fresh: boolean }> {
  return db.transaction(async (tx) => {
    const [payout] = await tx.select().from(safePurchasePayouts).where(eq(safePurchasePayouts.code, code)).for('update');
    if (!payout || payout.status !== 'pending') return { fresh: false };
    if (answer.outcome === 'unknown' || (answer.outcome === 'failed' && payout.attempts < MAX_PROVIDER_ATTEMPTS)) return { fresh: false };
    const status = answer.outcome === 'succeeded' ? 'paid' : 'failed';
    await tx.update(safePurchasePayouts).set({ status, providerPayload: answer.payload, settledAt: now }).where(eq(safePurchasePayouts.id, payout.id));
    const [order] = await tx.select().from(safePurchaseOrders).where(eq(safePurchaseOrders.id, payout.orderId));
    if (!order) throw new Error(`order of payout ${code} missing`);
    if (status === 'paid') {
      await postMoney(tx, {
        kind: 'escrow_payout',
        memberId: payout.sellerId,
        description: `Mua an toàn ${order.code}: chi ${vnd(payout.amountVnd)} cho người bán`,
        ...reference(order),
        idempotencyKey: `escrow:payout:${code}`,
        legs: [
          [{ sellerId: payout.sellerId }, -payout.amountVnd],
          ['escrow_clearing', payout.amountVnd],
        ],
        now,
      });
      await notifyBoth(tx, order, { seller: ['Đã chi tiền cho bạn', `Đơn ${order.code}: ${vnd(payout.amountVnd)} đã được chuyển về ${payout.bankCode ?? ''} ${maskAccount(payout.accountNumber ?? '')}.`] });
    }
    return { fresh: true };
  });
}

export function maskAccount(number: string): string {
  return number.length <= 4 ? number : `••••${number.slice(-4)}`;
}

export async function processPayout(deps: MoneyDeps, code: string, now = new Date()): Promise<void> {
  const [payout] = await deps.db.select().from(safePurchasePayouts).where(eq(safePurchasePayouts.code, code));
  if (!payout) return;
  if (payout.status === 'waiting_account') {
    const account = await payoutAccountOf(deps.db, payout.sellerId);
    if (!account) return;
    await deps.db
      .update(safePurchasePayouts)
      .set({ status: 'pending', accountKind: account.kind, bankCode: account.bankCode, accountNumber: account.accountNumber, accountName: account.accountName })
      .where(and(eq(safePurchasePayouts.id, payout.id), eq(safePurchasePayouts.status, 'waiting_account')));
  }
  const [bumped] = await deps.db
    .update(safePurchasePayouts)
    .set({ attempts: sql`${safePurchasePayouts.attempts} + 1` })
    .where(and(eq(safePurchasePayouts.code, code), eq(safePurchasePayouts.status, 'pending')))
    .returning();
  if (!bumped || !bumped.accountKind || !bumped.accountNumber || !bumped.accountName || !bumped.bankCode) return;
  const [order] = await deps.db.select({ code: safePurchaseOrders.code }).from(safePurchaseOrders).where(eq(safePurchaseOrders.id, bumped.orderId));
  const answer = await callPayout(deps.env, deps.fetch, {
    payoutCode: code,
    amountVnd: bumped.amountVnd,
    orderCode: order?.code ?? '',
    target: { kind: bumped.accountKind, bankCode: bumped.bankCode, accountNumber: bumped.accountNumber, accountName: bumped.accountName },
  });
  await settlePayout(deps.db, code, answer, now);
}

/** Runs the provider calls an order's last change recorded (after its transaction committed). */
export async function settleMoneyOf(deps: MoneyDeps, orderId: number, now = new Date()): Promise<void> {
  const refunds = await deps.db.select({ code: safePurchaseRefunds.code }).from(safePurchaseRefunds).where(and(eq(safePurchaseRefunds.orderId, orderId), eq(safePurchaseRefunds.status, 'pending')));
  for (const { code } of refunds) await processRefund(deps, code, now);
  const payouts = await deps.db
    .select({ code: safePurchasePayouts.code })
    .from(safePurchasePayouts)
    .where(and(eq(safePurchasePayouts.orderId, orderId), inArray(safePurchasePayouts.status, ['pending', 'waiting_account'])));
  for (const { code } of payouts) await processPayout(deps, code, now);
}

// ------------------------------------------------------------------ timers

export interface TimerPass {
  readonly expired: number;
  readonly refundedLate: number;
  readonly released: number;
  readonly refunds: number;
  readonly payouts: number;
}

/**
 * The timer job's pass (on the queue, one pass at a time across instances): every order past a
 * deadline gets its system event — the row lock and the machine's state check make each happen once
 * even if two passes overlapped — then pending refunds and payouts are asked of the provider again.
 */
export async function runSafePurchaseTimers(deps: MoneyDeps, now = new Date()): Promise<TimerPass> {
  const { db } = deps;
  const due = async (state: SafePurchaseState, column: typeof safePurchaseOrders.paymentDeadline | typeof safePurchaseOrders.handoverDeadline | typeof safePurchaseOrders.confirmDeadline) =>
    (await db.select({ id: safePurchaseOrders.id }).from(safePurchaseOrders).where(and(eq(safePurchaseOrders.state, state), lt(column, now))).orderBy(asc(safePurchaseOrders.id)).limit(500)).map((row) => row.id);
  const fire = async (ids: readonly number[], event: SafePurchaseEvent) => {
    let applied = 0;
    for (const orderId of ids) {
      try {
        await applyOrderEvent(db, { orderId, event, actor: { memberId: null, role: 'system' }, now });
        applied += 1;
      } catch (error) {
        if (!(error instanceof SafePurchaseRefused)) throw error;
      }
    }
    return applied;
  };
  const expired = await fire(await due('awaitingPayment', safePurchaseOrders.paymentDeadline), { type: 'order.expire' });
  const refundedLate = await fire(await due('paid', safePurchaseOrders.handoverDeadline), { type: 'order.handoverTimeout' });
  const released = await fire(await due('handedOver', safePurchaseOrders.confirmDeadline), { type: 'order.confirmTimeout' });
  const refunds = await db.select({ code: safePurchaseRefunds.code }).from(safePurchaseRefunds).where(eq(safePurchaseRefunds.status, 'pending')).orderBy(asc(safePurchaseRefunds.id)).limit(200);
  for (const { code } of refunds) await processRefund(deps, code, now);
  const payouts = await db
    .select({ code: safePurchasePayouts.code })
    .from(safePurchasePayouts)
    .where(inArray(safePurchasePayouts.status, ['pending', 'waiting_account']))
    .orderBy(asc(safePurchasePayouts.id))
    .limit(200);
  for (const { code } of payouts) await processPayout(deps, code, now);
  return { expired, refundedLate, released, refunds: refunds.length, payouts: payouts.length };
}


// ------------------------------------------------------------------ reading

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** An order as its reader sees it, with what the reader may do now. Strangers never get here. */
export async function orderView(db: Database, order: OrderRow, viewer: 'buyer' | 'seller' | 'moderator', now = new Date()): Promise<SafePurchaseOrderWire> {
  const [buyer] = await db.select({ id: members.id, name: members.fullName }).from(members).where(eq(members.id, order.buyerId));
  const [seller] = await db.select({ id: members.id, name: members.fullName }).from(members).where(eq(members.id, order.sellerId));
  const [payment] = order.paymentId === null ? [] : await db.select({ provider: payments.provider }).from(payments).where(eq(payments.id, order.paymentId));
  const refunds = await db.select().from(safePurchaseRefunds).where(eq(safePurchaseRefunds.orderId, order.id)).orderBy(asc(safePurchaseRefunds.id));
  const [payout] = await db.select().from(safePurchasePayouts).where(eq(safePurchasePayouts.orderId, order.id));
  const state = stateOfOrder(order);
  const provider = payment?.provider;
  return {
    code: order.code,
    role: viewer,
    state,
    state_label: SAFE_PURCHASE_STATE_LABELS[state],
    listing_id: order.listingId,
    title: order.title,
    conversation_id: order.conversationId,
    buyer: buyer ?? { id: order.buyerId, name: '' },
    seller: seller ?? { id: order.sellerId, name: '' },
    price: order.priceVnd,
    fee: order.feeVnd,
    total: total(order),
    refunded: order.refundedVnd,
    released: state === 'completed' || state === 'partiallyRefunded' ? order.priceVnd - order.refundedVnd : 0,
    payment_deadline: seconds(order.paymentDeadline),
    handover_deadline: order.handoverDeadline ? seconds(order.handoverDeadline) : null,
    confirm_deadline: order.confirmDeadline ? seconds(order.confirmDeadline) : null,
    provider: provider === 'momo' || provider === 'vnpay' || provider === 'napas' ? provider : null,
    actions: allowedSafePurchaseActions(state, contextOf(order), viewer, now.getTime()),
    dispute:
      order.disputeReason === null
        ? null
        : { reason: order.disputeReason, photos: order.disputePhotos ?? [], messages: order.disputeMessages ?? [], decision_note: order.decisionNote },
    refunds: refunds.map((refund) => ({ code: refund.code, amount: refund.amountVnd, status: refund.status })),
    payout: payout ? { code: payout.code, amount: payout.amountVnd, status: payout.status, account: payout.accountNumber ? `${payout.bankCode ?? ''} ${maskAccount(payout.accountNumber)}` : null } : null,
    created_at: seconds(order.createdAt),
    updated_at: seconds(order.updatedAt),
  };
}

/** An order by code for a member: the buyer, the seller or a moderator; anyone else is told it does not exist. */
export async function readableOrder(db: Database, actor: { memberId: number; role: 'member' | 'moderator' }, code: string): Promise<{ order: OrderRow; viewer: 'buyer' | 'seller' | 'moderator' }> {
  const [order] = await db.select().from(safePurchaseOrders).where(eq(safePurchaseOrders.code, code));
  if (!order) throw new SafePurchaseRefused(ORDER_NOT_FOUND_MESSAGE, 404);
  const role = roleOn(order, { memberId: actor.memberId, role: actor.role });
  if (role !== 'buyer' && role !== 'seller' && role !== 'moderator') throw new SafePurchaseRefused(ORDER_NOT_FOUND_MESSAGE, 404);
  return { order, viewer: role };
}

export async function listOrders(db: Database, memberId: number, side: 'buyer' | 'seller', page: number, perPage: number, now = new Date(), conversationId?: number) {
  const mine = side === 'buyer' ? eq(safePurchaseOrders.buyerId, memberId) : eq(safePurchaseOrders.sellerId, memberId);
  const where = conversationId === undefined ? mine : and(mine, eq(safePurchaseOrders.conversationId, conversationId));
  const rows = await db
    .select()
    .from(safePurchaseOrders)
    .where(where)
    .orderBy(desc(safePurchaseOrders.createdAt), desc(safePurchaseOrders.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(safePurchaseOrders).where(where);
  return { data: await Promise.all(rows.map((row) => orderView(db, row, side, now))), total: Number(counted?.total ?? 0) };
}

/** The moderators' queue: complaints waiting for a decision, oldest first. */
export async function disputeQueue(db: Database, page: number, perPage: number, now = new Date()) {
  const where = eq(safePurchaseOrders.state, 'disputed');
  const rows = await db.select().from(safePurchaseOrders).where(where).orderBy(asc(safePurchaseOrders.updatedAt), asc(safePurchaseOrders.id)).limit(perPage).offset((page - 1) * perPage);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(safePurchaseOrders).where(where);
  return { data: await Promise.all(rows.map((row) => orderView(db, row, 'moderator', now))), total: Number(counted?.total ?? 0) };
}

export async function sellerBalance(db: Database, sellerId: number): Promise<{ awaitingPayout: number; paidOut: number }> {
  const [account] = await db.select({ balance: walletAccounts.balance }).from(walletAccounts).where(and(eq(walletAccounts.memberId, sellerId), eq(walletAccounts.kind, 'sale_proceeds')));
  const [paid] = await db
    .select({ sum: sql<string>`coalesce(sum(${safePurchasePayouts.amountVnd}), 0)` })
    .from(safePurchasePayouts)
    .where(and(eq(safePurchasePayouts.sellerId, sellerId), eq(safePurchasePayouts.status, 'paid')));
  return { awaitingPayout: account?.balance ?? 0, paidOut: Number(paid?.sum ?? 0) };
}

export async function savePayoutAccount(db: Database, memberId: number, account: { kind: 'bank' | 'momo'; bankCode: string; accountNumber: string; accountName: string }, now = new Date()) {
  const bankCode = account.kind === 'momo' ? 'MOMO' : account.bankCode;
  const values = { memberId, kind: account.kind, bankCode, accountNumber: account.accountNumber, accountName: account.accountName.trim(), updatedAt: now };
  await db.insert(payoutAccounts).values(values).onConflictDoUpdate({ target: payoutAccounts.memberId, set: values });
  return values;
}

