/**
 * SQL statements as the backend sees them run: as spans of the request that runs them when traces
 * are exported (src/observability/otel.ts), and their latency by statement name when metrics are on
 * (issue #37). Wraps a connection's `query` (node-postgres' clients as the pool opens them, PGlite's
 * one connection) only if either is on when the connection opens, so a backend with neither queries
 * through the drivers' own functions. Spans only inside a request (the job queue's polling would be a
 * trace every few seconds); the latency of every statement.
 * The text is drizzle's parameterised statement: values are never in it.
 */
import { backendMetrics } from '~/backend/metrics';
import { currentTrace, tracing, type TracedSpan } from '~/observability/trace-context';

type Query = (...args: unknown[]) => unknown;

const MAX_STATEMENT_CHARS = 2_000;

const statementOf = (first: unknown): string => {
  if (typeof first === 'string') return first;
  if (typeof first === 'object' && first !== null && 'text' in first && typeof first.text === 'string') return first.text;
  return '';
};

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Names kept at most: past them a statement is `other`, so no query shape can grow the series. */
export const MAX_STATEMENT_NAMES = 200;
const knownNames = new Set<string>();
const OPERATION = /^\s*([a-z]+)/i;
const FIRST_TABLE = /\b(?:from|into|update|join)\s+"?([a-z_][a-z0-9_]*)"?/i;

/** A statement's metric label: its operation and first table (`select listings`), from a bounded set. */
export function statementName(statement: string): string {
  const operation = OPERATION.exec(statement)?.[1]?.toLowerCase() ?? 'query';
  const table = FIRST_TABLE.exec(statement)?.[1]?.toLowerCase();
  const name = table === undefined ? operation : `${operation} ${table}`;
  if (knownNames.has(name)) return name;
  if (knownNames.size >= MAX_STATEMENT_NAMES) return 'other';
  knownNames.add(name);
  return name;
}

function observed(query: Query): Query {
  return (...args) => {
    // Read per statement, not at wrap: a test's database is reopened under another registry.
    const recorder = tracing();
    const latency = backendMetrics()?.statements;
    const inRequest = recorder !== undefined && currentTrace() !== undefined;
    if (!inRequest && latency === undefined) return query(...args);
    const statement = statementOf(args[0]);
    const started = performance.now();
    let span: TracedSpan | undefined;
    if (inRequest) {
      const operation = OPERATION.exec(statement)?.[1]?.toUpperCase() ?? 'QUERY';
      span = recorder.start(
        operation,
        'client',
        { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': statement.slice(0, MAX_STATEMENT_CHARS) },
        'current',
      );
    }
    const end = (error?: string) => {
      span?.end(error);
      latency?.observe({ statement: statementName(statement) }, (performance.now() - started) / 1000);
    };
    const callback = args.at(-1);
    // node-postgres' pool calls its clients with a callback.
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        end(error ? messageOf(error) : undefined);
        return Reflect.apply(callback, undefined, [error, ...rest]);
      };
      return query(...args);
    }
    let result: unknown;
    try {
      result = query(...args);
    } catch (error) {
      end(messageOf(error));
      throw error;
    }
    if (result instanceof Promise)
      result.then(
        () => end(),
        (error: unknown) => end(messageOf(error)),
      );
    else end();
    return result;
  };
}

/** Whether a connection opened now would be observed: traces exported or metrics on. */
export const statementsObserved = (): boolean => tracing() !== undefined || backendMetrics() !== null;

const OBSERVED = Symbol('observed statements');

/** Observes `connection`'s statements from now on (once), if traces are exported or metrics are on. */
export function observeStatements(connection: { readonly query: unknown }): void {
  const original = connection.query;
  if (!statementsObserved() || typeof original !== 'function' || OBSERVED in original) return;
  const query: Query = (...args) => Reflect.apply(original, connection, args);
  Reflect.set(connection, 'query', Object.assign(observed(query), { [OBSERVED]: true }));
}
