/**
 * The listing lifecycle (spec §4 status codes; issue "Posting wizard, listing lifecycle…"): one
 * machine for every status a listing can be in and every member, moderator and system action on it.
 * It is the single source of truth: the backend runs its pure `transition` on the stored status
 * before writing anything (src/backend/services/listing-transitions.ts), and post management shows
 * exactly the actions `snapshot.can(event)` allows. Guards are pure and read only the context (the
 * listing's facts) and the event: every event says who acts (`by`) and when (`at`), since each one is
 * a separate request by a different person — the member, a moderator, the expiry job — so a single
 * run of the machine (a generated test path) can pass from the owner to a moderator to the system.
 *
 * Stored form: the spec's status code, plus an "expired" mark set by the expiry job (expired has no
 * code of its own; it keeps 20 or 80 and the mark).
 */
import { and, assign, getNextTransitions, or, setup, transition, type SnapshotFrom } from 'xstate';
import { HOME_PAGE_LEVEL, isTierLevel, levelToStored, tierLevel } from '~/lib/listing-prices';

// The status codes and their groups live beside the machine in a module without xstate, so pages
// that only need a group do not load the machine.
export * from './listing-statuses';
import { LISTING_STATUS, type ListingStatusCode } from './listing-statuses';
import { takenTransitionKeys } from './chart/model';

/** Who acts on the listing, from the listing's point of view. A member who does not own it is a stranger. */
export type LifecycleRole = 'owner' | 'moderator' | 'system' | 'stranger';

/** The listing's facts the guards need. */
export interface ListingFacts {
  /** 2 real estate, 1 general goods. */
  readonly listingType: number;
  /** 1 normal, 2 vip, 3 super vip. */
  readonly tier: number;
  readonly onHomePage: boolean;
  /** Inclusive end of the posting period (start + days − 1), epoch ms; null until first posted. */
  readonly endsAt: number | null;
}

export type ListingContext = ListingFacts;

export const REASON_MAX_CHARS = 500;
export const NOTE_MAX_CHARS = 500;

/** Fields a moderator may annotate when sending a listing back (keys of `send_back_notes`). */
export const SEND_BACK_FIELDS = {
  category: 'Danh mục',
  title: 'Tiêu đề',
  description: 'Mô tả',
  price: 'Giá',
  details: 'Thông số (diện tích, số phòng…)',
  images: 'Hình ảnh, video',
  location: 'Địa chỉ',
  contact: 'Thông tin liên hệ',
} as const;

export type SendBackField = keyof typeof SEND_BACK_FIELDS;

/** The notes a moderator wrote, without the fields left out (a partial record may hold `undefined`). */
export function writtenNotes(notes: Readonly<Partial<Record<string, string | undefined>>>): Record<string, string> {
  return Object.fromEntries(Object.entries(notes).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** What a moderator checks before giving the verified mark (real estate only). */
export const VERIFY_CHECKS = {
  legal: 'Giấy tờ pháp lý (sổ đỏ/sổ hồng) khớp với tin',
  owner: 'Người đăng là chính chủ hoặc được uỷ quyền',
  site: 'Hiện trạng nhà/đất khớp với hình ảnh',
  location: 'Vị trí đúng như mô tả',
} as const;

export type VerifyCheck = keyof typeof VERIFY_CHECKS;

/** An action on a listing as requested (what the backend routes and the UI build). */
export type ListingEvent =
  | { type: 'listing.submit' }
  | { type: 'listing.approve' }
  | { type: 'listing.reject'; reason: string }
  | { type: 'listing.sendBack'; notes: Readonly<Record<string, string>> }
  | { type: 'listing.resubmit' }
  | { type: 'listing.edit' }
  | { type: 'listing.takeDown' }
  | { type: 'listing.repost' }
  | { type: 'listing.push' }
  | { type: 'listing.upgrade'; tier: number }
  | { type: 'listing.delete' }
  | { type: 'listing.requestVerification' }
  | { type: 'listing.verify'; checks: readonly string[] }
  | { type: 'listing.expire' };

export type ListingEventType = ListingEvent['type'];

/** Who requested an action and when (epoch ms): what the guards judge it by. */
export interface ListingJudgement {
  readonly by: LifecycleRole;
  readonly at: number;
}

/** An event as the machine receives it: the action, who acts and when. */
export type ListingMachineEvent = ListingEvent & ListingJudgement;

/** The machine event of `action` requested by `by` at `at`. */
export function judged(action: ListingEvent, by: LifecycleRole, at: number): ListingMachineEvent {
  return { ...action, by, at };
}

const isFilled = (text: string) => text.trim().length > 0;

export function isValidReason(reason: string): boolean {
  return isFilled(reason) && reason.length <= REASON_MAX_CHARS;
}

export function isValidNotes(notes: Readonly<Record<string, string>>): boolean {
  const entries = Object.entries(notes);
  return (
    entries.some(([, note]) => isFilled(note)) &&
    entries.every(([field, note]) => field in SEND_BACK_FIELDS && note.length <= NOTE_MAX_CHARS)
  );
}

export function isValidChecks(checks: readonly string[]): boolean {
  return checks.length > 0 && checks.every((check) => check in VERIFY_CHECKS);
}

export const listingLifecycleMachine = setup({
  types: {
    context: {} as ListingContext,
    events: {} as ListingMachineEvent,
    input: {} as ListingContext | undefined,
  },
  guards: {
    isOwner: ({ event }) => event.by === 'owner',
    isModerator: ({ event }) => event.by === 'moderator',
    isSystem: ({ event }) => event.by === 'system',
    /** Still within its posting period at the event's time (a listing never posted has no end yet). */
    isRunning: ({ context, event }) => context.endsAt === null || context.endsAt >= event.at,
    hasEnded: ({ context, event }) => context.endsAt !== null && context.endsAt < event.at,
    isRealEstate: ({ context }) => context.listingType === 2,
    hasReason: ({ event }) => event.type === 'listing.reject' && isValidReason(event.reason),
    hasNotes: ({ event }) => event.type === 'listing.sendBack' && isValidNotes(event.notes),
    hasChecks: ({ event }) => event.type === 'listing.verify' && isValidChecks(event.checks),
    isHigherLevel: ({ context, event }) =>
      event.type === 'listing.upgrade' && isTierLevel(event.tier) && event.tier > tierLevel(context),
  },
  actions: {
    applyUpgrade: assign(({ context, event }) => {
      if (event.type !== 'listing.upgrade' || !isTierLevel(event.tier)) return {};
      const stored = levelToStored(event.tier);
      return { tier: stored.tier, onHomePage: stored.onHomePage || context.onHomePage };
    }),
  },
}).createMachine({
  id: 'listingLifecycle',
  initial: 'draft',
  // Without input (a chart or a test starting from scratch) it is a fresh draft of a real-estate listing.
  context: ({ input }): ListingContext => input ?? { listingType: 2, tier: 1, onHomePage: false, endsAt: null },
  states: {
    draft: {
      on: {
        'listing.submit': { guard: 'isOwner', target: 'pending' },
        'listing.delete': { guard: 'isOwner', target: 'reject' },
      },
    },
    pending: {
      on: {
        'listing.approve': { guard: 'isModerator', target: 'posted' },
        'listing.reject': { guard: and(['isModerator', 'hasReason']), target: 'reject' },
        'listing.sendBack': { guard: and(['isModerator', 'hasNotes']), target: 'sendBack' },
        'listing.verify': { guard: and(['isModerator', 'isRealEstate', 'hasChecks']), target: 'verified' },
        'listing.requestVerification': { guard: and([or(['isOwner', 'isModerator']), 'isRealEstate']), target: 'verifying' },
        'listing.edit': { guard: 'isOwner', target: 'pending' },
        'listing.delete': { guard: 'isOwner', target: 'reject' },
      },
    },
    posted: {
      on: {
        'listing.edit': { guard: 'isOwner', target: 'pending' },
        'listing.takeDown': { guard: or(['isOwner', 'isModerator']), target: 'takeDown' },
        'listing.push': { guard: and(['isOwner', 'isRunning']), target: 'posted' },
        'listing.upgrade': { guard: and(['isOwner', 'isRunning', 'isHigherLevel']), target: 'posted', actions: 'applyUpgrade' },
        'listing.requestVerification': { guard: and(['isOwner', 'isRealEstate', 'isRunning']), target: 'verifying' },
        'listing.delete': { guard: 'isOwner', target: 'reject' },
        'listing.expire': { guard: and(['isSystem', 'hasEnded']), target: 'expired' },
      },
    },
    takeDown: {
      on: {
        'listing.repost': { guard: 'isOwner', target: 'pending' },
        'listing.delete': { guard: 'isOwner', target: 'reject' },
      },
    },
    /** Rejected by a moderator, or deleted by its owner (the spec sends status reject for a delete). */
    reject: {},
    sendBack: {
      on: {
        'listing.resubmit': { guard: 'isOwner', target: 'pending' },
        'listing.delete': { guard: 'isOwner', target: 'reject' },
      },
    },
    verifying: {
      on: {
        'listing.verify': { guard: and(['isModerator', 'hasChecks']), target: 'verified' },
        'listing.approve': { guard: 'isModerator', target: 'posted' },
        'listing.reject': { guard: and(['isModerator', 'hasReason']), target: 'reject' },
        'listing.sendBack': { guard: and(['isModerator', 'hasNotes']), target: 'sendBack' },
        'listing.delete': { guard: 'isOwner', target: 'reject' },
      },
    },
    verified: {
      on: {
        'listing.edit': { guard: 'isOwner', target: 'pending' },
        'listing.takeDown': { guard: or(['isOwner', 'isModerator']), target: 'takeDown' },
        'listing.push': { guard: and(['isOwner', 'isRunning']), target: 'verified' },
        'listing.upgrade': { guard: and(['isOwner', 'isRunning', 'isHigherLevel']), target: 'verified', actions: 'applyUpgrade' },
        'listing.delete': { guard: 'isOwner', target: 'reject' },
        'listing.expire': { guard: and(['isSystem', 'hasEnded']), target: 'expired' },
      },
    },
    /** Posted or verified past its end date; the expiry job marks it. */
    expired: {
      on: {
        'listing.repost': { guard: 'isOwner', target: 'pending' },
        'listing.delete': { guard: 'isOwner', target: 'reject' },
      },
    },
  },
});

export type ListingSnapshot = SnapshotFrom<typeof listingLifecycleMachine>;
export type ListingStateValue = 'draft' | 'pending' | 'posted' | 'takeDown' | 'reject' | 'sendBack' | 'verifying' | 'verified' | 'expired';

export const STATE_OF_STATUS: Readonly<Record<ListingStatusCode, ListingStateValue>> = Object.fromEntries(
  Object.entries(LISTING_STATUS).map(([state, code]) => [code, state]),
) as Record<ListingStatusCode, ListingStateValue>;

/** The status code written for a state; expired keeps the code the listing had (posted or verified). */
export function statusOfState(state: ListingStateValue, previous: ListingStatusCode): ListingStatusCode {
  return state === 'expired' ? previous : LISTING_STATUS[state];
}

export const STATE_LABELS: Readonly<Record<ListingStateValue, string>> = {
  draft: 'Tin nháp',
  pending: 'Chờ duyệt',
  posted: 'Đang hiển thị',
  takeDown: 'Đã hạ tin',
  reject: 'Bị từ chối',
  sendBack: 'Cần chỉnh sửa',
  verifying: 'Đang xác thực',
  verified: 'Đã xác thực',
  expired: 'Hết hạn',
};

/** What each action is called, to finish a sentence like "không thể …". */
export const EVENT_LABELS: Readonly<Record<ListingEventType, string>> = {
  'listing.submit': 'đăng tin nháp',
  'listing.approve': 'duyệt tin',
  'listing.reject': 'từ chối tin',
  'listing.sendBack': 'trả tin về để sửa',
  'listing.resubmit': 'gửi lại tin',
  'listing.edit': 'sửa tin',
  'listing.takeDown': 'hạ tin',
  'listing.repost': 'đăng lại tin',
  'listing.push': 'đẩy tin',
  'listing.upgrade': 'nâng hạng tin',
  'listing.delete': 'xoá tin',
  'listing.requestVerification': 'yêu cầu xác thực tin',
  'listing.verify': 'xác thực tin',
  'listing.expire': 'cho tin hết hạn',
};

export function isStatusCode(value: number): value is ListingStatusCode {
  return value in STATE_OF_STATUS;
}

/** A listing as stored: its status code, the expiry job's mark and the facts. */
export interface StoredListing extends ListingFacts {
  readonly status: ListingStatusCode;
  readonly expired: boolean;
}

export function stateOfStored(stored: Pick<StoredListing, 'status' | 'expired'>): ListingStateValue {
  const state = STATE_OF_STATUS[stored.status];
  return stored.expired && (state === 'posted' || state === 'verified') ? 'expired' : state;
}

/** The machine snapshot of a stored listing (pure: machine.resolveState); events say who acts and when. */
export function resolveListing(stored: StoredListing): ListingSnapshot {
  const context: ListingContext = { listingType: stored.listingType, tier: stored.tier, onHomePage: stored.onHomePage, endsAt: stored.endsAt };
  return listingLifecycleMachine.resolveState({ value: stateOfStored(stored), context });
}

export function canListing(stored: StoredListing, role: LifecycleRole, event: ListingEvent, now: number): boolean {
  return resolveListing(stored).can(judged(event, role, now));
}

export type ListingTransition =
  | {
      readonly allowed: true;
      readonly from: ListingStateValue;
      readonly to: ListingStateValue;
      readonly status: ListingStatusCode;
      readonly context: ListingContext;
      /** The transition keys taken, for the live funnel (issue #36). */
      readonly taken: readonly string[];
    }
  | { readonly allowed: false; readonly from: ListingStateValue; readonly message: string };

function valueOf(snapshot: ListingSnapshot): ListingStateValue {
  return snapshot.value;
}

/** Runs the machine's pure transition on a stored listing: the new state and status, or why not. */
export function transitionListing(stored: StoredListing, role: LifecycleRole, action: ListingEvent, now: number): ListingTransition {
  const snapshot = resolveListing(stored);
  const from = valueOf(snapshot);
  const event = judged(action, role, now);
  if (!snapshot.can(event)) return { allowed: false, from, message: refusalMessage(snapshot, event) };
  const taken = takenTransitionKeys(listingLifecycleMachine, snapshot, event);
  const [next] = transition(listingLifecycleMachine, snapshot, event);
  const to = valueOf(next);
  return { allowed: true, from, to, status: statusOfState(to, stored.status), context: next.context, taken };
}

const MODERATOR_EVENTS: ReadonlySet<ListingEventType> = new Set(['listing.approve', 'listing.reject', 'listing.sendBack', 'listing.verify']);

/** Why the machine refused `event`, in Vietnamese, most specific reason first. */
export function refusalMessage(snapshot: ListingSnapshot, event: ListingMachineEvent): string {
  const { context } = snapshot;
  const state = valueOf(snapshot);
  const action = EVENT_LABELS[event.type];
  const role = event.by;
  if (role === 'stranger') return 'Bạn không có quyền thao tác trên tin này.';
  const handled = getNextTransitions(snapshot).some((candidate) => candidate.eventType === event.type);
  if (!handled) return `Tin đang ở trạng thái "${STATE_LABELS[state]}" nên không thể ${action}.`;
  if (event.type === 'listing.expire') return role === 'system' ? 'Tin chưa hết hạn.' : 'Chỉ hệ thống mới cho tin hết hạn.';
  if (MODERATOR_EVENTS.has(event.type) && role !== 'moderator') return `Chỉ kiểm duyệt viên mới được ${action}.`;
  if (!MODERATOR_EVENTS.has(event.type) && role === 'system') return `Hệ thống không thể ${action}.`;
  if (role === 'moderator' && event.type !== 'listing.takeDown' && event.type !== 'listing.requestVerification' && !MODERATOR_EVENTS.has(event.type)) {
    return `Chỉ chủ tin mới được ${action}.`;
  }
  switch (event.type) {
    case 'listing.reject':
      return `Vui lòng nhập lý do từ chối (tối đa ${REASON_MAX_CHARS} kí tự).`;
    case 'listing.sendBack':
      return `Vui lòng ghi chú ít nhất một mục cần sửa (mỗi ghi chú tối đa ${NOTE_MAX_CHARS} kí tự).`;
    case 'listing.push':
    case 'listing.upgrade':
      if (context.endsAt !== null && context.endsAt < event.at) return `Tin đã hết hạn nên không thể ${action}.`;
      if (event.type === 'listing.upgrade') {
        return tierLevel(context) === HOME_PAGE_LEVEL ? 'Tin đã ở hạng cao nhất.' : 'Chỉ có thể nâng lên hạng cao hơn hạng hiện tại.';
      }
      break;
    case 'listing.verify':
      if (context.listingType !== 2) return 'Chỉ tin bất động sản mới được xác thực.';
      return 'Vui lòng chọn ít nhất một mục đã kiểm tra.';
    case 'listing.requestVerification':
      if (context.listingType !== 2) return 'Chỉ tin bất động sản mới được xác thực.';
      if (role === 'moderator') return 'Kiểm duyệt viên chỉ chuyển sang xác thực tin đang chờ duyệt.';
      return 'Tin đã hết hạn nên không thể yêu cầu xác thực.';
    default:
      break;
  }
  return `Không thể ${action} lúc này.`;
}

/** The member actions post management offers, in display order; upgrade is offered when any higher level is allowed. */
export const OWNER_ACTIONS = [
  'listing.submit',
  'listing.resubmit',
  'listing.edit',
  'listing.push',
  'listing.upgrade',
  'listing.requestVerification',
  'listing.takeDown',
  'listing.repost',
  'listing.delete',
] as const satisfies readonly ListingEventType[];

export type OwnerAction = (typeof OWNER_ACTIONS)[number];

/** A representative event of each owner action at `now`, for `snapshot.can` (upgrade: the next level up). */
export function ownerActionEvent(action: OwnerAction, snapshot: ListingSnapshot, now: number): ListingMachineEvent {
  if (action === 'listing.upgrade') return judged({ type: 'listing.upgrade', tier: Math.min(HOME_PAGE_LEVEL, tierLevel(snapshot.context) + 1) }, 'owner', now);
  return judged({ type: action }, 'owner', now);
}

/** The owner actions the machine allows on this snapshot at `now`. */
export function allowedOwnerActions(snapshot: ListingSnapshot, now: number): OwnerAction[] {
  return OWNER_ACTIONS.filter((action) => snapshot.can(ownerActionEvent(action, snapshot, now)));
}
