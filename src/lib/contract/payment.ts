/**
 * Wire formats of the payment host (spec §7 "Payments") and the member wallet calls
 * (profile/history, voucher/take); docs/upstream-contract.md "Payment host" and "Member host:
 * wallet" describe them.
 */
import { Schema } from 'effect';

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

export const CastResponse = Schema.Struct({
  status: Schema.Literal(200),
  success: Schema.Literal(true),
  message: Schema.String,
  data: Schema.Struct({ points: Schema.Number, replayed: Schema.Boolean, wallet: WalletBalances }),
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
  reference_type: optional(Schema.String),
  reference_id: optional(Schema.String),
  order_code: optional(Schema.String),
  provider: optional(Schema.String),
  amount: optional(Schema.Number),
  status: optional(Schema.String),
  result_code: optional(Schema.Number),
  expires_at: optional(Schema.Number),
  post_type: optional(Schema.Number),
  post_quota: optional(Schema.Number),
  remaining_posts: optional(Schema.Number),
  day_number: optional(Schema.Number),
});
export type HistoryItem = typeof HistoryItem.Type;

export const HistoryResponse = Schema.Struct({
  status: Schema.Literal(200),
  success: Schema.Literal(true),
  data: Schema.Struct({ items: Schema.Array(HistoryItem), page: Schema.Number, number: Schema.Number, total: Schema.Number }),
});

export const VoucherTakeResponse = Schema.Struct({
  status: Schema.Literal(200),
  success: Schema.Literal(true),
  message: Schema.String,
  data: Schema.Struct({ code: Schema.String, points: Schema.Number, wallet: Schema.Literal('topup', 'bonus') }),
});
