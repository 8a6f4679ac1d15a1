/**
 * Wire formats of the upstream hosts (product spec §7), as Effect Schemas. The app's upstream
 * clients decode every response with them and the reference backend's tests check its answers
 * against them, so the two sides cannot drift. Shapes the spec leaves "not shown" are defined
 * here and recorded in docs/upstream-contract.md.
 */
import { Schema } from 'effect';
import { APP_ID } from '../posting-rules';

/** Seconds since the epoch, as the spec sends object_date and the profile's expiries. */
export const EpochSeconds = Schema.Number.pipe(Schema.int(), Schema.nonNegative());

/** The envelope every list-host answer uses: `{ status: 200, data }`. */
export const Envelope = <A, I, R>(data: Schema.Schema<A, I, R>) =>
  Schema.Struct({ status: Schema.Literal(200), data });

/**
 * A number as the spec's clients send it: JSON sends a number, a form sends its digits. The
 * decoded value is always a number, so bounds and integer checks apply once, after it.
 */
export const WireNumber = Schema.Union(Schema.Number, Schema.NumberFromString);
export const WireInt = WireNumber.pipe(Schema.int());
/** A row id: a positive integer within PostgreSQL's `integer`. */
export const RowId = WireInt.pipe(Schema.positive(), Schema.lessThanOrEqualTo(2_147_483_647));

/** `app_id` / `ap` as a form or JSON sends it: only this app's (APP_ID, src/lib/posting-rules.ts). */
export const AppId = WireInt.pipe(Schema.compose(Schema.Literal(APP_ID)));
