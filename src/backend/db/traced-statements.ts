/**
 * SQL statements as spans of the backend request that runs them, when traces are exported
 * (src/observability/otel.ts): wraps a connection's `query` (node-postgres' clients as the pool
 * opens them, PGlite's one connection). Applied only when a recorder is registered at open, so a
 * backend without an exporter queries through the drivers' own functions. Statements outside a
 * request (the job queue's polling) are not recorded: they would be a trace every few seconds.
 * The text is drizzle's parameterised statement: values are never in it.
 */
import { currentTrace, tracing, type Tracing } from '~/observability/trace-context';

type Query = (...args: unknown[]) => unknown;

const MAX_STATEMENT_CHARS = 2_000;

const statementOf = (first: unknown): string => {
  if (typeof first === 'string') return first;
  if (typeof first === 'object' && first !== null && 'text' in first && typeof first.text === 'string') return first.text;
  return '';
};

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function traced(query: Query, recorder: Tracing): Query {
  return (...args) => {
    if (currentTrace() === undefined) return query(...args);
    const statement = statementOf(args[0]);
    const operation = /^\s*([a-z]+)/i.exec(statement)?.[1]?.toUpperCase() ?? 'QUERY';
    const span = recorder.start(operation, 'client', { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': statement.slice(0, MAX_STATEMENT_CHARS) }, 'current');
    const callback = args.at(-1);
    // node-postgres' pool calls its clients with a callback.
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        span.end(error ? messageOf(error) : undefined);
        return Reflect.apply(callback, undefined, [error, ...rest]);
      };
      return query(...args);
    }
    let result: unknown;
    try {
      result = query(...args);
    } catch (error) {
      span.end(messageOf(error));
      throw error;
    }
    if (result instanceof Promise) result.then(() => span.end(), (error: unknown) => span.end(messageOf(error)));
    else span.end();
    return result;
  };
}

/** Records `connection`'s statements from now on, if traces are exported. */
export function traceStatements(connection: { readonly query: unknown }): void {
  const recorder = tracing();
  const original = connection.query;
  if (!recorder || typeof original !== 'function') return;
  const query: Query = (...args) => Reflect.apply(original, connection, args);
  Reflect.set(connection, 'query', traced(query, recorder));
}
