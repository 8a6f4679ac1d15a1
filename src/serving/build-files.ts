/**
 * `/_next/static/…`: the build's files, named by their content and cached for a year by browsers
 * and the CDN. Each is read once and, when text, gzipped once at zlib's smallest (level 9), then
 * sent from memory with its Content-Length: compressing them per request cost CPU on every first
 * visit, and a streamed gzip went out chunked, ~150 bytes of framing more on a listing page's
 * scripts (tests/e2e/transfer-budget.spec.ts). Anything not in the build goes on to Next (its 404).
 */
import { readFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { servingEnv } from './env';

const PREFIX = '/_next/static/';
const TYPES: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
};
/** woff2 and images are compressed already: gzip would only add bytes. */
const TEXT = new Set(['.js', '.css', '.json', '.txt', '.svg']);

interface BuildFile {
  readonly type: string;
  readonly raw: Buffer;
  readonly gzipped: Buffer | null;
}

const staticDir = () => path.resolve(import.meta.dirname, '..', '..', servingEnv.NEXT_DIST_DIR, 'static');
// A file missing from the build is remembered as missing too: the set of files is fixed per build.
const files = new Map<string, BuildFile | null>();

function buildFile(pathname: string): BuildFile | null {
  const known = files.get(pathname);
  if (known !== undefined) return known;
  const dir = staticDir();
  let found: BuildFile | null = null;
  try {
    const file = path.resolve(dir, decodeURIComponent(pathname.slice(PREFIX.length)));
    const type = TYPES[path.extname(file)];
    if (file.startsWith(dir + path.sep) && type !== undefined) {
      const raw = readFileSync(file);
      found = { type, raw, gzipped: TEXT.has(path.extname(file)) ? gzipSync(raw, { level: 9 }) : null };
    }
  } catch {
    // Not a file of the build (or not a URL at all): Next answers it.
    found = null;
  }
  // Bounded: the build has a few hundred files; invented names are not remembered past 10,000.
  if (found || files.size < 10_000) files.set(pathname, found);
  return found;
}

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>;

/** Answers the build's files from memory, gzipped when the visitor accepts it; the rest goes to `handle`. */
export function withBuildFiles(handle: Handler): Handler {
  return async (request, response) => {
    const pathname = (request.url ?? '').split('?')[0] ?? '';
    const file = (request.method === 'GET' || request.method === 'HEAD') && pathname.startsWith(PREFIX) ? buildFile(pathname) : null;
    if (!file) return handle(request, response);
    const gzip = file.gzipped !== null && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const body = gzip && file.gzipped ? file.gzipped : file.raw;
    response.writeHead(200, {
      'content-type': file.type,
      'content-length': String(body.byteLength),
      'cache-control': 'public, max-age=31536000, immutable',
      ...(file.gzipped ? { vary: 'Accept-Encoding' } : {}),
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}
