import { describe, expect, test } from 'vitest';
import { createHeadRewriter } from '../../src/serving/streamed-stylesheets';

const HREF = '/_next/static/chunks/a1.css';
const read = (href: string) => (href === HREF ? '.x{color:red}' : null);
const head = `<!DOCTYPE html><html lang="vi"><head><title>Rao vặt</title><link rel="stylesheet" href="${HREF}" data-precedence="next"/></head>`;
const expectedHead = `<!DOCTYPE html><html lang="vi"><head><title>Rao vặt</title><style data-inline-of="${HREF}">.x{color:red}</style><link rel="stylesheet" href="${HREF}" data-precedence="next" type="text/x-inlined"/></head>`;
const rest = ['<body><main>Nhà đất', ' – Xe cộ</main>', '<script>self.__next_f.push([1,"x"])</script></body></html>'];

/** Splits a buffer into pieces of `size` bytes, as a stream may deliver it (inside a character, too). */
const pieces = (buffer: Buffer, size: number) => Array.from({ length: Math.ceil(buffer.length / size) }, (_, i) => buffer.subarray(i * size, (i + 1) * size));

function run(chunks: Buffer[]): { emitted: Buffer[] } {
  const emitted: Buffer[] = [];
  const rewriter = createHeadRewriter(read, (chunk) => emitted.push(chunk));
  for (const chunk of chunks) rewriter.write(chunk);
  rewriter.end();
  return { emitted };
}

describe('createHeadRewriter', () => {
  test('a plain stream split anywhere, even inside a character: the head rewritten, the rest unchanged', () => {
    const { emitted } = run(pieces(Buffer.from(head + rest.join(''), 'utf8'), 7));
    expect(Buffer.concat(emitted).toString('utf8')).toBe(expectedHead + rest.join(''));
  });

  test('the rest flows as it comes: what follows the head is emitted before the end', () => {
    const emitted: Buffer[] = [];
    const rewriter = createHeadRewriter(read, (chunk) => emitted.push(chunk));
    rewriter.write(Buffer.from(head + rest[0], 'utf8'));
    expect(Buffer.concat(emitted).toString('utf8')).toBe(expectedHead + rest[0]);
  });

  test('a document without a head end passes through whole', () => {
    const html = '<p>Không có head</p>';
    const { emitted } = run([Buffer.from(html)]);
    expect(Buffer.concat(emitted).toString('utf8')).toBe(html);
  });
});
