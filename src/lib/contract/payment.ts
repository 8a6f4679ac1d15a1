/**
 * Wire formats of the payment host (spec §7 "Payments") and the member wallet calls
 * (profile/history, voucher/take); docs/upstream-contract.md "Payment host" and "Member host:
 * wallet" describe them.
 */
import { Schema } from 'effect';
import { RowId, WireInt } from './common';
import { AppId } from './common';

/**
 * The payment and wallet requests' bounds, plain so the app's routers derive theirs without a
 * schema library.
 */
export const PAYMENT_BOUNDS = {
  /** Đồng a create call may name (`a`, a cross-check of the stored price). */
  amountVnd: 1_000_000_000,
  description: 255,
  memberName: 200,
  note: 500,
  /** Characters of the return and notify addresses. */
  url: 500,
  /** Points a createCast may name (`a`, a cross-check of the package's price). */
  castPoints: 1_000_000,
  /** Stars one starsTrading call may convert. */
  stars: 10_000,
  historyPage: 1000,
  historyNumber: 50,
  voucherCode: 40,
} as const;

/** A client's key for one purchase: the same key buys once (a double click, a retry). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w-]{8,100}$/;

/**
 * createMoMo / createVnPay / createNapas (form-encoded, spec §7). The paying member (`m`) is the
 * bearer token's, checked before the rest is decoded; `a` only cross-checks the stored price; one
 * of `pack_id` (points) or `package_id` (a service package).
 */
export const CreatePaymentRequest = Schema.Struct({
  ap: AppId,
  a: Schema.optional(WireInt.pipe(Schema.between(0, PAYMENT_BOUNDS.amountVnd))),
  i: Schema.optional(Schema.String.pipe(Schema.maxLength(PAYMENT_BOUNDS.description))),
  mn: Schema.optional(Schema.String.pipe(Schema.maxLength(PAYMENT_BOUNDS.memberName))),
  note: Schema.optional(Schema.String.pipe(Schema.maxLength(PAYMENT_BOUNDS.note))),
  redirect: Schema.String.pipe(Schema.maxLength(PAYMENT_BOUNDS.url)),
  notify: Schema.optional(Schema.String.pipe(Schema.maxLength(PAYMENT_BOUNDS.url))),
  /** Napas: domestic card (ATM) or international (INT). */
  pt: Schema.optional(Schema.Literal('ATM', 'INT')),
  pack_id: Schema.optional(RowId),
  package_id: Schema.optional(RowId),
}).pipe(Schema.filter((input) => (input.pack_id === undefined) !== (input.package_id === undefined)));

export const CreatePaymentResponse = Schema.Struct({
  status: Schema.Literal(200),
  success: Schema.Literal(true),
  data: Schema.Struct({ url: Schema.String, order_code: Schema.String, amount: Schema.Number, expires_at: Schema.Number }),
});

/** validateMoMo / validateNapas: `status` is the app result code (1 success). */
export const ValidateCodeResponse = Schema.Struct({
  status: Schema.Number,
  success: Schema.Boolean,
  message: Schema.String,
  order_code: Schema.String,
});

/** validateVnPay: `status` is VnPay's own code ('00' success), plus the cancelled flag and the app code. */
export const ValidateVnPayResponse = Schema.Struct({
  status: Schema.String,
  cancelled: Schema.Boolean,
  code: Schema.Number,
  success: Schema.Boolean,
  message: Schema.String,
  order_code: Schema.String,
});

const WalletBalances = Schema.Struct({
  point: Schema.Number,
  point_expire: Schema.Number,
  point_bonus: Schema.Number,
  point_bonus_expire: Schema.Number,
});

/** createCast: buys a service package with points (docs/upstream-contract.md "createCast"). */
export const CastRequest = Schema.Struct({
  ap: AppId,
  package_id: RowId,
  a: Schema.optional(WireInt.pipe(Schema.between(0, PAYMENT_BOUNDS.castPoints))),
  note: Schema.optional(Schema.String.pipe(Schema.maxLength(PAYMENT_BOUNDS.note))),
  idempotency_key: Schema.optional(Schema.String.pipe(Schema.pattern(IDEMPOTENCY_KEY_PATTERN))),
});

export const CastResponse = Schema.Struct({
  status: Schema.Literal(200),
  success: Schema.Literal(true),
  message: Schema.String,
  data: Schema.Struct({ points: Schema.Number, replayed: Schema.Boolean, wallet: WalletBalances }),
});

/** starsTrading: `marks` stars become as many bonus points. */
export const StarsTradingRequest = Schema.Struct({
  marks: WireInt.pipe(Schema.between(1, PAYMENT_BOUNDS.stars)),
  note: Schema.optional(Schema.String.pipe(Schema.maxLength(PAYMENT_BOUNDS.note))),
});

export const StarsTradingResponse = Schema.Struct({
  status: Schema.Literal(200),
  success: Schema.Literal(true),
  data: Schema.Struct({ numberOfStars: Schema.Number, wallet: WalletBalances }),
});

export const HISTORY_OPTIONS = ['history_in', 'history_out', 'history_bonus_in', 'history_bonus_out', 'pending', 'service_package_in', 'service_package_out'] as const;
export type HistoryOption = (typeof HISTORY_OPTIONS)[number];

const optional = <A, I>(schema: Schema.Schema<A, I, never>) => Schema.optional(Schema.NullOr(schema));

/** One history row; which optional fields are present depends on the option (contract doc). */
export const HistoryItem = Schema.Struct({
  id: Schema.Number,
  type: Schema.Literal(...HISTORY_OPTIONS),
  title: Schema.String,
  created_at: Schema.Number,
  kind: optional(Schema.String),
  point: optional(Schema.Number),
  /** The ledger transaction of a wallet row. */
  transaction_id: optional(Schema.Number),
  reference_type: optional(Schema.String),
  reference_id: optional(Schema.String),
  order_code: optional(Schema.String),
  provider: optional(Schema.String),
  amount: optional(Schema.Number),
  status: optional(Schema.String),
  result_code: optional(Schema.Number),
  expires_at: optional(Schema.Number),
  package_id: optional(Schema.Number),
  starts_at: optional(Schema.Number),
  post_type: optional(Schema.Number),
  post_quota: optional(Schema.Number),
  remaining_posts: optional(Schema.Number),
  day_number: optional(Schema.Number),
});
export type HistoryItem = typeof HistoryItem.Type;

/** POST /api/member/profile/history (memberId, option, page, number). */
export const HistoryRequest = Schema.Struct({
  option: Schema.Literal(...HISTORY_OPTIONS),
  page: Schema.optionalWith(WireInt.pipe(Schema.between(1, PAYMENT_BOUNDS.historyPage)), { default: () => 1 }),
  number: Schema.optionalWith(WireInt.pipe(Schema.between(1, PAYMENT_BOUNDS.historyNumber)), { default: () => 10 }),
});

export const HistoryResponse = Schema.Struct({
  status: Schema.Literal(200),
  success: Schema.Literal(true),
  data: Schema.Struct({ items: Schema.Array(HistoryItem), page: Schema.Number, number: Schema.Number, total: Schema.Number }),
});

/** POST /api/member/voucher/take (app_id, member_id, code): the code is matched case-insensitively. */
export const VoucherTakeRequest = Schema.Struct({
  app_id: AppId,
  code: Schema.Trim.pipe(Schema.minLength(1), Schema.maxLength(PAYMENT_BOUNDS.voucherCode)),
});

export const VoucherTakeResponse = Schema.Struct({
  status: Schema.Literal(200),
  success: Schema.Literal(true),
  message: Schema.String,
  data: Schema.Struct({ code: Schema.String, points: Schema.Number, wallet: Schema.Literal('topup', 'bonus') }),
});
