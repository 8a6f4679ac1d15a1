/**
 * Bodies sent to pages (issue #34). Every route under /api/ caps its own body as it reads it
 * (src/server/capped-body.ts). Pages take no body — the app has no Server Actions and its forms
 * post through the API — yet Next reads a page request's body whole, whatever its size: its proxy
 * clones the body (keeping up to 10 MB twice) and reads the rest to drop it. A chunked 120 MB POST
 * to `/` was read to the end. So this web server answers such requests itself, before Next: a body
 * declared over PAGE_BODY_MAX_BYTES is 413 and an undeclared (chunked) one 411, since only a
 * declared length can be refused without reading.
 */
import type http from 'node:http';

/** A payment provider's form posted back to its result page is a few kilobytes. */
export const PAGE_BODY_MAX_BYTES = 64 * 1024;

const isApiPath = (url: string | undefined) => url === '/api' || (url?.startsWith('/api/') ?? false);

/** The status a request is refused with, or null when it may go on to Next. */
export function pageBodyRefusal(request: Pick<http.IncomingMessage, 'url' | 'headers'>): 411 | 413 | null {
  if (isApiPath(request.url)) return null;
  if (request.headers['transfer-encoding'] !== undefined) return 411;
  if (Number(request.headers['content-length'] ?? 0) > PAGE_BODY_MAX_BYTES) return 413;
  return null;
}

const REFUSAL_MESSAGE: Readonly<Record<411 | 413, string>> = {
  411: 'Yêu cầu gửi dữ liệu phải khai báo độ dài (Content-Length).',
  413: 'Dữ liệu gửi lên quá lớn.',
};

/** The listener, behind the refusal above; a refused body is never read (the connection closes). */
export function withPageBodyLimit(listener: http.RequestListener): http.RequestListener {
  return (request, response) => {
    const refusal = pageBodyRefusal(request);
    if (refusal === null) return listener(request, response);
    response.writeHead(refusal, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', connection: 'close' });
    response.end(REFUSAL_MESSAGE[refusal]);
  };
}
