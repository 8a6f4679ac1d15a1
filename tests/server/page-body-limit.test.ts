/**
 * Issue #34: the web server refuses, before Next reads a byte of it, a page request whose body is
 * undeclared (chunked) or declared over the limit; the API's routes cap their own bodies.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PAGE_BODY_MAX_BYTES, pageBodyRefusal, withPageBodyLimit } from '../../src/serving/page-body-limit';

const request = (url: string, headers: http.IncomingHttpHeaders = {}) => ({ url, headers });

describe('pageBodyRefusal', () => {
  test('a page with a chunked body is 411, one declared over the limit 413', () => {
    expect(pageBodyRefusal(request('/', { 'transfer-encoding': 'chunked' }))).toBe(411);
    expect(pageBodyRefusal(request('/support-about/gioi-thieu', { 'content-length': String(PAGE_BODY_MAX_BYTES + 1) }))).toBe(413);
  });

  test('a small declared body, a bodiless request and every API route go on', () => {
    expect(pageBodyRefusal(request('/payment/kq-thanh-toan-mm-s1', { 'content-length': '2048' }))).toBeNull();
    expect(pageBodyRefusal(request('/'))).toBeNull();
    expect(pageBodyRefusal(request('/api/chat/upload', { 'transfer-encoding': 'chunked' }))).toBeNull();
    expect(pageBodyRefusal(request('/api/posting/upload', { 'content-length': String(100 * 1024 * 1024) }))).toBeNull();
    expect(pageBodyRefusal(request('/apiary', { 'transfer-encoding': 'chunked' }))).toBe(411);
  });
});

describe('withPageBodyLimit in front of a web server', () => {
  const reachedNext: string[] = [];
  const server = http.createServer(
    withPageBodyLimit((incoming, response) => {
      reachedNext.push(incoming.url ?? '');
      incoming.resume();
      incoming.on('end', () => response.end('ok'));
    }),
  );
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
  });

  /** A POST whose body is a stream: sent chunked, without Content-Length. */
  const chunkedPost = (path: string) =>
    fetch(`${origin}${path}`, { method: 'POST', body: new Blob([new Uint8Array(256 * 1024)]).stream(), duplex: 'half' } as RequestInit & { duplex: 'half' });

  test('a chunked POST to a page is answered 411 in Vietnamese without reaching Next', async () => {
    const response = await chunkedPost('/');
    expect(response.status).toBe(411);
    expect(await response.text()).toBe('Yêu cầu gửi dữ liệu phải khai báo độ dài (Content-Length).');
    expect(reachedNext).not.toContain('/');
  });

  test('a chunked POST to the API and a small form to a page reach Next', async () => {
    expect((await chunkedPost('/api/chat/upload')).status).toBe(200);
    expect((await fetch(`${origin}/payment/kq-thanh-toan-mm-s1`, { method: 'POST', body: new URLSearchParams({ resultCode: '0' }) })).status).toBe(200);
    expect(reachedNext).toEqual(['/api/chat/upload', '/payment/kq-thanh-toan-mm-s1']);
  });
});
