/**
 * A seconds-long cache of the public pages Next.js already serves from its page cache, kept in
 * front of Next in the same process (src/serving/server.ts) — what a newspaper's nginx
 * `proxy_cache` or CDN does in front of an ISR site. Next spends several milliseconds of CPU per
 * request even on a cache hit (routing, the proxy, the page handler); a hit here is a map lookup.
 *
 * Only for plain page loads: a client navigation (RSC headers or `_rsc`) or anything but GET goes
 * straight to Next, and so does a member (session cookie) unless the page is the same for every
 * visitor (`isSameForEveryVisitor`): then the member shares the guests' copy and the member's parts
 * (bell, avatar, favourites) fill in as islands. Only responses Next marks as
 * shared-cacheable (`s-maxage`, no `private`/`no-store`, no Set-Cookie, not STALE) are kept, for at
 * most `ttlMs` — and guests' filtered category and search pages, which Next renders per request
 * (./shared-list-pages.ts); `purge()` (called by the revalidation route when a listing changes)
 * empties it. One API answer is kept the same way: a browse page's data, which the browser asks
 * for when a visitor changes a filter (SHARED_DATA).
 */
import { isSameForEveryVisitor } from '../lib/route-guards';
import { SESSION_COOKIE } from '../server/session-cookie-name';
import { VIEW_COOKIE } from '../server/view-cookie-name';
import { keepListPageFor, listPageUrl } from './shared-list-pages';

export interface CachedResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
  /** A page whose results could not be read (INCOMPLETE_PAGE_ATTRIBUTE), found when it was fetched: never shared. */
  readonly incomplete?: boolean;
  /** A page sent with a Suspense boundary still to be revealed (./html-body.ts): not kept, and the next visitor fills again. */
  readonly unsettled?: boolean;
}

export interface MicroCacheOptions {
  readonly ttlMs: number;
  readonly maxEntries: number;
  readonly maxBytes: number;
  readonly now?: () => number;
}

interface Entry {
  readonly response: CachedResponse;
  readonly expires: number;
}

/** What a request needs for the cache: its method, URL and the few headers that change the page. */
export interface RequestFacts {
  readonly method?: string | undefined;
  readonly url?: string | undefined;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

/**
 * The one API answer kept like a page: a browse page's data for the browser, asked alone in a
 * batch of one (src/server/shared-answers.ts marks it shareable). The client sends its query
 * sorted, so one page has one URL.
 */
const SHARED_DATA = /^\/api\/trpc\/browsePage\.read\?batch=1&input=[^&#]+$/;

/** Next's assets, the APIs and files with an extension are never pages. */
const NOT_PAGES = /^\/(?:_next|api)\/|^[^?]*\.[a-z0-9]+(?:\?|$)/i;

const RSC_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action'];

/** Headers that belong to one connection, never to a stored response. */
export const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'proxy-connection', 'upgrade']);

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));

function cookieValue(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/** The last word of the key of a page Next renders per request that guests still share. */
const PER_REQUEST = 'shared';

/** Whether the request carries a session (then a page the cache cannot share must come from Next with it). */
export const isMemberRequest = (request: RequestFacts): boolean => Boolean(cookieValue(headerText(request.headers.cookie), SESSION_COOKIE));

const acceptedEncoding = (request: RequestFacts) => (/\bgzip\b/.test(headerText(request.headers['accept-encoding'])) ? 'gzip' : 'identity');

/**
 * A browse page's data is the same for every visitor and either view (the browser renders the
 * view), so only the encoding joins its URL; a streamed batch (trpc-accept) is another answer.
 */
function sharedDataKey(request: RequestFacts): string | null {
  if (request.headers['trpc-accept'] !== undefined) return null;
  return `${request.url} data ${acceptedEncoding(request)}`;
}

/**
 * The cache key of a page load, or null when the request must go to Next: not a GET, a member on a
 * page that is not the same for every visitor, a client navigation, or a URL too long to be a page. The key holds what
 * makes Next answer differently: the URL (a category or search page's normalised one), the
 * remembered list view, and whether gzip is accepted; then whether Next renders it per request.
 * Besides pages, one API answer: a browse page's data (SHARED_DATA).
 */
export function cacheKeyOf(request: RequestFacts): string | null {
  if (request.method !== 'GET' || !request.url || request.url.length > 1000 || !request.url.startsWith('/')) return null;
  if (SHARED_DATA.test(request.url)) return sharedDataKey(request);
  if (request.url.includes('_rsc=') || NOT_PAGES.test(request.url)) return null;
  if (RSC_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  const cookies = headerText(request.headers.cookie);
  if (cookieValue(cookies, SESSION_COOKIE) && !isSameForEveryVisitor(request.url.split(/[?#]/)[0] ?? '/')) return null;
  const view = cookieValue(cookies, VIEW_COOKIE) === 'list' ? 'list' : 'grid';
  const gzip = acceptedEncoding(request);
  const listPage = listPageUrl(request.url);
  if (listPage === null) return `${request.url} ${view} ${gzip}`;
  return `${listPage.url} ${view} ${gzip}${listPage.perRequest ? ` ${PER_REQUEST}` : ''}`;
}

/** Whether a cache key (cacheKeyOf) is of a visitor who chose the list view. */
export const remembersListView = (key: string): boolean => key.includes(' list ');

/** Whether a cache key (cacheKeyOf) is of a visitor whose browser accepts gzip. */
export const acceptsGzip = (key: string): boolean => key.includes(' gzip');

/** The URL a key's page is filled from (a category or search page's normalised URL). */
export const fillUrlOf = (key: string): string => key.slice(0, key.indexOf(' '));

const isPerRequestKey = (key: string): boolean => key.endsWith(` ${PER_REQUEST}`);

/** How long a response from Next may be kept (ms), or null when it must not be. */
export function keepFor(status: number, headers: Readonly<Record<string, string>>, ttlMs: number): number | null {
  if (status !== 200 || headers['set-cookie'] !== undefined) return null;
  const cacheControl = (headers['cache-control'] ?? '').toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(cacheControl)) return null;
  const sharedMaxAge = /\bs-maxage=(\d+)/.exec(cacheControl);
  if (!sharedMaxAge) return null;
  // A stale page is being regenerated: keep waiting for the fresh one instead.
  if ((headers['x-nextjs-cache'] ?? '').toUpperCase() === 'STALE') return null;
  const allowed = Number(sharedMaxAge[1]) * 1000;
  return allowed > 0 ? Math.min(allowed, ttlMs) : null;
}

/** How long a page answered stale (being regenerated) is answered per request before a fill is tried again. */
const STALE_PASS_MS = 1_000;

export function createMicroCache(options: MicroCacheOptions) {
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: the first key is the least recently used one.
  const entries = new Map<string, Entry>();
  // Keys whose last answer could not be kept: until this time each guest's request is answered on
  // its own, never made to wait for another guest's fill that cannot be shared ("hit-for-pass").
  const passes = new Map<string, number>();
  let bytes = 0;
  let generation = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.response.body.byteLength;
  };

  return {
    /** A fresh stored response for the key, or null. */
    lookup(key: string): CachedResponse | null {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expires <= now()) {
        remove(key);
        return null;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.response;
    },
    /** Whether the key's answer was recently found uncacheable (then each request is answered on its own). */
    passes(key: string): boolean {
      const until = passes.get(key);
      if (until === undefined) return false;
      if (until > now()) return true;
      passes.delete(key);
      return false;
    },
    /** The purge count: a fill that began before a purge must not store what it fetched. */
    generation: () => generation,
    /** Keeps a response fetched while `startedAt` was the generation; false if it was not kept. */
    store(key: string, response: CachedResponse, startedAt: number): boolean {
      if (startedAt !== generation || response.unsettled === true) return false;
      const keep = isPerRequestKey(key)
        ? keepListPageFor(response.status, response.headers, response.incomplete === true, options.ttlMs)
        : keepFor(response.status, response.headers, options.ttlMs);
      if (keep === null || response.body.byteLength > options.maxBytes / 4) {
        if (passes.size >= options.maxEntries) passes.delete(passes.keys().next().value ?? key);
        // A stale page is fresh again as soon as Next has regenerated it: ask again soon.
        const stale = (response.headers['x-nextjs-cache'] ?? '').toUpperCase() === 'STALE';
        passes.set(key, now() + (stale ? Math.min(STALE_PASS_MS, options.ttlMs) : options.ttlMs));
        return false;
      }
      passes.delete(key);
      remove(key);
      entries.set(key, { response, expires: now() + keep });
      bytes += response.body.byteLength;
      for (const oldest of entries.keys()) {
        if (entries.size <= options.maxEntries && bytes <= options.maxBytes) break;
        remove(oldest);
      }
      return true;
    },
    purge(): void {
      generation += 1;
      entries.clear();
      passes.clear();
      bytes = 0;
    },
    size: () => entries.size,
  };
}

export type MicroCache = ReturnType<typeof createMicroCache>;

/** The running server's cache, reachable from route handlers bundled separately by Next. */
const globalForMicroCache = globalThis as typeof globalThis & { raovatMicroCache?: MicroCache };

export function registerMicroCache(cache: MicroCache): void {
  globalForMicroCache.raovatMicroCache = cache;
}

/** Empties the running server's cache; nothing to do under `next start` or `next dev`. */
export function purgeMicroCache(): void {
  globalForMicroCache.raovatMicroCache?.purge();
}
