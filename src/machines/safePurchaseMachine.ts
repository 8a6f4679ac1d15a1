/**
 * "Mua an toàn" (issue #38): one order's life, from the buyer's payment held by the provider to the
 * money released to the seller or refunded to the buyer. Like the listing lifecycle, this machine is
 * the single source of truth: the backend runs its pure `transition` on the stored state before
 * writing anything (src/backend/services/safe-purchase.ts), and the pages offer exactly what
 * `snapshot.can(event)` allows. Every event says who acts (`by`) and when (`at`), since each one is a
 * separate request by a different party — the buyer, the seller, a moderator, the provider's
 * payment result or the timer job — so one run (a generated test path) passes between them.
 *
 * The timers are events of the system with a time guard, not `after` delays: the timer job on the
 * queue sends them once the stored deadline has passed, so they survive restarts and run once
 * across instances. Deadlines are set by the machine's actions from the order's configured days.
 */
import { and, assign, getNextTransitions, or, setup, transition, type SnapshotFrom } from 'xstate';
import { takenTransitionKeys } from './chart/model';

export const DAY_MS = 86_400_000;
export const DISPUTE_REASON_MAX_CHARS = 1_000;
export const DECISION_NOTE_MAX_CHARS = 500;

/** Who acts on an order, from the order's point of view. A member who is neither side is a stranger. */
export type SafePurchaseRole = 'buyer' | 'seller' | 'moderator' | 'system' | 'stranger';

/** The order's facts the guards and timers need (amounts in đồng, times in epoch ms). */
export interface SafePurchaseContext {
  readonly priceVnd: number;
  /** What the buyer pays on top of the price; kept by the marketplace unless the whole order is refunded. */
  readonly feeVnd: number;
  /** After this the unpaid order expires. */
  readonly paymentDeadline: number;
  /** Days the seller has to hand over once paid, and the buyer to confirm or complain once handed over. */
  readonly handoverDays: number;
  readonly confirmDays: number;
  readonly handoverDeadline: number | null;
  readonly confirmDeadline: number | null;
  /** What went back to the buyer (0 until a refund). */
  readonly refundedVnd: number;
}

export type SafePurchaseDecision = 'refund' | 'partial' | 'release';

export type SafePurchaseEvent =
  | { type: 'order.paid' }
  | { type: 'order.expire' }
  | { type: 'order.cancel' }
  | { type: 'order.handOver' }
  | { type: 'order.handoverTimeout' }
  | { type: 'order.confirm' }
  | { type: 'order.dispute'; reason: string }
  | { type: 'order.confirmTimeout' }
  | { type: 'order.resolve'; decision: SafePurchaseDecision; refundVnd: number };

export type SafePurchaseEventType = SafePurchaseEvent['type'];

export interface SafePurchaseJudgement {
  readonly by: SafePurchaseRole;
  readonly at: number;
}

export type SafePurchaseMachineEvent = SafePurchaseEvent & SafePurchaseJudgement;

export function judgedOrder(action: SafePurchaseEvent, by: SafePurchaseRole, at: number): SafePurchaseMachineEvent {
  return { ...action, by, at };
}

export function isValidDisputeReason(reason: string): boolean {
  return reason.trim().length > 0 && reason.length <= DISPUTE_REASON_MAX_CHARS;
}

/** A partial refund gives the buyer part of the price back: more than nothing, less than all of it. */
export function isValidPartialRefund(refundVnd: number, priceVnd: number): boolean {
  return Number.isSafeInteger(refundVnd) && refundVnd > 0 && refundVnd < priceVnd;
}

export const safePurchaseMachine = setup({
  types: {
    context: {} as SafePurchaseContext,
    events: {} as SafePurchaseMachineEvent,
    input: {} as SafePurchaseContext | undefined,
  },
  guards: {
    isBuyer: ({ event }) => event.by === 'buyer',
    isSeller: ({ event }) => event.by === 'seller',
    isModerator: ({ event }) => event.by === 'moderator',
    isSystem: ({ event }) => event.by === 'system',
    paymentDeadlinePassed: ({ context, event }) => context.paymentDeadline < event.at,
    handoverDeadlinePassed: ({ context, event }) => context.handoverDeadline !== null && context.handoverDeadline < event.at,
    confirmDeadlinePassed: ({ context, event }) => context.confirmDeadline !== null && context.confirmDeadline < event.at,
    hasDisputeReason: ({ event }) => event.type === 'order.dispute' && isValidDisputeReason(event.reason),
    decidesFullRefund: ({ event }) => event.type === 'order.resolve' && event.decision === 'refund',
    decidesPartialRefund: ({ context, event }) => event.type === 'order.resolve' && event.decision === 'partial' && isValidPartialRefund(event.refundVnd, context.priceVnd),
    decidesRelease: ({ event }) => event.type === 'order.resolve' && event.decision === 'release',
    // Who and when together, named so the chart and the studio say what each transition needs.
    isBuyerOrSeller: or(['isBuyer', 'isSeller']),
    isSystemPastPaymentDeadline: and(['isSystem', 'paymentDeadlinePassed']),
    isSystemPastHandoverDeadline: and(['isSystem', 'handoverDeadlinePassed']),
    isSystemPastConfirmDeadline: and(['isSystem', 'confirmDeadlinePassed']),
    isBuyerWithReason: and(['isBuyer', 'hasDisputeReason']),
    isModeratorRefundingAll: and(['isModerator', 'decidesFullRefund']),
    isModeratorRefundingPart: and(['isModerator', 'decidesPartialRefund']),
    isModeratorReleasing: and(['isModerator', 'decidesRelease']),
  },
  actions: {
    startHandoverTimer: assign({ handoverDeadline: ({ context, event }) => event.at + context.handoverDays * DAY_MS }),
    startConfirmTimer: assign({ confirmDeadline: ({ context, event }) => event.at + context.confirmDays * DAY_MS }),
    refundAll: assign({ refundedVnd: ({ context }) => context.priceVnd + context.feeVnd }),
    refundPart: assign({ refundedVnd: ({ event }) => (event.type === 'order.resolve' ? event.refundVnd : 0) }),
  },
}).createMachine({
  id: 'safePurchase',
  initial: 'awaitingPayment',
  context: ({ input }): SafePurchaseContext =>
    input ?? { priceVnd: 1_000_000, feeVnd: 20_000, paymentDeadline: 0, handoverDays: 3, confirmDays: 3, handoverDeadline: null, confirmDeadline: null, refundedVnd: 0 },
  states: {
    /** Chờ thanh toán: the buyer pays through MoMo, VnPay or Napas. */
    awaitingPayment: {
      on: {
        'order.paid': { guard: 'isSystem', target: 'paid', actions: 'startHandoverTimer' },
        'order.expire': { guard: 'isSystemPastPaymentDeadline', target: 'expired' },
        'order.cancel': { guard: 'isBuyerOrSeller', target: 'cancelled' },
      },
    },
    /** Đã thanh toán, tiền được giữ: the seller has N days to hand over. */
    paid: {
      on: {
        'order.handOver': { guard: 'isSeller', target: 'handedOver', actions: 'startConfirmTimer' },
        'order.cancel': { guard: 'isBuyerOrSeller', target: 'refunded', actions: 'refundAll' },
        'order.handoverTimeout': { guard: 'isSystemPastHandoverDeadline', target: 'refunded', actions: 'refundAll' },
      },
    },
    /** Người bán đã giao: the buyer has M days to confirm or complain. */
    handedOver: {
      on: {
        'order.confirm': { guard: 'isBuyer', target: 'completed' },
        'order.dispute': { guard: 'isBuyerWithReason', target: 'disputed' },
        'order.confirmTimeout': { guard: 'isSystemPastConfirmDeadline', target: 'completed' },
      },
    },
    /** Người mua khiếu nại: the moderators decide. */
    disputed: {
      on: {
        'order.resolve': [
          { guard: 'isModeratorRefundingAll', target: 'refunded', actions: 'refundAll' },
          { guard: 'isModeratorRefundingPart', target: 'partiallyRefunded', actions: 'refundPart' },
          { guard: 'isModeratorReleasing', target: 'completed' },
        ],
      },
    },
    /** Hoàn tất: the money went to the seller (less nothing: the buyer paid the fee). */
    completed: {},
    /** Đã hoàn tiền: price and fee back to the buyer. */
    refunded: {},
    /** Hoàn một phần: part of the price back to the buyer, the rest to the seller. */
    partiallyRefunded: {},
    /** Đã huỷ before any payment. */
    cancelled: {},
    /** Hết hạn thanh toán. */
    expired: {},
  },
});

export type SafePurchaseSnapshot = SnapshotFrom<typeof safePurchaseMachine>;
export const SAFE_PURCHASE_STATES = ['awaitingPayment', 'paid', 'handedOver', 'disputed', 'completed', 'refunded', 'partiallyRefunded', 'cancelled', 'expired'] as const;
export type SafePurchaseState = (typeof SAFE_PURCHASE_STATES)[number];

export function isSafePurchaseState(value: string): value is SafePurchaseState {
  return (SAFE_PURCHASE_STATES as readonly string[]).includes(value);
}

/** States in which the provider holds the buyer's money for this order. */
export const HOLDING_STATES: ReadonlySet<SafePurchaseState> = new Set(['paid', 'handedOver', 'disputed']);
/** States nothing leaves. */
export const CLOSED_STATES: ReadonlySet<SafePurchaseState> = new Set(['completed', 'refunded', 'partiallyRefunded', 'cancelled', 'expired']);

export const SAFE_PURCHASE_STATE_LABELS: Readonly<Record<SafePurchaseState, string>> = {
  awaitingPayment: 'Chờ thanh toán',
  paid: 'Đã thanh toán (tiền được giữ)',
  handedOver: 'Người bán đã giao',
  disputed: 'Đang khiếu nại',
  completed: 'Hoàn tất',
  refunded: 'Đã hoàn tiền',
  partiallyRefunded: 'Đã hoàn tiền một phần',
  cancelled: 'Đã huỷ',
  expired: 'Hết hạn thanh toán',
};

/** What each action is called, to finish a sentence like "không thể …". */
export const SAFE_PURCHASE_EVENT_LABELS: Readonly<Record<SafePurchaseEventType, string>> = {
  'order.paid': 'ghi nhận thanh toán',
  'order.expire': 'cho đơn hết hạn',
  'order.cancel': 'huỷ đơn',
  'order.handOver': 'xác nhận đã giao hàng',
  'order.handoverTimeout': 'hoàn tiền vì quá hạn giao hàng',
  'order.confirm': 'xác nhận đã nhận hàng',
  'order.dispute': 'khiếu nại',
  'order.confirmTimeout': 'chuyển tiền vì quá hạn xác nhận',
  'order.resolve': 'quyết định khiếu nại',
};

const SYSTEM_EVENTS: ReadonlySet<SafePurchaseEventType> = new Set(['order.paid', 'order.expire', 'order.handoverTimeout', 'order.confirmTimeout']);
const BUYER_EVENTS: ReadonlySet<SafePurchaseEventType> = new Set(['order.confirm', 'order.dispute']);

export function resolveSafePurchase(state: SafePurchaseState, context: SafePurchaseContext): SafePurchaseSnapshot {
  return safePurchaseMachine.resolveState({ value: state, context });
}

export type SafePurchaseTransition =
  | {
      readonly allowed: true;
      readonly from: SafePurchaseState;
      readonly to: SafePurchaseState;
      readonly context: SafePurchaseContext;
      /** The transition keys taken, for the live funnel (issue #36). */
      readonly taken: readonly string[];
    }
  | { readonly allowed: false; readonly from: SafePurchaseState; readonly message: string };

function stateOf(snapshot: SafePurchaseSnapshot): SafePurchaseState {
  const value = snapshot.value;
  if (typeof value !== 'string' || !isSafePurchaseState(value)) throw new Error(`unexpected safe purchase state ${JSON.stringify(value)}`);
  return value;
}

/** Runs the machine's pure transition on a stored order: the new state and context, or why not (Vietnamese). */
export function transitionSafePurchase(state: SafePurchaseState, context: SafePurchaseContext, action: SafePurchaseEvent, by: SafePurchaseRole, at: number): SafePurchaseTransition {
  const snapshot = resolveSafePurchase(state, context);
  const event = judgedOrder(action, by, at);
  if (!snapshot.can(event)) return { allowed: false, from: state, message: safePurchaseRefusal(snapshot, event) };
  const taken = takenTransitionKeys(safePurchaseMachine, snapshot, event);
  const [next] = transition(safePurchaseMachine, snapshot, event);
  return { allowed: true, from: state, to: stateOf(next), context: next.context, taken };
}

/** Why the machine refused `event`, most specific reason first. */
export function safePurchaseRefusal(snapshot: SafePurchaseSnapshot, event: SafePurchaseMachineEvent): string {
  const state = stateOf(snapshot);
  const action = SAFE_PURCHASE_EVENT_LABELS[event.type];
  if (event.by === 'stranger') return 'Bạn không có quyền thao tác trên đơn hàng này.';
  const handled = getNextTransitions(snapshot).some((candidate) => candidate.eventType === event.type);
  if (!handled) return `Đơn hàng đang ở trạng thái "${SAFE_PURCHASE_STATE_LABELS[state]}" nên không thể ${action}.`;
  if (SYSTEM_EVENTS.has(event.type)) return event.by === 'system' ? 'Chưa tới hạn.' : `Chỉ hệ thống mới được ${action}.`;
  if (event.type === 'order.resolve') {
    if (event.by !== 'moderator') return 'Chỉ ban kiểm duyệt mới được quyết định khiếu nại.';
    if (event.decision === 'partial') return 'Số tiền hoàn một phần phải lớn hơn 0 và nhỏ hơn giá món hàng.';
    return 'Quyết định không hợp lệ.';
  }
  if (event.type === 'order.handOver') return 'Chỉ người bán mới được xác nhận đã giao hàng.';
  if (BUYER_EVENTS.has(event.type) && event.by !== 'buyer') return `Chỉ người mua mới được ${action}.`;
  if (event.type === 'order.dispute') return `Vui lòng nhập lý do khiếu nại (tối đa ${DISPUTE_REASON_MAX_CHARS} kí tự).`;
  if (event.type === 'order.cancel') return 'Chỉ người mua hoặc người bán mới được huỷ đơn.';
  return `Không thể ${action} lúc này.`;
}

/** The actions each side may be offered, in display order. */
export const BUYER_ACTIONS = ['order.confirm', 'order.dispute', 'order.cancel'] as const satisfies readonly SafePurchaseEventType[];
export const SELLER_ACTIONS = ['order.handOver', 'order.cancel'] as const satisfies readonly SafePurchaseEventType[];

export type SafePurchaseMemberAction = (typeof BUYER_ACTIONS)[number] | (typeof SELLER_ACTIONS)[number] | 'order.resolve';

/** A representative event of an action, for `snapshot.can`. */
function representative(type: SafePurchaseEventType): SafePurchaseEvent {
  switch (type) {
    case 'order.dispute':
      return { type, reason: 'Hàng không đúng mô tả.' };
    case 'order.resolve':
      return { type, decision: 'refund', refundVnd: 0 };
    default:
      return { type };
  }
}

/** What `role` may do on this order now (the UI asks this; the backend decides again on each request). */
export function allowedSafePurchaseActions(state: SafePurchaseState, context: SafePurchaseContext, role: SafePurchaseRole, at: number): SafePurchaseMemberAction[] {
  const snapshot = resolveSafePurchase(state, context);
  const candidates: readonly SafePurchaseMemberAction[] = role === 'buyer' ? BUYER_ACTIONS : role === 'seller' ? SELLER_ACTIONS : role === 'moderator' ? ['order.resolve'] : [];
  return candidates.filter((type) => snapshot.can(judgedOrder(representative(type), role, at)));
}
