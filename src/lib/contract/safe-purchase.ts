/**
 * "Mua an toàn" (issue #38; docs/upstream-contract.md "Mua an toàn"): the spec has no protected
 * purchase, so every shape here is ours. The backend builds its answers as these schemas' encoded
 * types and the app decodes them with the same schemas.
 */
import { Schema } from 'effect';
import { MESSAGE_MAX_PHOTOS } from './chat-vocabulary';
import { EpochSeconds, RowId, WireInt } from './common';

export const SAFE_PURCHASE_STATES = ['awaitingPayment', 'paid', 'handedOver', 'disputed', 'completed', 'refunded', 'partiallyRefunded', 'cancelled', 'expired'] as const;
export const SAFE_PURCHASE_ACTIONS = ['order.confirm', 'order.dispute', 'order.cancel', 'order.handOver', 'order.resolve'] as const;
export const SAFE_PURCHASE_BOUNDS = { reason: 1_000, note: 500, photoPath: 200, code: 40, page: 500, perPage: 50, maxVnd: 50_000_000, accountNumber: 30, accountName: 100 } as const;

const Code = Schema.String.pipe(Schema.pattern(/^MAT[0-9A-Z]{6,36}$/));

export const SafePurchaseOfferRequest = Schema.Struct({ listing_id: RowId, enabled: Schema.Boolean });
export const SafePurchaseOfferResponse = Schema.Struct({ status: Schema.Literal(200), data: Schema.Struct({ listing_id: Schema.Number, enabled: Schema.Boolean }) });

export const SafePurchaseQuoteRequest = Schema.Struct({ listing_id: RowId });
export const SafePurchaseQuote = Schema.Struct({
  listing_id: Schema.Number,
  title: Schema.String,
  price: Schema.Number,
  fee: Schema.Number,
  total: Schema.Number,
  handover_days: Schema.Number,
  confirm_days: Schema.Number,
  payment_minutes: Schema.Number,
});
export const SafePurchaseQuoteResponse = Schema.Struct({ status: Schema.Literal(200), data: SafePurchaseQuote });

export const CreateSafePurchaseRequest = Schema.Struct({ listing_id: RowId, a: Schema.optional(WireInt.pipe(Schema.between(0, SAFE_PURCHASE_BOUNDS.maxVnd))) });

export const SafePurchaseParty = Schema.Struct({ id: Schema.Number, name: Schema.String });
/** One step of an order's history: the state it entered, who moved it there ('system': a timer or the provider's payment), when. */
export const SafePurchaseStep = Schema.Struct({ state: Schema.Literal(...SAFE_PURCHASE_STATES), by: Schema.Literal('buyer', 'seller', 'moderator', 'system'), at: EpochSeconds });
export const SafePurchaseOrder = Schema.Struct({
  code: Schema.String,
  role: Schema.Literal('buyer', 'seller', 'moderator'),
  state: Schema.Literal(...SAFE_PURCHASE_STATES),
  state_label: Schema.String,
  listing_id: Schema.Number,
  title: Schema.String,
  conversation_id: Schema.NullOr(Schema.Number),
  buyer: SafePurchaseParty,
  seller: SafePurchaseParty,
  price: Schema.Number,
  fee: Schema.Number,
  total: Schema.Number,
  refunded: Schema.Number,
  /** What reaches the seller when the order completes (price − refund), 0 otherwise. */
  released: Schema.Number,
  payment_deadline: EpochSeconds,
  handover_deadline: Schema.NullOr(EpochSeconds),
  confirm_deadline: Schema.NullOr(EpochSeconds),
  provider: Schema.NullOr(Schema.Literal('momo', 'vnpay', 'napas')),
  /** What the reader may do now (the machine's `can`); the backend decides again on each call. */
  actions: Schema.Array(Schema.Literal(...SAFE_PURCHASE_ACTIONS)),
  dispute: Schema.NullOr(
    Schema.Struct({
      reason: Schema.String,
      photos: Schema.Array(Schema.String),
      messages: Schema.Array(Schema.Struct({ sender_id: Schema.Number, body: Schema.String, photos: Schema.Array(Schema.String), created_at: EpochSeconds })),
      decision_note: Schema.NullOr(Schema.String),
    }),
  ),
  refunds: Schema.Array(Schema.Struct({ code: Schema.String, amount: Schema.Number, status: Schema.Literal('pending', 'succeeded', 'failed') })),
  payout: Schema.NullOr(Schema.Struct({ code: Schema.String, amount: Schema.Number, status: Schema.Literal('waiting_account', 'pending', 'paid', 'failed'), account: Schema.NullOr(Schema.String) })),
  /** The order's steps, oldest first: its creation (`awaitingPayment`, by the buyer) then every state change. */
  events: Schema.Array(SafePurchaseStep),
  created_at: EpochSeconds,
  updated_at: EpochSeconds,
});
export type SafePurchaseOrderWire = typeof SafePurchaseOrder.Encoded;

export const SafePurchaseOrderResponse = Schema.Struct({ status: Schema.Literal(200), data: SafePurchaseOrder });

export const SafePurchaseListRequest = Schema.Struct({
  side: Schema.Literal('buyer', 'seller'),
  /** Only the orders of one conversation (its order cards); the reader must be that side in it. */
  conversation_id: Schema.optional(RowId),
  page: Schema.optionalWith(WireInt.pipe(Schema.between(1, SAFE_PURCHASE_BOUNDS.page)), { default: () => 1 }),
  per_page: Schema.optionalWith(WireInt.pipe(Schema.between(1, SAFE_PURCHASE_BOUNDS.perPage)), { default: () => 20 }),
});
export const SafePurchaseDisputesRequest = Schema.Struct({
  page: Schema.optionalWith(WireInt.pipe(Schema.between(1, SAFE_PURCHASE_BOUNDS.page)), { default: () => 1 }),
  per_page: Schema.optionalWith(WireInt.pipe(Schema.between(1, SAFE_PURCHASE_BOUNDS.perPage)), { default: () => 20 }),
});
export const SafePurchaseListResponse = Schema.Struct({
  status: Schema.Literal(200),
  data: Schema.Struct({ data: Schema.Array(SafePurchaseOrder), page: Schema.Number, per_page: Schema.Number, total: Schema.Number }),
});

export const SafePurchaseOrderRequest = Schema.Struct({ code: Code });

export const PaySafePurchaseRequest = Schema.Struct({
  code: Code,
  provider: Schema.Literal('momo', 'vnpay', 'napas'),
  redirect: Schema.String.pipe(Schema.maxLength(500)),
  pt: Schema.optional(Schema.Literal('ATM', 'INT')),
});
export const PaySafePurchaseResponse = Schema.Struct({
  status: Schema.Literal(200),
  data: Schema.Struct({ url: Schema.String, payment_code: Schema.String, amount: Schema.Number, expires_at: EpochSeconds }),
});

export const SafePurchaseActionRequest = Schema.Struct({ code: Code });
export const DisputeSafePurchaseRequest = Schema.Struct({
  code: Code,
  reason: Schema.String.pipe(Schema.maxLength(SAFE_PURCHASE_BOUNDS.reason)),
  photos: Schema.optionalWith(Schema.Array(Schema.String.pipe(Schema.maxLength(SAFE_PURCHASE_BOUNDS.photoPath))).pipe(Schema.maxItems(MESSAGE_MAX_PHOTOS)), { default: () => [] }),
});
export const ResolveSafePurchaseRequest = Schema.Struct({
  code: Code,
  decision: Schema.Literal('refund', 'partial', 'release'),
  refund_amount: Schema.optionalWith(WireInt.pipe(Schema.between(0, SAFE_PURCHASE_BOUNDS.maxVnd)), { default: () => 0 }),
  note: Schema.optional(Schema.String.pipe(Schema.maxLength(SAFE_PURCHASE_BOUNDS.note))),
});

export const PayoutAccountRequest = Schema.Struct({
  kind: Schema.Literal('bank', 'momo'),
  bank_code: Schema.String.pipe(Schema.pattern(/^[A-Z]{2,12}$/)),
  account_number: Schema.String.pipe(Schema.pattern(/^[0-9]{6,30}$/)),
  account_name: Schema.String.pipe(Schema.minLength(2), Schema.maxLength(SAFE_PURCHASE_BOUNDS.accountName)),
});
export const PayoutAccountResponse = Schema.Struct({
  status: Schema.Literal(200),
  data: Schema.NullOr(Schema.Struct({ kind: Schema.Literal('bank', 'momo'), bank_code: Schema.String, account: Schema.String, account_name: Schema.String })),
});

/** The seller's proceeds: released and waiting for payout, and paid out. */
export const SellerBalanceResponse = Schema.Struct({ status: Schema.Literal(200), data: Schema.Struct({
    awaiting_payout: Schema.Number,
    paid_out: Schema.Number,
    /** Still held in the seller's open orders (paid, not yet released or refunded): the prices, without the buyers' fees. */
    held: Schema.Number,
  }),
});
