/**
 * The app's half of the guests' micro-cache; nginx holds the cache itself (scripts/nginx.ts). A
 * request nginx may keep the answer of arrives marked `X-Micro-Cache-Fill: 1` as a guest's: its
 * answer is read whole before a byte is sent — an instance killed mid-render has sent nothing, so
 * nginx asks the other one — then gzipped once when nginx asked for gzip, sent with its length,
 * and marked `X-Accel-Expires` with how long nginx may keep it (0: not at all). Not kept: anything
 * but a whole 200 without a cookie set, a page with a Suspense boundary still pending or whose
 * results could not be read, and a page Next itself does not let shared caches keep — except a
 * guest's filtered category or search page (./shared-list-pages.ts), asked for under its one
 * normalised URL (`X-Accel-Redirect`: every spelling of a query shares one render).
 * Cached and prerendered HTML, which Next serves without a nonce, gets its script policy here:
 * exactly its inline scripts by their SHA-256 (./script-hashes.ts). A page that fails while an
 * upstream is failing is answered 503, which nginx replaces with the outage page.
 */
import type http from 'node:http';
import { gzipSync } from 'node:zlib';
import { appMetrics } from '../observability/app-metrics';
import { pagePolicy } from '../lib/content-security-policy';
import { OUTAGE_PAGE_PATH } from '../lib/outage';
import { INCOMPLETE_PAGE_ATTRIBUTE } from '../lib/page-completeness';
import { upstreamOutage } from '../server/upstream/circuit-breaker';
import { inlineScriptHashes } from './script-hashes';
import { listPageUrl } from './shared-list-pages';

export type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>;
type Headers = Readonly<Record<string, string | number | readonly string[] | undefined>>;

export const FILL_HEADER = 'x-micro-cache-fill';
/** React's mark of a Suspense boundary sent before its content was ready (it follows later in the stream). */
const PENDING_BOUNDARY = '<!--$?-->';
const COMPRESSIBLE = /^(text\/|application\/(json|javascript))/;

/** A browser's page load: not Next's own files, not the API, not a client navigation (RSC). */
export function isDocumentRequest(request: Pick<http.IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url ?? '/';
  if (url.startsWith('/_next/') || url.startsWith('/api/') || url.startsWith(OUTAGE_PAGE_PATH)) return false;
  return request.headers.rsc === undefined && !url.includes('_rsc=');
}

const text = (value: Headers[string]) => (value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value));

/** How long a response from Next may be shared (seconds) by its own headers, at most `ttl`; 0 when it must not be. */
export function keepFor(status: number, headers: Headers, ttl: number): number {
  if (status !== 200 || headers['set-cookie'] !== undefined) return 0;
  const cacheControl = text(headers['cache-control']).toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(cacheControl)) return 0;
  // A stale page is being regenerated: the next visitor asks again for the fresh one.
  if (text(headers['x-nextjs-cache']).toUpperCase() === 'STALE') return 0;
  const sharedMaxAge = Number(/\bs-maxage=(\d+)/.exec(cacheControl)?.[1] ?? 0);
  return Math.min(sharedMaxAge, ttl);
}

/** The answer searched for marks: its text, or (a fill's HTML) its bytes as held, never decoded to a string for this. */
interface SearchableBody {
  includes(text: string): boolean;
}

/** How long nginx may keep a fill's answer (seconds; 0: not at all). */
export function fillExpires(url: string, status: number, headers: Headers, body: SearchableBody, ttl: number): number {
  const incomplete = body.includes(`${INCOMPLETE_PAGE_ATTRIBUTE}=`);
  if (body.includes(PENDING_BOUNDARY)) return 0;
  const listPage = url.startsWith('/api/') ? null : listPageUrl(url);
  // Rendered per request (private, no-store), yet for a guest it depends on its query and list view alone.
  if (listPage?.perRequest) return status === 200 && headers['set-cookie'] === undefined && text(headers['content-type']).includes('text/html') && !incomplete ? ttl : 0;
  return incomplete ? 0 : keepFor(status, headers, ttl);
}

/** The normalised URL a guest's list page is shared under, when the request's is another spelling of it. */
function normalisedListUrl(url: string): string | null {
  if (url.startsWith('/api/')) return null;
  const normalised = listPageUrl(url)?.url;
  // Only a fixed point: nginx asks for it next, and it must not be sent on again.
  return normalised !== undefined && normalised !== url && listPageUrl(normalised)?.url === normalised ? normalised : null;
}

const isCachedHtml = (response: http.ServerResponse) =>
  response.getHeader('x-nextjs-cache') !== undefined && String(response.getHeader('content-type') ?? '').includes('text/html');

/**
 * Next's handler, with the answers above held whole: the response's writeHead, write and end are
 * taken over until Next has decided its status and headers (at its first write), then either
 * passed through (streamed, unbuffered by nginx) or collected and sent once finished.
 */
export function withWholeAnswers(handle: Handler, ttlSeconds: number): Handler {
  return async (request, response) => {
    const url = request.url ?? '/';
    const fill = request.headers[FILL_HEADER] === '1';
    const document = isDocumentRequest(request);
    const normalised = fill ? normalisedListUrl(url) : null;
    if (normalised !== null) {
      response.writeHead(200, { 'x-accel-redirect': normalised, 'content-length': '0' });
      response.end();
      return;
    }
    const { writeHead, write, end } = response;
    let chunks: Buffer[] | null = null;
    let decided = false;
    // Node writes the head through response.writeHead: Next's own methods are back before anything is written.
    const restore = () => Object.assign(response, { writeHead, write, end });
    const decide = (statusCode: number) => {
      decided = true;
      let status = statusCode;
      if (document && status >= 500 && upstreamOutage()) status = 503;
      response.statusCode = status;
      if (fill || (document && isCachedHtml(response))) chunks = [];
      else {
        // Streamed on as Next writes it (a member's page, a navigation, the API): nginx passes each part on.
        response.setHeader('x-accel-buffering', 'no');
        restore();
      }
      return status;
    };
    const finish = () => {
      let body = Buffer.concat(chunks ?? []);
      const html = String(response.getHeader('content-type') ?? '').includes('text/html');
      if (html && isCachedHtml(response)) response.setHeader('content-security-policy', pagePolicy(new URL(url, 'http://site').pathname, inlineScriptHashes(body.toString('utf8'))));
      if (fill) {
        // The marks are ASCII, so the bytes are searched as they are: a long-tail page (~180 KB) is not
        // decoded into a string only to be searched (issue #41).
        const expires = fillExpires(url, response.statusCode, response.getHeaders(), html ? body : '', ttlSeconds);
        appMetrics()?.fills[expires > 0 ? 'kept' : 'not_kept'].inc();
        response.setHeader('x-accel-expires', String(expires));
        if (/\bgzip\b/.test(text(request.headers['accept-encoding'])) && response.getHeader('content-encoding') === undefined && COMPRESSIBLE.test(String(response.getHeader('content-type') ?? ''))) {
          body = gzipSync(body);
          response.setHeader('content-encoding', 'gzip');
          response.setHeader('vary', [text(response.getHeader('vary')), 'Accept-Encoding'].filter(Boolean).join(', '));
        }
      }
      restore();
      response.removeHeader('transfer-encoding');
      if (request.method !== 'HEAD') response.setHeader('content-length', String(body.byteLength));
      (end as (chunk?: Buffer) => http.ServerResponse).call(response, request.method === 'HEAD' ? undefined : body);
    };
    const collect = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      // A writer hands its chunk over (as to a socket): its bytes are kept as they are, copied once by the concat.
      const bytes = chunk as Uint8Array;
      chunks?.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : typeof chunk === 'string'
            ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
            : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      );
    };

    response.writeHead = function holdHead(this: http.ServerResponse, statusCode: number, ...rest: unknown[]) {
      if (!decided) {
        // Next's headers passed here join the response's own before the decision reads them.
        const headers = rest.find((arg): arg is Record<string, string> => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
        for (const [name, value] of Object.entries(headers ?? {})) this.setHeader(name, value);
        const status = decide(statusCode);
        if (chunks === null) return (writeHead as (status: number) => http.ServerResponse).call(this, status);
      }
      return this;
    } as typeof response.writeHead;
    response.write = function holdWrite(this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
      if (!decided) decide(this.statusCode);
      if (chunks === null) return (write as (...args: unknown[]) => boolean).apply(this, [chunk, ...rest]);
      collect(chunk, rest[0]);
      rest.find((arg): arg is () => void => typeof arg === 'function')?.();
      return true;
    } as typeof response.write;
    response.end = function holdEnd(this: http.ServerResponse, ...args: unknown[]) {
      if (!decided) decide(this.statusCode);
      if (chunks === null) return (end as (...args: unknown[]) => http.ServerResponse).apply(this, args);
      collect(args[0], args[1]);
      finish();
      return this;
    } as typeof response.end;

    await handle(request, response);
  };
}
