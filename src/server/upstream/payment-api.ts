/**
 * Client of the payment host (spec §7 "Payments", form-encoded) and of the member wallet calls
 * (profile/history, voucher/take on the back-end API host). Payment writes are never retried
 * (perf-security 11): a failed create resolves false and the member tries again.
 * @see docs/upstream-contract.md "Payment host"
 */
import type { HttpClient } from '@effect/platform';
import { Context, Effect, Layer, type Schema } from 'effect';
import { APP_ID } from '~/lib/posting-rules';
import {
  CastRequest,
  CastResponse,
  CreatePaymentRequest,
  CreatePaymentResponse,
  HistoryRequest,
  HistoryResponse,
  ValidateCodeResponse,
  ValidateVnPayResponse,
  VoucherTakeRequest,
  VoucherTakeResponse,
  type HistoryOption,
} from '~/lib/contract/payment';
import type { PaymentProvider } from '~/lib/payment-result';
import type { UpstreamError } from './errors';
import { encodeContractRequest } from './encode-request';
import { makeUpstreamHttpClient, READ_RETRY } from './http';
import type { MemberAuth } from './member-api';

const CREATE_PATHS: Record<PaymentProvider, string> = { momo: '/api/payment/createMoMo', vnpay: '/api/payment/createVnPay', napas: '/api/payment/createNapas' };
const VALIDATE_PATHS: Record<PaymentProvider, string> = { momo: '/api/payment/validateMoMo', vnpay: '/api/payment/validateVnPay', napas: '/api/payment/validateNapas' };

/** Spec §7 create payload, minus `m` (always the session's member). */
export interface CreatePaymentInput {
  readonly provider: PaymentProvider;
  readonly memberName: string;
  readonly description: string;
  readonly amount: number;
  readonly item: { readonly kind: 'pack' | 'package'; readonly id: number };
  readonly redirect: string;
  readonly notify?: string | undefined;
  readonly note?: string | undefined;
}

export interface ValidateResult {
  readonly provider: PaymentProvider;
  readonly status: number | string;
  readonly cancelled?: boolean | undefined;
  readonly code?: number | undefined;
}

export interface PaymentApiService {
  readonly create: (auth: MemberAuth, input: CreatePaymentInput) => Effect.Effect<{ url: string; orderCode: string }, UpstreamError>;
  readonly validate: (auth: MemberAuth, provider: PaymentProvider, params: Readonly<Record<string, string>>) => Effect.Effect<ValidateResult, UpstreamError>;
  readonly buyPackageWithPoints: (auth: MemberAuth, input: { packageId: number; points: number; idempotencyKey: string }) => Effect.Effect<string, UpstreamError>;
  readonly history: (auth: MemberAuth, query: { option: HistoryOption; page: number; number: number }) => Effect.Effect<(typeof HistoryResponse.Type)['data'], UpstreamError>;
  readonly takeVoucher: (auth: MemberAuth, code: string) => Effect.Effect<string, UpstreamError>;
}

export class PaymentApi extends Context.Tag('upstream/PaymentApi')<PaymentApi, PaymentApiService>() {}

const USER_FACING = [400, 403, 404, 409, 429] as const;

/** Encodes a request with its contract schema, which validates it: a caller bug is not a round trip. */
const encodeRequest =
  <A, I>(schema: Schema.Schema<A, I>, host: string, operation: string) =>
  (request: A) =>
    encodeContractRequest(schema, { host, operation }, request);

export const PaymentApiLive = (config: { paymentUrl: string; apiUrl: string; timeoutMs?: number | undefined }): Layer.Layer<PaymentApi, never, HttpClient.HttpClient> =>
  Layer.effect(
    PaymentApi,
    Effect.gen(function* () {
      // MoMo's create is a server-to-server call behind ours: allow its 30 s budget.
      const payment = yield* makeUpstreamHttpClient({ service: 'PaymentApi', host: 'payment', baseUrl: config.paymentUrl, timeoutMs: Math.max(config.timeoutMs ?? 0, 35_000) });
      const member = yield* makeUpstreamHttpClient({ service: 'WalletApi', host: 'member', baseUrl: config.apiUrl, timeoutMs: config.timeoutMs });
      const service: PaymentApiService = {
        create: ({ memberId, token }, input) =>
          encodeRequest(CreatePaymentRequest, 'payment', 'create')({
            mn: input.memberName,
            i: input.description,
            a: input.amount,
            ap: APP_ID,
            note: input.note ?? '',
            redirect: input.redirect,
            ...(input.notify ? { notify: input.notify } : {}),
            ...(input.provider === 'napas' ? { pt: 'ATM' as const } : {}),
            ...(input.item.kind === 'pack' ? { pack_id: input.item.id } : { package_id: input.item.id }),
          }).pipe(
            Effect.flatMap((form) =>
              payment.postForm(CREATE_PATHS[input.provider], { m: memberId, ...form }, { operation: 'create', schema: CreatePaymentResponse, bearerToken: token, userFacingStatuses: USER_FACING }),
            ),
            Effect.map((body) => ({ url: body.data.url, orderCode: body.data.order_code })),
          ),
        validate: ({ memberId, token }, provider, params) => {
          const form = { ...params, m: String(memberId) };
          const options = { operation: 'validate', bearerToken: token, userFacingStatuses: USER_FACING };
          return provider === 'vnpay'
            ? payment.postForm(VALIDATE_PATHS.vnpay, form, { ...options, schema: ValidateVnPayResponse }).pipe(Effect.map((body) => ({ provider, status: body.status, cancelled: body.cancelled, code: body.code })))
            : payment.postForm(VALIDATE_PATHS[provider], form, { ...options, schema: ValidateCodeResponse }).pipe(Effect.map((body) => ({ provider, status: body.status })));
        },
        buyPackageWithPoints: ({ memberId, token }, input) =>
          encodeRequest(CastRequest, 'payment', 'createCast')({ ap: APP_ID, package_id: input.packageId, a: input.points, idempotency_key: input.idempotencyKey }).pipe(
            Effect.flatMap((form) =>
              payment.postForm('/api/payment/createCast', { m: memberId, ...form }, { operation: 'createCast', schema: CastResponse, bearerToken: token, userFacingStatuses: USER_FACING }),
            ),
            Effect.map((body) => body.message),
          ),
        history: ({ memberId, token }, query) =>
          encodeRequest(HistoryRequest, 'member', 'history')(query).pipe(
            Effect.flatMap((request) =>
              // A read with a POST verb: safe to retry.
              member.postJson('/api/member/profile/history', { memberId, ...request }, { operation: 'history', schema: HistoryResponse, bearerToken: token, retry: READ_RETRY }),
            ),
            Effect.map((body) => body.data),
          ),
        takeVoucher: ({ memberId, token }, code) =>
          encodeRequest(VoucherTakeRequest, 'member', 'takeVoucher')({ app_id: APP_ID, code }).pipe(
            Effect.flatMap((form) =>
              member.postForm('/api/member/voucher/take', { member_id: memberId, ...form }, { operation: 'takeVoucher', schema: VoucherTakeResponse, bearerToken: token, userFacingStatuses: USER_FACING }),
            ),
            Effect.map((body) => body.message),
          ),
      };
      return service;
    }),
  );
