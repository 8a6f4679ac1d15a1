/** Finishing Next's HTML as text: Next compresses nothing (next.config `compress: false`), ./compress.ts gzips once after. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { INCOMPLETE_PAGE_ATTRIBUTE } from '../lib/page-completeness';
import { servingEnv } from './env';
import { inlineCompletedBoundaries } from './inline-boundaries';
import { inlineHeadStylesheets, withoutInlinedStylePreloads } from './inline-stylesheets';
import type { CachedResponse } from './micro-cache';

// Resolved on first use: this module is also bundled into the app (./shared-list-pages.ts), which never reads stylesheets.
const staticDir = () => path.resolve(import.meta.dirname, '..', '..', servingEnv.NEXT_DIST_DIR, 'static');
// Build files are named by their content: read once, kept for the life of the server.
const stylesheets = new Map<string, string | null>();

/** A stylesheet of this build by its `/_next/static/…` path, or null when it is not one. */
export function buildStylesheet(href: string): string | null {
  if (!stylesheets.has(href)) {
    const dir = staticDir();
    const file = path.resolve(dir, href.slice('/_next/static/'.length));
    let css: string | null = null;
    try {
      css = file.startsWith(dir + path.sep) ? readFileSync(file, 'utf8') : null;
    } catch {
      css = null;
    }
    stylesheets.set(href, css);
  }
  return stylesheets.get(href) ?? null;
}

/** A whole HTML body as the browser should get it: its completed Suspense boundaries in place (./inline-boundaries.ts) and its head's stylesheets inline (./inline-stylesheets.ts). */
export function finishedDocument(body: Buffer): { readonly html: string; readonly body: Buffer } {
  const html = body.toString('utf8');
  const finished = inlineHeadStylesheets(inlineCompletedBoundaries(html), buildStylesheet);
  return finished === html ? { html, body } : { html: finished, body: Buffer.from(finished, 'utf8') };
}

/** Answers worth compressing: documents and the shared data reads (./micro-cache.ts, SHARED_DATA). */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript))/;

/**
 * A micro-cache fill as it is kept and sent. The fill asks Next for no encoding, so a page Next
 * rendered is finished as text (boundaries in place, stylesheets inline), checked for results it
 * could not read, and compressed once when the key's visitors accept gzip — not gzipped by Next,
 * unzipped, rewritten, gzipped again and unzipped once more for the check (issue #41).
 */
export function finishedFill(status: number, headers: Record<string, string>, body: Buffer, gzip: boolean): CachedResponse {
  // Next's cached pages had their boundaries put in place already (./script-hashes.ts).
  const rendered = status === 200 && headers['x-nextjs-cache'] === undefined && (headers['content-type'] ?? '').includes('text/html');
  let finished = body;
  let incomplete = false;
  if (rendered) {
    // The head's stylesheets go inline: their preloads in Next's Link header would fetch them again.
    if (headers.link !== undefined) {
      const link = withoutInlinedStylePreloads(headers.link, buildStylesheet);
      if (link === '') delete headers.link;
      else headers.link = link;
    }
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
