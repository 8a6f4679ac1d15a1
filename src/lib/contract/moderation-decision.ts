/**
 * A moderator's decision on a listing in the queue (docs/upstream-contract.md "Moderation"), written
 * once: the app's moderation router reads its input with `reviewDecision`, the backend's decide
 * route reads the same shapes plus the listing id and the two decisions the app does not send from
 * the queue (`start_verification`, `take_down`). Field and check names, and the text bounds, are the
 * lifecycle machine's.
 */
import { z } from 'zod';
import { NOTE_MAX_CHARS, REASON_MAX_CHARS, SEND_BACK_FIELDS, VERIFY_CHECKS } from '~/machines/listingLifecycle';

const fields = Object.keys(SEND_BACK_FIELDS) as [keyof typeof SEND_BACK_FIELDS, ...Array<keyof typeof SEND_BACK_FIELDS>];
const checks = Object.keys(VERIFY_CHECKS) as [keyof typeof VERIFY_CHECKS, ...Array<keyof typeof VERIFY_CHECKS>];

const approve = z.object({ decision: z.literal('approve') });
const reject = z.object({ decision: z.literal('reject'), reason: z.string().max(REASON_MAX_CHARS) });
const sendBack = z.object({ decision: z.literal('send_back'), notes: z.partialRecord(z.enum(fields), z.string().max(NOTE_MAX_CHARS)) });
const verify = z.object({ decision: z.literal('verify'), checks: z.array(z.enum(checks)).max(checks.length) });

/** What a moderator decides from the review queue. */
export const reviewDecision = z.discriminatedUnion('decision', [approve, reject, sendBack, verify]);
export type ReviewDecision = z.output<typeof reviewDecision>;

/** The decide request the backend reads: a review decision, or starting a verification, or taking a live listing down. */
export const decideRequest = z.discriminatedUnion('decision', [
  approve,
  reject,
  sendBack,
  verify,
  z.object({ decision: z.literal('start_verification') }),
  z.object({ decision: z.literal('take_down') }),
]);
export type DecideRequest = z.output<typeof decideRequest>;
