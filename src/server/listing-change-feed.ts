/**
 * Follows the backend's listing-change stream (server-sent events, issue #14) so this instance's
 * cached pages and micro-cache refresh when a listing changes, whichever backend or app instance
 * the change went through. Changes are applied in order; the id of the last one applied is kept in
 * a file, so a restarted instance catches up from there and a dropped stream resumes where it was
 * (the backend replays every later change). Reconnects with backoff, and when the stream goes
 * silent (no ping for 45 s: a backend that hangs behind a proxy).
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { ChangedListing } from '../lib/cached-paths';

export interface ListingChangeFeedOptions {
  readonly streamUrl: string;
  readonly secret: string;
  readonly cursorFile: string;
  /** Refreshes the pages of a batch of changes; a rejection is retried, then logged and passed. */
  readonly apply: (changes: readonly ChangedListing[]) => Promise<void>;
  readonly log: (level: 'info' | 'warn', msg: string, fields?: Record<string, unknown>) => void;
  /** What the metrics see (src/observability/app-metrics.ts): the stream connected or not, heard from, and how late changes are applied. */
  readonly observe?: FeedObserver | undefined;
}

export interface FeedObserver {
  connected(isConnected: boolean): void;
  /** An event or a ping arrived. */
  heard(): void;
  /** A batch was applied; its last change was stored this many seconds ago. */
  applied(lagSeconds: number): void;
}

/** When the last change of a batch was stored (the backend sends `createdAt`), or null. */
function storedAtOf(changes: readonly ChangedListing[]): number | null {
  const last: unknown = changes.at(-1);
  if (typeof last !== 'object' || last === null || !('createdAt' in last) || typeof last.createdAt !== 'string') return null;
  const at = Date.parse(last.createdAt);
  return Number.isNaN(at) ? null : at;
}

const SILENCE_MS = 45_000;
const MAX_BACKOFF_MS = 10_000;
const APPLY_ATTEMPTS = 3;

async function readCursor(file: string): Promise<string | null> {
  try {
    const text = (await readFile(file, 'utf8')).trim();
    return /^\d{1,18}$/.test(text) ? text : null;
  } catch {
    return null;
  }
}

async function writeCursor(file: string, cursor: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, cursor);
  await rename(temporary, file);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function followListingChanges(options: ListingChangeFeedOptions): { stop(): void } {
  let stopped = false;
  let current: AbortController | undefined;

  const applyWithRetries = async (changes: readonly ChangedListing[]) => {
    for (let attempt = 1; attempt <= APPLY_ATTEMPTS; attempt += 1) {
      try {
        await options.apply(changes);
        return;
      } catch (error) {
        if (attempt === APPLY_ATTEMPTS) options.log('warn', 'listing changes not applied; their pages refresh on their timer', { changes: changes.length, error: String(error) });
        else await pause(500 * attempt);
      }
    }
  };

  /** One connection: resolves when the stream ends or fails. */
  const follow = async (cursor: string | null): Promise<{ cursor: string | null; received: boolean }> => {
    const controller = new AbortController();
    current = controller;
    let received = false;
    let silence = setTimeout(() => controller.abort(), SILENCE_MS);
    let work = Promise.resolve();
    const onEvent = (message: EventSourceMessage) => {
      received = true;
      options.observe?.heard();
      clearTimeout(silence);
      silence = setTimeout(() => controller.abort(), SILENCE_MS);
      if (message.event !== 'changes' && message.event !== 'start') return;
      const id = message.id;
      work = work.then(async () => {
        if (message.event === 'changes') {
          const changes = JSON.parse(message.data) as ChangedListing[];
          await applyWithRetries(changes);
          const storedAt = storedAtOf(changes);
          if (storedAt !== null) options.observe?.applied(Math.max(0, (Date.now() - storedAt) / 1000));
        }
        if (id !== undefined) {
          cursor = id;
          await writeCursor(options.cursorFile, id);
        }
      });
    };
    try {
      const response = await fetch(options.streamUrl, {
        headers: { accept: 'text/event-stream', 'x-revalidate-secret': options.secret, ...(cursor ? { 'last-event-id': cursor } : {}) },
        signal: controller.signal,
      });
      if (!response.ok || !response.body) throw new Error(`listing-change stream answered ${response.status}`);
      options.observe?.connected(true);
      options.observe?.heard();
      const parser = createParser({ onEvent });
      const decoder = new TextDecoder();
      const reader = response.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) parser.feed(decoder.decode(read.value, { stream: true }));
    } catch (error) {
      if (!stopped) options.log('warn', 'listing-change stream interrupted; reconnecting', { error: String(error) });
    } finally {
      clearTimeout(silence);
      options.observe?.connected(false);
    }
    await work.catch(() => undefined);
    return { cursor, received };
  };

  void (async () => {
    let cursor = await readCursor(options.cursorFile);
    let backoff = 1_000;
    options.log('info', 'following listing changes', { from: cursor ?? 'now' });
    while (!stopped) {
      const result = await follow(cursor);
      cursor = result.cursor;
      if (stopped) break;
      backoff = result.received ? 1_000 : Math.min(backoff * 2, MAX_BACKOFF_MS);
      await pause(backoff);
    }
  })();

  return {
    stop() {
      stopped = true;
      current?.abort();
    },
  };
}
