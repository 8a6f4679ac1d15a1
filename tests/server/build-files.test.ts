/**
 * The build's files (`/_next/static/…`) from memory: gzipped once, sent whole with a Content-Length
 * (a streamed gzip went out chunked: more bytes on the wire than the transfer budget allows).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';

const DIST = '.next-test-build-files';
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SCRIPT = `console.log(${JSON.stringify('Rao vặt '.repeat(500))});\n`;

describe('withBuildFiles in front of Next', () => {
  const reachedNext: string[] = [];
  let server: http.Server;
  let origin = '';

  beforeAll(async () => {
    mkdirSync(path.join(ROOT, DIST, 'static', 'chunks'), { recursive: true });
    mkdirSync(path.join(ROOT, DIST, 'static', 'media'), { recursive: true });
    writeFileSync(path.join(ROOT, DIST, 'static', 'chunks', 'page.js'), SCRIPT);
    writeFileSync(path.join(ROOT, DIST, 'static', 'media', 'face.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]));
    writeFileSync(path.join(ROOT, DIST, 'secret.json'), '{"outside":"static"}');
    vi.stubEnv('NEXT_DIST_DIR', DIST);
    const { withBuildFiles } = await import('../../src/serving/build-files');
    server = http.createServer(
      (request, response) =>
        void withBuildFiles(async (incoming, answer) => {
          reachedNext.push(incoming.url ?? '');
          answer.writeHead(404).end('next');
        })(request, response),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(path.join(ROOT, DIST), { recursive: true, force: true });
    vi.unstubAllEnvs();
  });

  /** The raw answer: headers and the body bytes exactly as sent (no client-side decoding). */
  const get = (pathname: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      // The path as written: a URL object would resolve `%2e%2e` before it is sent.
      const request = http.request({ host: '127.0.0.1', port: new URL(origin).port, path: pathname, method, headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
      });
      request.on('error', reject);
      request.end();
    });

  test('a script is gzipped, with its length, cached for a year, not chunked', async () => {
    const answer = await get('/_next/static/chunks/page.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(answer.headers['content-length']).toBe(String(answer.body.byteLength));
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-type']).toMatch(/^application\/javascript/);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(answer.body).toString('utf8')).toBe(SCRIPT);
    expect(answer.body.byteLength).toBeLessThan(Buffer.byteLength(SCRIPT) / 10);
  });

  test('a visitor who accepts no gzip gets the file as it is; HEAD gets the headers alone', async () => {
    const plain = await get('/_next/static/chunks/page.js?v=1');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(SCRIPT);
    const head = await get('/_next/static/chunks/page.js', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.byteLength).toBe(0);
  });

  test('a font is sent as stored: compressing woff2 again only adds bytes', async () => {
    const answer = await get('/_next/static/media/face.woff2', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-type']).toBe('font/woff2');
    expect(answer.body.byteLength).toBe(7);
  });

  test('a missing file, a path out of the static folder and other paths go on to Next', async () => {
    reachedNext.length = 0;
    expect((await get('/_next/static/chunks/missing.js')).status).toBe(404);
    expect((await get('/_next/static/..%2Fsecret.json')).body.toString()).toBe('next');
    expect((await get('/_next/static/%2e%2e/secret.json')).body.toString()).toBe('next');
    expect((await get('/_next/static/chunks/%E0%A4%A.js')).body.toString()).toBe('next');
    expect((await get('/xe-co')).body.toString()).toBe('next');
    expect(reachedNext).toEqual(['/_next/static/chunks/missing.js', '/_next/static/..%2Fsecret.json', '/_next/static/%2e%2e/secret.json', '/_next/static/chunks/%E0%A4%A.js', '/xe-co']);
  });
});
