/**
 * The live funnel's wire (issue #36, docs/upstream-contract.md "Funnel"): a member's browser sends
 * a batch of transitions its machines took (a beacon), and staff read the counts for a range of
 * days. Counts are anonymous; the beacon's member is used for its rate limit only.
 */
import { Schema } from 'effect';
import { Envelope } from './common';
import { FUNNEL_BOUNDS } from './funnel-vocabulary';

export { FUNNEL_BOUNDS };


const MachineId = Schema.String.pipe(Schema.pattern(/^[a-z][a-z0-9-]*$/), Schema.maxLength(FUNNEL_BOUNDS.machineId));
const TransitionKey = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(FUNNEL_BOUNDS.transitionKey));
/** A UTC day, YYYY-MM-DD. */
export const FunnelDay = Schema.String.pipe(Schema.pattern(/^\d{4}-\d{2}-\d{2}$/));

export const FunnelTransition = Schema.Struct({ machine_id: MachineId, transition_key: TransitionKey });
export type FunnelTransition = typeof FunnelTransition.Type;

export const FunnelBeaconRequest = Schema.Struct({
  transitions: Schema.Array(FunnelTransition).pipe(Schema.minItems(1), Schema.maxItems(FUNNEL_BOUNDS.batch)),
});
export const FunnelBeaconResponse = Envelope(Schema.Struct({ recorded: Schema.Number }));

export const FunnelCountsRequest = Schema.Struct({ from: FunnelDay, to: FunnelDay });
export const FunnelCount = Schema.Struct({ machine_id: Schema.String, transition_key: Schema.String, count: Schema.Number });
export const FunnelCountsResponse = Envelope(Schema.Array(FunnelCount));
