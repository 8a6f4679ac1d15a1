/** Finishing Next's HTML as text: Next compresses nothing (next.config `compress: false`); the fill is gzipped once here, everything else by ./server.ts. */
import { gzipSync } from 'node:zlib';
import { INCOMPLETE_PAGE_ATTRIBUTE } from '../lib/page-completeness';
import { inlineCompletedBoundaries } from './inline-boundaries';
import type { CachedResponse } from './micro-cache';

/** A whole HTML body as the browser should get it: its completed Suspense boundaries in place (./inline-boundaries.ts). */
export function finishedDocument(body: Buffer): { readonly html: string; readonly body: Buffer } {
  const html = body.toString('utf8');
  const finished = inlineCompletedBoundaries(html);
  return finished === html ? { html, body } : { html: finished, body: Buffer.from(finished, 'utf8') };
}

/** Answers worth compressing: documents and the shared data reads (./micro-cache.ts, SHARED_DATA). */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript))/;

/**
 * A micro-cache fill as it is kept and sent. The fill asks Next for no encoding, so a page Next
 * rendered is finished as text (boundaries in place), checked for results it
 * could not read, and compressed once when the key's visitors accept gzip — not gzipped by Next,
 * unzipped, rewritten, gzipped again and unzipped once more for the check (issue #41).
 */
export function finishedFill(status: number, headers: Record<string, string>, body: Buffer, gzip: boolean): CachedResponse {
  // Next's cached pages had their boundaries put in place already (./script-hashes.ts).
  const rendered = status === 200 && headers['x-nextjs-cache'] === undefined && (headers['content-type'] ?? '').includes('text/html');
  let finished = body;
  let incomplete = false;
  if (rendered) {
    const document = finishedDocument(body);
    incomplete = document.html.includes(`${INCOMPLETE_PAGE_ATTRIBUTE}=`);
    finished = document.body;
  }
  if (gzip && headers['content-encoding'] === undefined && COMPRESSIBLE.test(headers['content-type'] ?? '')) {
    finished = gzipSync(finished);
    headers['content-encoding'] = 'gzip';
    if (!/accept-encoding/i.test(headers.vary ?? '')) headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  return { status, headers, body: finished, incomplete };
}
