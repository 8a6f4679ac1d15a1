/**
 * Client of the payment host (spec §7 "Payments", form-encoded) and of the member wallet calls
 * (profile/history, voucher/take on the back-end API host). Payment writes are never retried
 * (perf-security 11): a failed create resolves false and the member tries again.
 * @see docs/upstream-contract.md "Payment host"
 */
import type { HttpClient } from '@effect/platform';
import { Context, Effect, Layer } from 'effect';
import {
  CastResponse,
  CreatePaymentResponse,
  HistoryResponse,
  ValidateCodeResponse,
  ValidateVnPayResponse,
  VoucherTakeResponse,
  type HistoryOption,
} from '~/lib/contract/payment';
import type { PaymentProvider } from '~/lib/payment-result';
import type { UpstreamError } from './errors';
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

const APP_ID = '22';
const USER_FACING = [400, 403, 404, 409, 429] as const;

export const PaymentApiLive = (config: { paymentUrl: string; apiUrl: string; timeoutMs?: number | undefined }): Layer.Layer<PaymentApi, never, HttpClient.HttpClient> =>
  Layer.effect(
    PaymentApi,
    Effect.gen(function* () {
      // MoMo's create is a server-to-server call behind ours: allow its 30 s budget.
      const payment = yield* makeUpstreamHttpClient({ service: 'PaymentApi', host: 'payment', baseUrl: config.paymentUrl, timeoutMs: Math.max(config.timeoutMs ?? 0, 35_000) });
      const member = yield* makeUpstreamHttpClient({ service: 'WalletApi', host: 'member', baseUrl: config.apiUrl, timeoutMs: config.timeoutMs });
      const service: PaymentApiService = {
        create: ({ memberId, token }, input) =>
          payment
            .postForm(
              CREATE_PATHS[input.provider],
              {
                m: String(memberId),
                mn: input.memberName,
                i: input.description,
                a: String(input.amount),
                ap: APP_ID,
                note: input.note ?? '',
                redirect: input.redirect,
                ...(input.notify ? { notify: input.notify } : {}),
                ...(input.provider === 'napas' ? { pt: 'ATM' } : {}),
                ...(input.item.kind === 'pack' ? { pack_id: String(input.item.id) } : { package_id: String(input.item.id) }),
              },
              { operation: 'create', schema: CreatePaymentResponse, bearerToken: token, userFacingStatuses: USER_FACING },
            )
            .pipe(Effect.map((body) => ({ url: body.data.url, orderCode: body.data.order_code }))),
        validate: ({ memberId, token }, provider, params) => {
          const form = { ...params, m: String(memberId) };
          const options = { operation: 'validate', bearerToken: token, userFacingStatuses: USER_FACING };
          return provider === 'vnpay'
            ? payment.postForm(VALIDATE_PATHS.vnpay, form, { ...options, schema: ValidateVnPayResponse }).pipe(Effect.map((body) => ({ provider, status: body.status, cancelled: body.cancelled, code: body.code })))
            : payment.postForm(VALIDATE_PATHS[provider], form, { ...options, schema: ValidateCodeResponse }).pipe(Effect.map((body) => ({ provider, status: body.status })));
        },
        buyPackageWithPoints: ({ memberId, token }, input) =>
          payment
            .postForm(
              '/api/payment/createCast',
              { m: String(memberId), ap: APP_ID, package_id: String(input.packageId), a: String(input.points), idempotency_key: input.idempotencyKey },
              { operation: 'createCast', schema: CastResponse, bearerToken: token, userFacingStatuses: USER_FACING },
            )
            .pipe(Effect.map((body) => body.message)),
        history: ({ memberId, token }, query) =>
          member
            .postJson(
              '/api/member/profile/history',
              { memberId, option: query.option, page: query.page, number: query.number },
              // A read with a POST verb: safe to retry.
              { operation: 'history', schema: HistoryResponse, bearerToken: token, retry: READ_RETRY },
            )
            .pipe(Effect.map((body) => body.data)),
        takeVoucher: ({ memberId, token }, code) =>
          member
            .postForm('/api/member/voucher/take', { app_id: APP_ID, member_id: String(memberId), code }, { operation: 'takeVoucher', schema: VoucherTakeResponse, bearerToken: token, userFacingStatuses: USER_FACING })
            .pipe(Effect.map((body) => body.message)),
      };
      return service;
    }),
  );
