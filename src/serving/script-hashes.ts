/**
 * The script rule of cached pages (src/lib/content-security-policy.ts): Next serves ISR and static
 * pages from its cache without a nonce, so the web server reads the whole document — it is already
 * complete in the cache — and allows exactly its inline scripts by their SHA-256.
 */
import { createHash } from 'node:crypto';
import type http from 'node:http';
import { hashSource, pagePolicy } from '../lib/content-security-policy';
import { isDocumentRequest } from './outage-page';

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>;

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /\btype\s*=\s*["']?(?!text\/javascript|application\/javascript|module)[^"'\s>]/i;

/** The hash sources of every inline script a browser would run, in document order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || EXECUTABLE_TYPE.test(attributes) || body === '') continue;
    hashes.add(hashSource(createHash('sha256').update(body, 'utf8').digest('base64')));
  }
  return [...hashes];
}

const isCachedHtml = (response: http.ServerResponse) =>
  response.getHeader('x-nextjs-cache') !== undefined && String(response.getHeader('content-type') ?? '').includes('text/html');

export function withScriptHashes(handle: Handler): Handler {
  return async (request, response) => {
    if (!isDocumentRequest(request)) return handle(request, response);
    const { writeHead, write, end } = response;
    let chunks: Buffer[] | null = null;
    let head: unknown[] = [];

    const toBuffer = (chunk: unknown, encoding: unknown) =>
      Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);

    const finish = () => {
      const body = Buffer.concat(chunks ?? []);
      const pathname = new URL(request.url ?? '/', 'http://site').pathname;
      response.setHeader('content-security-policy', pagePolicy(pathname, inlineScriptHashes(body.toString('utf8'))));
      (writeHead as (...args: unknown[]) => http.ServerResponse).apply(response, head);
      (end as (chunk?: Buffer) => http.ServerResponse).call(response, request.method === 'HEAD' ? undefined : body);
    };

    response.writeHead = function holdHead(this: http.ServerResponse, ...args: unknown[]) {
      if (chunks === null && isCachedHtml(this)) {
        chunks = [];
        head = args;
        return this;
      }
      if (chunks !== null) return this;
      return (writeHead as (...args: unknown[]) => http.ServerResponse).apply(this, args);
    } as typeof response.writeHead;
    response.write = function holdWrite(this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
      if (chunks === null && !this.headersSent && isCachedHtml(this)) {
        chunks = [];
        head = [this.statusCode];
      }
      if (chunks === null) return (write as (...args: unknown[]) => boolean).apply(this, [chunk, ...rest]);
      chunks.push(toBuffer(chunk, rest[0]));
      rest.find((arg): arg is () => void => typeof arg === 'function')?.();
      return true;
    } as typeof response.write;
    response.end = function holdEnd(this: http.ServerResponse, ...args: unknown[]) {
      if (chunks === null && !this.headersSent && isCachedHtml(this)) {
        chunks = [];
        head = [this.statusCode];
      }
      if (chunks === null) return (end as (...args: unknown[]) => http.ServerResponse).apply(this, args);
      const [chunk, encoding] = args;
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
      finish();
      return this;
    } as typeof response.end;

    await handle(request, response);
  };
}
