/** A response body as text and back, whatever Next compressed it with. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { servingEnv } from './env';
import { inlineCompletedBoundaries } from './inline-boundaries';
import { inlineHeadStylesheets } from './inline-stylesheets';

export function decodedBody(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  return body.toString('utf8');
}

export function encodedBody(html: string, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return gzipSync(html);
  if (encoding === 'br') return brotliCompressSync(html);
  return Buffer.from(html, 'utf8');
}

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

/**
 * A whole HTML body as the browser should get it, encoded as it came: its completed Suspense
 * boundaries in place (./inline-boundaries.ts) and its head's stylesheets inline (./inline-stylesheets.ts).
 */
export function finishedDocument(body: Buffer, encoding: string | undefined): { readonly html: string; readonly body: Buffer } {
  const html = decodedBody(body, encoding);
  const finished = inlineHeadStylesheets(inlineCompletedBoundaries(html), buildStylesheet);
  return finished === html ? { html, body } : { html: finished, body: encodedBody(finished, encoding) };
}
