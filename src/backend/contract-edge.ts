/**
 * The backend's edge with the contract (src/lib/contract): requests are decoded with the same
 * Effect Schema the app's upstream client encodes with, and answers are written in the schema's
 * wire form, which the compiler checks (an answer the contract does not allow does not typecheck)
 * and which is checked again before it leaves, so a value outside a bound is our 500, not the
 * app's decoding failure.
 */
import type { Context } from 'hono';
import { Either, ParseResult, Schema } from 'effect';
import { BackendError } from './http';

interface DecodeOptions {
  /** A form sends an empty field for "not set": drop empty strings before decoding. */
  readonly blankIsAbsent?: boolean;
}

function withoutBlanks(input: unknown): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== '' && value !== null));
}

/** Decodes a request with its contract schema; the first problem is a 400 naming its field. */
export function decodeRequest<A, I>(schema: Schema.Schema<A, I>, input: unknown, options: DecodeOptions = {}): A {
  const decoded = Schema.decodeUnknownEither(schema, { onExcessProperty: 'ignore' })(options.blankIsAbsent ? withoutBlanks(input) : input);
  if (Either.isRight(decoded)) return decoded.right;
  const [first] = ParseResult.ArrayFormatter.formatErrorSync(decoded.left);
  const field = first?.path.join('.') || 'dữ liệu';
  throw new BackendError(400, `Trường ${field} không hợp lệ.`);
}

/** Thrown when a route's answer is outside its schema: a backend bug, answered as a 500 and logged. */
export class AnswerOutsideContract extends Error {
  override readonly name = 'AnswerOutsideContract';
}

/** Checks a wire value against its schema; the value itself is what is sent. */
export function checkedWire<S extends Schema.Schema.AnyNoContext>(schema: S, wire: Schema.Schema.Encoded<S>): Schema.Schema.Encoded<S> {
  const checked = Schema.decodeUnknownEither(schema)(wire);
  if (Either.isLeft(checked)) {
    const [first] = ParseResult.ArrayFormatter.formatErrorSync(checked.left);
    throw new AnswerOutsideContract(`${first?.path.join('.') ?? ''}: ${first?.message ?? 'invalid'}`);
  }
  return wire;
}

/** Answers 200 with `wire`, which must be the schema's wire form. */
export function answer<S extends Schema.Schema.AnyNoContext>(c: Context, schema: S, wire: Schema.Schema.Encoded<S>): Response {
  return c.body(JSON.stringify(checkedWire(schema, wire)), 200, { 'content-type': 'application/json; charset=UTF-8' });
}
