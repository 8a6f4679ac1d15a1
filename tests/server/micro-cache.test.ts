/**
 * The guests' micro-cache (issue #39): nginx keeps what the app marks with X-Accel-Expires
 * (src/serving/whole-answer.ts, scripts/nginx.ts). The rules are checked as functions, then the
 * generated nginx configuration runs in front of the app's real whole-answer wrapper around a
 * stand-in for Next that counts its renders: who shares which copy, what reaches the app, what is
 * never kept, the build's files and the outage page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { once } from 'node:events';
import type { Socket } from 'node:dgram';
import { Registry } from 'prom-client';
import { nginxConfig, precompressBuild, prepareNginx } from '../../scripts/nginx';
import { countNginxCacheLog, parseCacheLogLine } from '../../src/observability/nginx-cache-log';
import { fillExpires, keepFor, withWholeAnswers } from '../../src/serving/whole-answer';

const PAGE_HEADERS = { 'content-type': 'text/html; charset=utf-8' };

describe('how long nginx may keep an answer', () => {
  test('a shared-cacheable page: the shorter of s-maxage and the micro-cache', () => {
    expect(keepFor(200, { 'cache-control': 's-maxage=300, stale-while-revalidate=60' }, 1)).toBe(1);
    expect(keepFor(200, { 'cache-control': 's-maxage=0' }, 1)).toBe(0);
  });

  test('private, uncacheable, stale, cookie-setting and non-200 answers: not at all', () => {
    expect(keepFor(200, { 'cache-control': 'private, no-cache, no-store' }, 1)).toBe(0);
    expect(keepFor(200, { 'cache-control': 's-maxage=300', 'set-cookie': 'a=b' }, 1)).toBe(0);
    expect(keepFor(200, { 'cache-control': 's-maxage=300', 'x-nextjs-cache': 'STALE' }, 1)).toBe(0);
    expect(keepFor(404, { 'cache-control': 's-maxage=300' }, 1)).toBe(0);
    expect(keepFor(200, {}, 1)).toBe(0);
  });

  test('a page with a Suspense boundary still pending, or whose results could not be read: not at all', () => {
    const cached = { ...PAGE_HEADERS, 'cache-control': 's-maxage=300' };
    expect(fillExpires('/', 200, cached, '<main><!--$--><p>ok</p><!--/$--></main>', 1)).toBe(1);
    expect(fillExpires('/', 200, cached, '<main><!--$?--><template id="B:0"></template><!--/$--></main>', 1)).toBe(0);
    expect(fillExpires('/', 200, cached, '<main data-incomplete="results"></main>', 1)).toBe(0);
  });

  test("a guest's search or filtered page, rendered per request, is kept — unless its results could not be read or it needed its own render", () => {
    const perRequest = { ...PAGE_HEADERS, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' };
    expect(fillExpires('/search?q=nha', 200, perRequest, '<main></main>', 1)).toBe(1);
    expect(fillExpires('/xe-co?province=01', 200, perRequest, '<main></main>', 1)).toBe(1);
    expect(fillExpires('/search?q=nha', 200, perRequest, '<main data-incomplete="results"></main>', 1)).toBe(0);
    // A value the parser had to drop is named on that visitor's page.
    expect(fillExpires('/search?q=nha&sort=bogus', 200, perRequest, '<main></main>', 1)).toBe(0);
    expect(fillExpires('/search?q=nha', 200, { ...perRequest, 'set-cookie': 'a=b' }, '<main></main>', 1)).toBe(0);
  });
});

describe("a fill's answer held whole (issue #41: its bytes kept as written, searched without a string)", () => {
  let server: http.Server | null = null;
  let origin = '';
  /** Each page is written as views into one larger buffer, at an offset, then the rest as a string. */
  const pages: Record<string, string> = {
    '/search?q=xe': '<main><!--$--><p>Xe máy cũ</p><!--/$--></main>',
    '/search?q=nha': '<main><!--$?--><template id="B:0"></template><!--/$--></main>',
  };
  beforeAll(async () => {
    const next = withWholeAnswers(async (request, response) => {
      const page = pages[request.url ?? ''] ?? '';
      const bytes = Buffer.from(`####${page}####`);
      response.writeHead(200, { ...PAGE_HEADERS, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' });
      const half = 4 + Math.floor(bytes.length / 3);
      response.write(new Uint8Array(bytes.buffer, bytes.byteOffset + 4, half - 4));
      response.write(new Uint8Array(bytes.buffer, bytes.byteOffset + half, bytes.length - 8 - (half - 4)));
      response.end('<!-- end -->');
    }, 1);
    server = http.createServer((request, response) => void next(request, response));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  const fill = (url: string) => fetch(`${origin}${url}`, { headers: { 'x-micro-cache-fill': '1', 'accept-encoding': 'identity' } });

  test('the answer is exactly what was written, and a complete page is kept', async () => {
    const answer = await fill('/search?q=xe');
    expect(await answer.text()).toBe(`${pages['/search?q=xe']}<!-- end -->`);
    expect(answer.headers.get('x-accel-expires')).toBe('1');
  });

  test('a boundary still pending is found in the bytes: not kept', async () => {
    const answer = await fill('/search?q=nha');
    expect(await answer.text()).toBe(`${pages['/search?q=nha']}<!-- end -->`);
    expect(answer.headers.get('x-accel-expires')).toBe('0');
  });

  test('the marks are found in held bytes as in text', () => {
    const perRequest = { ...PAGE_HEADERS, 'cache-control': 'private, no-store' };
    expect(fillExpires('/search?q=nha', 200, perRequest, Buffer.from('<main><p>Nhà</p></main>'), 1)).toBe(1);
    expect(fillExpires('/search?q=nha', 200, perRequest, Buffer.from('<main><p>Nhà</p><!--$?--></main>'), 1)).toBe(0);
    expect(fillExpires('/search?q=nha', 200, perRequest, Buffer.from('<main data-incomplete="results"><p>Nhà</p></main>'), 1)).toBe(0);
  });
});

const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));

describe.skipIf(!nginxBinary)('nginx in front of the app', () => {
  let folder = '';
  let proxy: ChildProcess | null = null;
  let app: http.Server | null = null;
  let site = '';
  /** What the app's metrics listener hears of nginx's cache log. */
  const cacheLog = new Registry();
  let logSocket: Socket | null = null;
  /** What the stand-in for Next was asked, in order. */
  const asked: { url: string; cookie: string; encoding: string; fill: string }[] = [];
  const rendersOf = (url: string) => asked.filter((request) => request.url === url).length;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'raovat-micro-cache-'));
    const distDir = path.join(folder, 'build');
    await mkdir(path.join(distDir, 'static', 'chunks'), { recursive: true });
    await writeFile(path.join(distDir, 'static', 'chunks', 'app.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    precompressBuild(distDir);
    // Next's part: ISR-like pages under /support-about, per-request search pages, a member's page, a failing one.
    const next = withWholeAnswers(async (request, response) => {
      const url = request.url ?? '/';
      asked.push({ url, cookie: request.headers.cookie ?? '', encoding: request.headers['accept-encoding'] ?? '', fill: String(request.headers['x-micro-cache-fill'] ?? '') });
      if (url.startsWith('/down')) return void response.writeHead(500, PAGE_HEADERS).end('<h1>error</h1>');
      // Prerendered pages come from Next's page cache (x-nextjs-cache); search pages are rendered per request.
      const prerendered = url.startsWith('/support-about');
      const cacheControl = prerendered ? 's-maxage=300' : 'private, no-store';
      const view = (request.headers.cookie ?? '').includes('rv_view=list') ? 'list' : 'grid';
      const body = url.startsWith('/pending') ? '<!--$?--><template id="B:0"></template>' : `<main data-view="${view}">${'Giới thiệu '.repeat(200)}</main>`;
      response.writeHead(200, { ...PAGE_HEADERS, 'cache-control': cacheControl, ...(prerendered ? { 'x-nextjs-cache': 'HIT' } : {}) });
      response.write('<!DOCTYPE html><html><head><script>self.a=1</script></head><body>');
      response.end(`${body}<p>render ${asked.length}</p></body></html>`);
    }, 1);
    app = http.createServer((request, response) => void next(request, response));
    await new Promise<void>((resolve) => app?.listen(0, '127.0.0.1', resolve));
    const appPort = (app.address() as AddressInfo).port;
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const sitePort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    logSocket = countNginxCacheLog(cacheLog, '127.0.0.1', 0, () => undefined);
    await once(logSocket, 'listening');
    const cacheLogTo = [`127.0.0.1:${logSocket.address().port}`];
    const configFile = prepareNginx(folder, nginxConfig({ appPort: sitePort, apps: [appPort], distDir, cacheLogTo, cacheLogOneIn: 1 }, folder));
    proxy = spawn(nginxBinary ?? 'nginx', ['-c', configFile, '-p', folder, '-e', path.join(folder, 'error.log')], { stdio: 'ignore' });
    site = `http://127.0.0.1:${sitePort}`;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if (await fetch(`${site}/_next/static/chunks/app.js`).then((answer) => answer.ok, () => false)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(async () => {
    proxy?.kill('SIGQUIT');
    app?.close();
    logSocket?.close();
    await rm(folder, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => fetch(`${site}${url}`, { headers: { 'accept-encoding': 'gzip', ...headers }, redirect: 'manual' });
  const cacheOf = (answer: Response) => answer.headers.get('x-micro-cache');

  test("a guest's repeat visit is nginx's copy: one render, asked as a guest, gzipped once by the app, script hashes in its policy", async () => {
    const first = await get('/support-about/gioi-thieu', { cookie: 'rv_track=1; rv_view=list' });
    expect(cacheOf(first)).toBe('MISS');
    const again = await get('/support-about/gioi-thieu', { cookie: 'rv_view=list' });
    expect(cacheOf(again)).toBe('HIT');
    expect(await again.text()).toContain('data-view="list"');
    expect(rendersOf('/support-about/gioi-thieu')).toBe(1);
    // Only the list view went to the app, with gzip, marked as a fill; the answer had its length.
    expect(asked.find((request) => request.url === '/support-about/gioi-thieu')).toEqual({ url: '/support-about/gioi-thieu', cookie: 'rv_view=list', encoding: 'gzip', fill: '1' });
    expect(again.headers.get('content-length')).toBe(first.headers.get('content-length'));
    expect(again.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
    // The grid view is another copy.
    expect(cacheOf(await get('/support-about/gioi-thieu'))).toBe('MISS');
  });

  test("a member shares the guests' copy of a page that is the same for everyone, never a member's page; navigations bypass", async () => {
    await get('/support-about/lien-he');
    const member = await get('/support-about/lien-he', { cookie: 'rv_session=sealed' });
    expect(cacheOf(member)).toBe('HIT');
    const own = await get('/user/wallet', { cookie: 'rv_session=sealed' });
    expect(cacheOf(own)).toBe('BYPASS');
    expect(asked.at(-1)).toMatchObject({ url: '/user/wallet', cookie: 'rv_session=sealed', encoding: '', fill: '' });
    expect(cacheOf(await get('/support-about/lien-he', { rsc: '1' }))).toBe('BYPASS');
    // A visitor's own fill mark is replaced by nginx's.
    expect(cacheOf(await get('/user/wallet', { cookie: 'rv_session=sealed', 'x-micro-cache-fill': '1' }))).toBe('BYPASS');
    expect(asked.at(-1)?.fill).toBe('');
  });

  test('every spelling of a search shares the render of its normalised URL', async () => {
    const first = await get('/search?q=nha');
    expect(cacheOf(first)).toBe('MISS');
    // Sent whole: its length announced, not a stream of chunks.
    expect(Number(first.headers.get('content-length'))).toBeGreaterThan(100);
    const spelled = await get('/search?utm_source=zalo&q=%20nha%20');
    expect(cacheOf(spelled)).toBe('HIT');
    expect(rendersOf('/search?q=nha')).toBe(1);
  });

  test('a page with a boundary still pending is never kept: the next visitor gets a complete render', async () => {
    expect(cacheOf(await get('/pending'))).toBe('MISS');
    expect(cacheOf(await get('/pending'))).toBe('MISS');
    expect(rendersOf('/pending')).toBe(2);
  });

  test("the build's files come gzipped at level 9 from disk, cached for a year", async () => {
    const file = await get('/_next/static/chunks/app.js');
    expect(file.headers.get('content-encoding')).toBe('gzip');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Number(file.headers.get('content-length'))).toBeLessThan(200);
    const raw = await fetch(`${site}/_next/static/chunks/app.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(raw.headers.get('content-encoding')).toBeNull();
    expect((await raw.text()).length).toBeGreaterThan(4000);
  });

  test("the operator sees nginx's hits and misses: a log line per cacheable request (sampled in production), counted by the app", async () => {
    const counted = async () => {
      const metric = await cacheLog.getSingleMetric('raovat_micro_cache_requests_total')?.get();
      return Object.fromEntries((metric?.values ?? []).map(({ labels, value }) => [`${String(labels.kind)} ${String(labels.state)}`, value]));
    };
    const before = await counted();
    await get('/support-about/nhat-ky');
    await get('/support-about/nhat-ky');
    await get('/user/wallet', { cookie: 'rv_session=sealed' });
    let now = await counted();
    for (let attempt = 0; attempt < 40 && (now['page HIT'] ?? 0) - (before['page HIT'] ?? 0) < 1; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      now = await counted();
    }
    expect((now['page MISS'] ?? 0) - (before['page MISS'] ?? 0)).toBe(1);
    expect((now['page HIT'] ?? 0) - (before['page HIT'] ?? 0)).toBe(1);
    // A member's own page is not cacheable: not logged at all.
    expect(now['page BYPASS']).toBeUndefined();
    // A sampled line stands for the requests it was drawn from.
    expect(parseCacheLogLine('<190>Nov 29 06:00:00 raovat_cache: page HIT 50')).toEqual({ kind: 'page', state: 'HIT', requests: 50 });
    expect(parseCacheLogLine('<190>Nov 29 06:00:00 raovat_cache: page DROP TABLE')).toBeNull();
    expect(parseCacheLogLine('<190>Nov 29 06:00:00 raovat_cache: page HIT 1e9')).toBeNull();
  });

  test('a page failing during an outage, or an app that is down, is the Vietnamese outage page with Retry-After', async () => {
    // The stand-in fails without an open circuit: a plain 500 is Next's own error page.
    expect((await get('/down')).status).toBe(500);
    app?.close();
    app?.closeAllConnections();
    const down = await get('/support-about/khac');
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('15');
    expect(await down.text()).toContain('Hệ thống đang tạm gián đoạn');
  });

});
