/** Finishing Next's HTML as text: Next compresses nothing (next.config `compress: false`); the fill is gzipped once here, everything else by ./server.ts. */
import { gzipSync } from 'node:zlib';
import { INCOMPLETE_PAGE_ATTRIBUTE } from '../lib/page-completeness';
import type { CachedResponse } from './micro-cache';

/**
 * How React marks a Suspense boundary it sent before its content was ready (the content follows
 * later in the stream, moved in by a script after a frame). On a dynamic page this happens only
 * while an island's code is first loaded by a fresh server process: such a page is sent as it is
 * but not kept, and the next visitor's render — complete — is. Boundaries complete when the page
 * was written stay in place because none of ours holds more than React's 500 bytes
 * (`isEligibleForOutlining`; the e2e serving test checks the cached pages).
 */
const PENDING_BOUNDARY = '<!--$?-->';

/** Answers worth compressing: documents and the shared data reads (./micro-cache.ts, SHARED_DATA). */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript))/;

/**
 * A micro-cache fill as it is kept and sent. The fill asks Next for no encoding, so a page Next
 * rendered is checked as text — for results it could not read, for a boundary not yet in place —
 * and compressed once when the key's visitors accept gzip (issue #41).
 */
export function finishedFill(status: number, headers: Record<string, string>, body: Buffer, gzip: boolean): CachedResponse {
  const html = status === 200 && (headers['content-type'] ?? '').includes('text/html') ? body.toString('utf8') : '';
  const incomplete = html.includes(`${INCOMPLETE_PAGE_ATTRIBUTE}=`);
  const unsettled = html.includes(PENDING_BOUNDARY);
  let finished = body;
  if (gzip && headers['content-encoding'] === undefined && COMPRESSIBLE.test(headers['content-type'] ?? '')) {
    finished = gzipSync(body);
    headers['content-encoding'] = 'gzip';
    if (!/accept-encoding/i.test(headers.vary ?? '')) headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  return { status, headers, body: finished, incomplete, unsettled };
}
