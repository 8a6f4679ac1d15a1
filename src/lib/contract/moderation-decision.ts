/**
 * A moderator's decision on a listing in the queue (docs/upstream-contract.md "Moderation"), written
 * once: the app's moderation router takes `ReviewDecision` as its input, the backend's decide route
 * reads `DecideRequest`: the same shapes plus the listing id and the two decisions the app does not
 * send from the queue (`start_verification`, `take_down`). Field and check names, and the text
 * bounds, are the lifecycle machine's.
 */
import { Schema } from 'effect';
import { NOTE_MAX_CHARS, REASON_MAX_CHARS, SEND_BACK_FIELDS, VERIFY_CHECKS } from '~/machines/listingLifecycle';
import { RowId } from './common';

const fields = Object.keys(SEND_BACK_FIELDS) as Array<keyof typeof SEND_BACK_FIELDS>;
const checks = Object.keys(VERIFY_CHECKS) as Array<keyof typeof VERIFY_CHECKS>;

const Approve = Schema.Struct({ decision: Schema.Literal('approve') });
const Reject = Schema.Struct({ decision: Schema.Literal('reject'), reason: Schema.String.pipe(Schema.maxLength(REASON_MAX_CHARS)) });
const SendBack = Schema.Struct({
  decision: Schema.Literal('send_back'),
  notes: Schema.partial(Schema.Record({ key: Schema.Literal(...fields), value: Schema.String.pipe(Schema.maxLength(NOTE_MAX_CHARS)) })),
});
const Verify = Schema.Struct({
  decision: Schema.Literal('verify'),
  checks: Schema.Array(Schema.Literal(...checks)).pipe(Schema.maxItems(checks.length)),
});

/** What a moderator decides from the review queue. */
export const ReviewDecision = Schema.Union(Approve, Reject, SendBack, Verify);
export type ReviewDecision = typeof ReviewDecision.Type;

/** The decide request the backend reads: a review decision, or starting a verification, or taking a live listing down. */
export const DecideRequest = Schema.extend(
  Schema.Struct({ post_id: RowId }),
  Schema.Union(Approve, Reject, SendBack, Verify, Schema.Struct({ decision: Schema.Literal('start_verification') }), Schema.Struct({ decision: Schema.Literal('take_down') })),
);
export type DecideRequest = typeof DecideRequest.Type;
