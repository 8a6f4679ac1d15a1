/**
 * What the backend's two event streams share (listing changes for the app instances, chat events
 * for members): from a cursor, send every later row of an outbox as it commits, wake on the
 * database's signal (or poll when there is none, in tests), ping when idle so proxies keep the
 * connection, and end when the client leaves or the instance drains (the client reconnects, to
 * another instance, from its last id).
 */
import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { BackendInstance } from './instance';
import { backendMetrics, type EventStream } from './metrics';

const IDLE_PING_MS = 15_000;
/** Without a database signal (tests), the stream looks for new rows this often. */
const POLL_WITHOUT_SIGNAL_MS = 500;

/** A `Last-Event-ID` or `?after=` value as a cursor; null when absent or not an id. */
function cursorOf(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,18}$/.test(value)) return null;
  return Number(value);
}

export interface OutboxStream<Row extends { readonly id: number }> {
  readonly instance: BackendInstance;
  /** The stream's name in the metrics (open connections). */
  readonly name: EventStream;
  /** The cursor the reader gave, or null. */
  readonly given: number | null;
  /** The newest id now: where a new reader starts. */
  readonly latest: () => Promise<number>;
  /** Rows after an id, oldest first. */
  readonly read: (after: number) => Promise<readonly Row[]>;
  /** Sends one batch (what goes in an event is the stream's own business). */
  readonly send: (stream: SSEStreamingApi, rows: readonly Row[]) => Promise<void>;
  /** Subscribes to the database's signal; absent in tests (the stream polls). */
  readonly subscribe?: ((wake: () => void) => () => void) | undefined;
}

/**
 * The response of an outbox stream: never cached, never buffered by nginx, the reader's cursor
 * from `Last-Event-ID` (or `?after=`).
 */
export function outboxResponse<Row extends { readonly id: number }>(c: Context, options: Omit<OutboxStream<Row>, 'given'>): Response {
  const given = cursorOf(c.req.header('last-event-id') ?? c.req.query('after'));
  c.header('Cache-Control', 'no-store');
  // nginx must pass each event on at once rather than buffer the stream.
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, (stream) => followOutbox(stream, { ...options, given }));
}

async function followOutbox<Row extends { readonly id: number }>(stream: SSEStreamingApi, options: OutboxStream<Row>): Promise<void> {
  const { instance } = options;
  const latest = await options.latest();
  // An id from the future belongs to another database (a reset or restored one): start from now.
  const resumes = options.given !== null && options.given <= latest;
  let cursor = resumes && options.given !== null ? options.given : latest;
  if (!resumes) await stream.writeSSE({ event: 'start', id: String(cursor), data: '{}' });
  let wake: (() => void) | undefined;
  // A signal that comes while the stream is reading (not waiting) must not wait for the next ping.
  let signalledMeanwhile = false;
  const unsubscribe = options.subscribe?.(() => {
    signalledMeanwhile = true;
    wake?.();
  });
  stream.onAbort(() => wake?.());
  const open = backendMetrics()?.streams.labels(options.name);
  open?.inc();
  try {
    while (!stream.aborted && !stream.closed && !instance.draining) {
      signalledMeanwhile = false;
      const rows = await options.read(cursor);
      const last = rows.at(-1);
      if (last) {
        await options.send(stream, rows);
        cursor = last.id;
        continue;
      }
      if (signalledMeanwhile) continue;
      const signalled = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), options.subscribe ? IDLE_PING_MS : POLL_WITHOUT_SIGNAL_MS);
        wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
      wake = undefined;
      if (!signalled && options.subscribe) await stream.writeSSE({ event: 'ping', data: '{}' });
    }
  } finally {
    open?.dec();
    unsubscribe?.();
  }
}
