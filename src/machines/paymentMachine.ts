/**
 * The payment flow (spec §4 "Payment flow", §8 payment messages, issue "Payments"):
 * idle → creating (loading on, a timestamp token set) → paying (provider URL, http → https, in the
 * iframe modal; loading off) → validating the provider's return → one result state per code:
 * result.success (1), result.pointsError (2), result.cancelled (3), result.invalid (0),
 * result.unsuccessful (4); plus result.creationFailed (creation resolved false) and
 * result.validationFailed (the result could not be checked).
 *
 * MoMo and Napas succeed only when status is 1, otherwise the status code picks the message
 * (default 4); VnPay succeeds on '00' and a cancelled flag means cancelled.
 * Pure: the create/validate calls are actors and the profile reload an action, all supplied by the
 * UI through `.provide()`. Mutations start only on explicit events (StrictMode-safe).
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  PAYMENT_CREATE_FAILED_MESSAGE,
  PAYMENT_RESULT_MESSAGES,
  PAYMENT_RETRY_MESSAGE,
  securePaymentUrl,
  vnpayResultCode,
  type PaymentProvider,
  type PaymentResultCode,
} from '~/lib/payment-result';

/** What is being bought: a point pack or a service package, by id. */
export interface PaymentItem {
  readonly kind: 'pack' | 'package';
  readonly id: number;
}

export interface PaymentContext {
  readonly provider: PaymentProvider | null;
  readonly item: PaymentItem | null;
  /** The timestamp token of spec §4, set when creation starts. */
  readonly token: number | null;
  readonly url: string | null;
  readonly message: string | null;
}

export type PaymentEvent =
  | { type: 'payment.start'; provider: PaymentProvider; item: PaymentItem; at: number }
  | { type: 'payment.returned'; provider: PaymentProvider; params: Readonly<Record<string, string>> }
  | { type: 'payment.close' }
  | { type: 'payment.reset' };

/** createPayment resolves false on failure (spec §8), with the server's message when it has one. */
export type CreatePaymentOutput = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly message?: string | undefined };

/** validate* as the backend answers: MoMo/Napas `status` is the app code; VnPay's is its own code. */
export interface ValidatePaymentOutput {
  readonly provider: PaymentProvider;
  readonly status: number | string;
  readonly cancelled?: boolean | undefined;
  /** The app code (VnPay answers carry it besides the provider status). */
  readonly code?: number | undefined;
}

const asCode = (value: number | undefined): PaymentResultCode =>
  value === 0 || value === 1 || value === 2 || value === 3 || value === 4 ? value : 4;

/** The app result code of a validate answer, per provider (spec §8). */
export function resultCodeOf(output: ValidatePaymentOutput): PaymentResultCode {
  if (output.provider === 'vnpay') return vnpayResultCode(output);
  if (output.status === 1) return 1;
  return typeof output.status === 'number' && output.status !== 1 ? asCode(output.status) : 4;
}

const RESULT_STATE = { 0: 'invalid', 1: 'success', 2: 'pointsError', 3: 'cancelled', 4: 'unsuccessful' } as const;

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    tags: {} as 'loading' | 'modal' | 'result',
  },
  actors: {
    createPayment: fromPromise<CreatePaymentOutput, { provider: PaymentProvider; item: PaymentItem; token: number }>(async () => ({ ok: false })),
    validatePayment: fromPromise<ValidatePaymentOutput, { provider: PaymentProvider; params: Readonly<Record<string, string>> }>(async ({ input }) => ({
      provider: input.provider,
      status: 0,
    })),
  },
  actions: {
    startOrder: assign((_, params: { provider: PaymentProvider; item: PaymentItem; at: number }) => ({
      provider: params.provider,
      item: params.item,
      token: params.at,
      url: null,
      message: null,
    })),
    openProvider: assign({ url: (_, params: { url: string }) => securePaymentUrl(params.url) }),
    rememberReturn: assign({ provider: (_, params: { provider: PaymentProvider }) => params.provider, url: null }),
    setMessage: assign({ message: (_, params: { message: string }) => params.message }),
    clearOrder: assign({ provider: null, item: null, token: null, url: null, message: null }),
    /** After success the profile points reload (spec §4): the UI refreshes the sidebar's data. */
    reloadProfile: () => {},
  },
  guards: {
    created: (_, params: { output: CreatePaymentOutput }) => params.output.ok,
    resultIs: (_, params: { output: ValidatePaymentOutput; code: PaymentResultCode }) => resultCodeOf(params.output) === params.code,
  },
}).createMachine({
  id: 'payment',
  initial: 'idle',
  context: { provider: null, item: null, token: null, url: null, message: null },
  states: {
    idle: {
      on: {
        'payment.start': { target: 'creating', actions: { type: 'startOrder', params: ({ event }) => event } },
        // A result page opened directly (the provider redirected the whole window).
        'payment.returned': { target: 'validating', actions: { type: 'rememberReturn', params: ({ event }) => event } },
      },
    },
    creating: {
      tags: ['loading'],
      invoke: {
        id: 'createPayment',
        src: 'createPayment',
        input: ({ context }) => ({ provider: context.provider ?? 'momo', item: context.item ?? { kind: 'pack', id: 0 }, token: context.token ?? 0 }),
        onDone: [
          {
            guard: { type: 'created', params: ({ event }) => ({ output: event.output }) },
            target: 'paying',
            actions: { type: 'openProvider', params: ({ event }) => ({ url: event.output.ok ? event.output.url : '' }) },
          },
          {
            target: 'result.creationFailed',
            actions: { type: 'setMessage', params: ({ event }) => ({ message: (!event.output.ok && event.output.message) || PAYMENT_CREATE_FAILED_MESSAGE }) },
          },
        ],
        onError: { target: 'result.creationFailed', actions: { type: 'setMessage', params: { message: PAYMENT_CREATE_FAILED_MESSAGE } } },
      },
    },
    paying: {
      tags: ['modal'],
      on: {
        'payment.returned': { target: 'validating', actions: { type: 'rememberReturn', params: ({ event }) => event } },
        'payment.close': { target: 'idle', actions: 'clearOrder' },
      },
    },
    validating: {
      tags: ['loading'],
      invoke: {
        id: 'validatePayment',
        src: 'validatePayment',
        input: ({ context, event }) => ({ provider: context.provider ?? 'momo', params: event.type === 'payment.returned' ? event.params : {} }),
        onDone: ([1, 3, 2, 0, 4] as const).map((code) => ({
          guard: { type: 'resultIs' as const, params: ({ event }: { event: { output: ValidatePaymentOutput } }) => ({ output: event.output, code }) },
          target: `result.${RESULT_STATE[code]}` as const,
          actions: [
            { type: 'setMessage' as const, params: { message: PAYMENT_RESULT_MESSAGES[code] } },
            ...(code === 1 ? (['reloadProfile'] as const) : []),
          ],
        })),
        onError: { target: 'result.validationFailed', actions: { type: 'setMessage', params: { message: PAYMENT_RETRY_MESSAGE } } },
      },
    },
    /** The outcome, with its spec §8 message in context; the payer may start again or dismiss it. */
    result: {
      tags: ['result'],
      // Always entered through an explicit child; `invalid` is only the required default.
      initial: 'invalid',
      on: {
        'payment.start': { target: 'creating', actions: { type: 'startOrder', params: ({ event }) => event } },
        'payment.reset': { target: 'idle', actions: 'clearOrder' },
      },
      states: {
        success: {},
        pointsError: {},
        cancelled: {},
        invalid: {},
        unsuccessful: {},
        validationFailed: {},
        creationFailed: {},
      },
    },
  },
});
