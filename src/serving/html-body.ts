/** A response body as text and back, whatever Next compressed it with. */
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { inlineCompletedBoundaries } from './inline-boundaries';

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

/** A whole HTML body with its completed Suspense boundaries in place (./inline-boundaries.ts), encoded as it came. */
export function withBoundariesInPlace(body: Buffer, encoding: string | undefined): { readonly html: string; readonly body: Buffer } {
  const html = decodedBody(body, encoding);
  const inline = inlineCompletedBoundaries(html);
  return inline === html ? { html, body } : { html: inline, body: encodedBody(inline, encoding) };
}
