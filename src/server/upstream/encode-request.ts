/**
 * A request encoded with its contract schema (src/lib/contract) before it is sent: the schema
 * validates it, so a caller's bug is an `UpstreamInvalidInput` here, never an upstream round trip.
 */
import { Effect, Schema } from 'effect';
import { UpstreamInvalidInput } from './errors';

export const encodeContractRequest = <A, I>(
  schema: Schema.Schema<A, I>,
  site: { readonly host: string; readonly operation: string },
  request: A,
): Effect.Effect<I, UpstreamInvalidInput> =>
  Schema.encode(schema)(request).pipe(Effect.mapError((error) => new UpstreamInvalidInput({ ...site, detail: error.message })));
