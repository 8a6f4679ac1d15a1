/**
 * Degraded, not broken (issue #15): a page that fails (5xx) while an upstream is failing is answered
 * 503 with Retry-After and the outage page, in the site's normal layout, instead of Next's bare
 * error document. Pages Next has cached (ISR) never get here: they keep serving their last good copy.
 *
 * The outage page is the app's static /tam-gian-doan, asked of this server over loopback (it needs
 * no backend) and served without its scripts — hydrating it under another address would make the
 * router rewrite the address bar — with a meta refresh that retries the visitor's own address.
 */
import http from 'node:http';
import { upstreamOutage } from '../server/upstream/circuit-breaker';
import { OUTAGE_PAGE_PATH, OUTAGE_RETRY_SECONDS } from '../lib/outage';

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>;

/** Headers of Next's failed answer that describe its body, not the site: they go with it. */
const BODY_HEADERS = ['content-length', 'content-encoding', 'transfer-encoding', 'etag', 'cache-control', 'vary', 'link', 'x-nextjs-cache', 'x-nextjs-prerender', 'x-nextjs-stale-time', 'x-powered-by'];

/** A browser's page load: not Next's own files, not the API, not a client navigation (RSC). */
export function isDocumentRequest(request: http.IncomingMessage): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url ?? '/';
  if (url.startsWith('/_next/') || url.startsWith('/api/') || url.startsWith(OUTAGE_PAGE_PATH)) return false;
  return request.headers.rsc === undefined && !url.includes('_rsc=');
}

/** The outage document: scripts and script preloads removed, a meta refresh added. */
export function staticOutageHtml(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
    .replace('<head>', `<head><meta http-equiv="refresh" content="${OUTAGE_RETRY_SECONDS}"/>`);
}

function loadOutageHtml(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const outgoing = http.get({ host: '127.0.0.1', port, path: OUTAGE_PAGE_PATH, timeout: 3_000, headers: { accept: 'text/html' } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', reject);
      answer.on('end', () => (answer.statusCode === 200 ? resolve(staticOutageHtml(Buffer.concat(chunks).toString('utf8'))) : reject(new Error(`outage page: HTTP ${answer.statusCode ?? '?'}`))));
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('outage page timed out')));
    outgoing.on('error', reject);
  });
}

/** A last resort when even the outage page cannot be had: still Vietnamese, still a 503. */
const BARE_OUTAGE_HTML = `<!DOCTYPE html><html lang="vi"><head><meta charset="utf-8"/><meta http-equiv="refresh" content="${OUTAGE_RETRY_SECONDS}"/><title>Hệ thống đang tạm gián đoạn</title></head><body><h1>Hệ thống đang tạm gián đoạn</h1><p>Trang sẽ tự tải lại sau ${OUTAGE_RETRY_SECONDS} giây.</p></body></html>`;

export function withOutagePage(handle: Handler, port: number): Handler {
  let outageHtml: Promise<string> | null = null;
  const page = () => {
    outageHtml ??= loadOutageHtml(port).catch((error: unknown) => {
      outageHtml = null;
      throw error;
    });
    return outageHtml.catch(() => BARE_OUTAGE_HTML);
  };

  return async (request, response) => {
    if (!isDocumentRequest(request)) return handle(request, response);
    // Replaced before Next sees the response: its compression captures write/end when it starts.
    const { writeHead, write, end } = response;
    let replacing = false;

    const sendOutagePage = async () => {
      const html = await page();
      for (const name of BODY_HEADERS) response.removeHeader(name);
      writeHead.call(response, 503, { 'content-type': 'text/html; charset=utf-8', 'retry-after': String(OUTAGE_RETRY_SECONDS), 'cache-control': 'no-store' });
      (end as (chunk?: string) => http.ServerResponse).call(response, request.method === 'HEAD' ? undefined : html);
    };

    // Next decides the status when it writes the head (explicitly or on its first write).
    response.writeHead = function interceptHead(this: http.ServerResponse, statusCode: number, ...rest: unknown[]) {
      if (!replacing && statusCode >= 500 && upstreamOutage()) replacing = true;
      if (replacing) return this;
      return (writeHead as (...args: unknown[]) => http.ServerResponse).apply(this, [statusCode, ...rest]);
    } as typeof response.writeHead;
    // Next's own error document is dropped; the outage page goes out when Next ends.
    response.write = function interceptWrite(this: http.ServerResponse, ...args: unknown[]) {
      if (!replacing) return (write as (...args: unknown[]) => boolean).apply(this, args);
      const callback = args.find((arg): arg is () => void => typeof arg === 'function');
      callback?.();
      return true;
    } as typeof response.write;
    response.end = function interceptEnd(this: http.ServerResponse, ...args: unknown[]) {
      if (!replacing) return (end as (...args: unknown[]) => http.ServerResponse).apply(this, args);
      void sendOutagePage();
      return this;
    } as typeof response.end;

    await handle(request, response);
  };
}
