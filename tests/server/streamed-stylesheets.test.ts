import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { createHeadRewriter } from '../../src/serving/streamed-stylesheets';

const HREF = '/_next/static/chunks/a1.css';
const read = (href: string) => (href === HREF ? '.x{color:red}' : null);
const head = `<!DOCTYPE html><html lang="vi"><head><title>Rao vặt</title><link rel="stylesheet" href="${HREF}" data-precedence="next"/></head>`;
const expectedHead = `<!DOCTYPE html><html lang="vi"><head><title>Rao vặt</title><style data-inline-of="${HREF}">.x{color:red}</style><link rel="stylesheet" href="${HREF}" data-precedence="next" type="text/x-inlined"/></head>`;
const rest = ['<body><main>Nhà đất', ' – Xe cộ</main>', '<script>self.__next_f.push([1,"x"])</script></body></html>'];

/** Splits a buffer into pieces of `size` bytes, as a stream may deliver it (inside a character, too). */
const pieces = (buffer: Buffer, size: number) => Array.from({ length: Math.ceil(buffer.length / size) }, (_, i) => buffer.subarray(i * size, (i + 1) * size));

function run(encoding: 'gzip' | 'identity', chunks: Buffer[]): Promise<{ emitted: Buffer[]; beforeEnd: number }> {
  return new Promise((resolve, reject) => {
    const emitted: Buffer[] = [];
    const rewriter = createHeadRewriter(encoding, read, (chunk) => emitted.push(chunk), reject);
    for (const chunk of chunks) rewriter.write(chunk);
    // Give the zlib streams a turn: what was written is on its way before the end is known.
    setTimeout(() => {
      const beforeEnd = emitted.length;
      rewriter.end(() => resolve({ emitted, beforeEnd }));
    }, 50);
  });
}

describe('createHeadRewriter', () => {
  test('a plain stream split anywhere, even inside a character: the head rewritten, the rest unchanged', async () => {
    const { emitted } = await run('identity', pieces(Buffer.from(head + rest.join(''), 'utf8'), 7));
    expect(Buffer.concat(emitted).toString('utf8')).toBe(expectedHead + rest.join(''));
  });

  test('a gzip stream stays a gzip stream and keeps flowing before it ends', async () => {
    const chunks = pieces(gzipSync(head + rest.join('')), 11);
    const { emitted, beforeEnd } = await run('gzip', chunks);
    expect(gunzipSync(Buffer.concat(emitted)).toString('utf8')).toBe(expectedHead + rest.join(''));
    expect(beforeEnd).toBeGreaterThan(0);
  });

  test('a document without a head end passes through whole', async () => {
    const html = '<p>Không có head</p>';
    const { emitted } = await run('identity', [Buffer.from(html)]);
    expect(Buffer.concat(emitted).toString('utf8')).toBe(html);
  });
});
