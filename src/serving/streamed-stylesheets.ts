/**
 * The head's stylesheets inline (./inline-stylesheets.ts) in pages Next streams: a member's own
 * pages and every render the micro-cache does not hold whole. The head is the first thing React
 * writes, so only the text up to `</head>` is held; everything after it passes through as it
 * comes, so streaming is kept.
 * Cached pages are held whole and rewritten by ./script-hashes.ts instead.
 */
import type http from 'node:http';
import { StringDecoder } from 'node:string_decoder';
import { inlineHeadStylesheets, withoutInlinedStylePreloads, type StylesheetReader } from './inline-stylesheets';
import { isDocumentRequest } from './outage-page';

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>;
type Emit = (chunk: Buffer) => void;

const HEAD_END = '</head>';
/** A head longer than this is not one React wrote: it passes through untouched. */
const MAX_HEAD_CHARS = 512 * 1024;

interface Rewriter {
  write(chunk: Buffer): void;
  end(): void;
}

/** Rewrites the head of an HTML stream (Next sends it uncompressed: ./compress.ts gzips once after) and emits the rest unchanged. */
export function createHeadRewriter(read: StylesheetReader, emit: Emit): Rewriter {
  const text = new StringDecoder('utf8');
  let head: string | null = '';

  const out = (html: string) => {
    if (html !== '') emit(Buffer.from(html, 'utf8'));
  };
  const onText = (html: string) => {
    if (head === null) return out(html);
    head += html;
    if (!head.includes(HEAD_END) && head.length < MAX_HEAD_CHARS) return;
    const whole = head;
    head = null;
    out(inlineHeadStylesheets(whole, read));
  };

  return {
    write: (chunk) => onText(text.write(chunk)),
    end: () => {
      onText(text.end());
      if (head !== null) out(head);
      head = null;
    },
  };
}

const headerOf = (response: http.ServerResponse, args: readonly unknown[], name: string): string => {
  const given = args.find((arg): arg is Record<string, unknown> => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
  const fromArgs = given ? Object.entries(given).find(([key]) => key.toLowerCase() === name)?.[1] : undefined;
  return String(fromArgs ?? response.getHeader(name) ?? '');
};

/** The stylesheet preloads of the `Link` header go with the stylesheets the head gets inline. */
function dropInlinedStylePreloads(response: http.ServerResponse, args: readonly unknown[], read: StylesheetReader) {
  const rewrite = (value: unknown): string | null => {
    if (value === undefined || value === null) return null;
    const kept = withoutInlinedStylePreloads(Array.isArray(value) ? value.join(', ') : String(value), read);
    return kept;
  };
  const current = rewrite(response.getHeader('link'));
  if (current !== null) {
    if (current === '') response.removeHeader('link');
    else response.setHeader('link', current);
  }
  for (const arg of args) {
    if (typeof arg !== 'object' || arg === null || Array.isArray(arg)) continue;
    const headers = arg as Record<string, unknown>;
    for (const key of Object.keys(headers)) {
      if (key.toLowerCase() !== 'link') continue;
      const kept = rewrite(headers[key]);
      if (kept === null || kept === '') delete headers[key];
      else headers[key] = kept;
    }
  }
}

export function withStreamedStylesheetsInline(handle: Handler, read: StylesheetReader): Handler {
  return async (request, response) => {
    if (!isDocumentRequest(request) || request.method === 'HEAD') return handle(request, response);
    const { writeHead, write, end } = response;
    const writeOut: Emit = (chunk) => void (write as (chunk: Buffer) => boolean).call(response, chunk);
    let rewriter: Rewriter | null | undefined;

    const decide = (args: readonly unknown[]) => {
      if (rewriter !== undefined) return;
      const status = typeof args[0] === 'number' ? args[0] : response.statusCode;
      const streamedHtml = status === 200 && headerOf(response, args, 'content-type').includes('text/html') && headerOf(response, args, 'x-nextjs-cache') === '';
      rewriter = streamedHtml && headerOf(response, args, 'content-encoding') === '' ? createHeadRewriter(read, writeOut) : null;
      if (rewriter) {
        response.removeHeader('content-length');
        for (const arg of args) if (typeof arg === 'object' && arg !== null) for (const key of Object.keys(arg)) if (key.toLowerCase() === 'content-length') delete (arg as Record<string, unknown>)[key];
        dropInlinedStylePreloads(response, args, read);
      }
    };

    response.writeHead = function rewriteHead(this: http.ServerResponse, ...args: unknown[]) {
      decide(args);
      return (writeHead as (...args: unknown[]) => http.ServerResponse).apply(this, args);
    } as typeof response.writeHead;
    response.write = function rewriteWrite(this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
      decide([]);
      if (!rewriter) return (write as (...args: unknown[]) => boolean).apply(this, [chunk, ...rest]);
      if (!this.headersSent) this.writeHead(this.statusCode);
      rewriter.write(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string | Uint8Array));
      rest.find((arg): arg is () => void => typeof arg === 'function')?.();
      return true;
    } as typeof response.write;
    response.end = function rewriteEnd(this: http.ServerResponse, ...args: unknown[]) {
      decide([]);
      if (!rewriter) return (end as (...args: unknown[]) => http.ServerResponse).apply(this, args);
      const [chunk] = args;
      const callback = args.find((arg): arg is () => void => typeof arg === 'function');
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') this.write(chunk);
      if (!this.headersSent) this.writeHead(this.statusCode);
      rewriter.end();
      return (end as (callback?: () => void) => http.ServerResponse).call(this, callback);
    } as typeof response.end;

    await handle(request, response);
  };
}
