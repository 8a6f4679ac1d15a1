/**
 * The marketplace as a cluster (issue #14): two backends and two apps on one PostgreSQL behind
 * nginx, started the way `npm run start:cluster` starts them (scripts/cluster.ts), on ports of
 * their own. Needs the PostgreSQL 15 server binaries and nginx (installed when running as root).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { startCluster, type Cluster } from '../../scripts/cluster';
import { E2E_REVALIDATE_SECRET, E2E_SESSION_SECRET } from '../../src/lib/published-secrets';
import { DEMO, MODERATOR } from '../e2e/helpers/accounts';
import { vnpayResult } from '../helpers/payments';

// E2E_CLUSTER_BASE_PORT moves the test's ports (proxies, instances, metrics, Prometheus) and
// E2E_CLUSTER_POSTGRES_PORT its database, so two runs on one machine do not collide.
const BASE = process.env.E2E_CLUSTER_BASE_PORT === undefined ? null : Number(process.env.E2E_CLUSTER_BASE_PORT);
const APP = BASE ?? 3700;
const BACKEND = BASE === null ? 4700 : BASE + 10;
const METRICS_BASE = BASE === null ? 4750 : BASE + 100;
const PROMETHEUS_PORT = BASE === null ? 4790 : BASE + 90;
const POSTGRES_PORT = Number(process.env.E2E_CLUSTER_POSTGRES_PORT ?? 55442);
const proxyApp = `http://127.0.0.1:${APP}`;
const proxyBackend = `http://127.0.0.1:${BACKEND}`;

let cluster: Cluster;
let workDir: string;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000);
  workDir = mkdtempSync(path.join(tmpdir(), 'raovat-cluster-'));
  cluster = await startCluster({
    appPort: APP,
    backendPort: BACKEND,
    appBase: APP,
    backendBase: BACKEND,
    instances: 2,
    postgresPort: POSTGRES_PORT,
    seedListings: 300,
    env: { SESSION_SECRET: E2E_SESSION_SECRET, REVALIDATE_SECRET: E2E_REVALIDATE_SECRET, ENABLE_TEST_HOOKS: '1', LOG_LEVEL: 'warn', LOG_REQUESTS: '1' },
    workDir,
    // Each instance's output in a file the trace test reads; metrics scraped every second (issue #37), nginx's cache log unsampled.
    logDir: path.join(workDir, 'logs'),
    metrics: { metricsBase: METRICS_BASE, prometheusPort: PROMETHEUS_PORT, scrapeSeconds: 1, cacheLogOneIn: 1 },
    log: (line) => console.log(`[cluster] ${line}`),
  });
});

test.afterAll(async () => {
  await cluster?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

async function instanceIds(request: APIRequestContext, origin: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let call = 0; call < 6; call += 1) {
    const answer = await request.get(`${origin}/healthz`);
    expect(answer.ok()).toBe(true);
    ids.add(((await answer.json()) as { instance: string }).instance);
  }
  return ids;
}

test('/healthz through the proxy shows both instances of each service', async ({ request }) => {
  expect([...(await instanceIds(request, proxyBackend))].sort()).toEqual(['backend-1', 'backend-2']);
  expect([...(await instanceIds(request, proxyApp))].sort()).toEqual(['app-1', 'app-2']);
  const ready = await request.get(`${proxyApp}/readyz`);
  expect(await ready.json()).toMatchObject({ status: 'ready', backend: 'ok' });
});

interface PrometheusVector {
  readonly data: { readonly result: readonly { readonly metric: Record<string, string>; readonly value: [number, string] }[] };
}

/** `up` of each instance, as Prometheus's HTTP API answers it. */
async function upByInstance(request: APIRequestContext): Promise<Record<string, string>> {
  const answer = await request.get(`${cluster.prometheusUrl}/api/v1/query`, { params: { query: 'up' } });
  const vector = (await answer.json()) as PrometheusVector;
  return Object.fromEntries(vector.data.result.map((sample) => [sample.metric.instance ?? '', sample.value[1]]));
}

test('Prometheus scrapes all four instances; their metrics are on internal ports only, never through nginx (issue #37)', async ({ request }) => {
  expect(cluster.prometheusUrl).toBeDefined();
  await expect.poll(() => upByInstance(request), { timeout: 30_000 }).toEqual({ 'app-1': '1', 'app-2': '1', 'backend-1': '1', 'backend-2': '1' });
  const internal = await request.get(`http://127.0.0.1:${cluster.backends[0]!.metricsPort}/metrics`);
  expect(await internal.text()).toContain('raovat_http_requests_total{service="backend"');
  // nginx's cache hits, which never reach an app, are counted by every app from nginx's log (UDP).
  for (let visit = 0; visit < 2; visit += 1) await request.get(`${proxyApp}/support-about/gioi-thieu`);
  for (const app of cluster.apps) {
    await expect
      .poll(async () => (await (await request.get(`http://127.0.0.1:${app.metricsPort}/metrics`)).text()).match(/raovat_micro_cache_requests_total\{kind="page",state="HIT"\} (\d+)/)?.[1], { timeout: 10_000 })
      .toMatch(/^[1-9]/);
  }
  for (const proxy of [proxyApp, proxyBackend]) {
    const answer = await request.get(`${proxy}/metrics`);
    expect(answer.status(), proxy).toBe(404);
    expect(await answer.text()).not.toContain('# TYPE');
  }
});

test('a page request’s trace id appears in the logs of the app and of the backend that served its data (issue #37)', async ({ request }) => {
  const traceId = randomBytes(16).toString('hex');
  const page = await request.get(`${proxyApp}/search?q=${traceId.slice(0, 8)}`, { headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` } });
  expect(page.status()).toBe(200);
  const logs = (prefix: string) =>
    readdirSync(path.join(workDir, 'logs'))
      .filter((file) => file.startsWith(prefix))
      .map((file) => readFileSync(path.join(workDir, 'logs', file), 'utf8'))
      .join('\n');
  const linesWith = (text: string) => text.split('\n').filter((line) => line.includes(`"traceId":"${traceId}"`));
  await expect.poll(() => linesWith(logs('app-')).length).toBeGreaterThan(0);
  await expect.poll(() => linesWith(logs('backend-')).length).toBeGreaterThan(0);
  expect(linesWith(logs('backend-')).some((line) => line.includes('"route":"/api/'))).toBe(true);
});

test("a listing approved through one instance reaches guests within 2 s through nginx's micro-cache, whichever app fills it", async ({ playwright, request }) => {
  const [backendOne] = cluster.backends;
  const pendingAnswer = await request.get(`http://127.0.0.1:${backendOne!.port}/__test/listings/pending`);
  const pending = ((await pendingAnswer.json()) as { data: { id: number; category_slug: string } }).data;
  const guest = await playwright.request.newContext({ baseURL: proxyApp });
  const category = `/${pending.category_slug}`;
  const guestLoad = () => guest.get(category, { headers: { 'accept-encoding': 'gzip' }, maxRedirects: 0 });
  await expect.poll(async () => (await guestLoad()).headers()['x-micro-cache']).toBe('HIT');
  expect(await (await guestLoad()).text()).not.toContain(`data-listing-id="${pending.id}"`);

  const login = await request.post(`http://127.0.0.1:${backendOne!.port}/api/member/login`, { data: { identifier: MODERATOR.phone, password: MODERATOR.password } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const decided = await request.post(`http://127.0.0.1:${backendOne!.port}/api/moderation/decide`, {
    headers: { authorization: `Bearer ${token}` },
    data: { post_id: pending.id, decision: 'approve' },
  });
  expect(decided.ok(), await decided.text()).toBe(true);
  await expect.poll(async () => (await (await guestLoad()).text()).includes(`data-listing-id="${pending.id}"`), { timeout: 2_000, intervals: [100] }).toBe(true);
  await guest.dispose();
});

test('a chat message sent through one backend reaches the other member streaming from the other backend, once (issue #18)', async ({ request }) => {
  const [one, two] = cluster.backends;
  const origin = (backend: typeof one) => `http://127.0.0.1:${backend!.port}`;
  const tokenOf = async (account: typeof DEMO) => {
    const login = await request.post(`${origin(one)}/api/member/login`, { data: { identifier: account.phone, password: account.password } });
    return ((await login.json()) as { data: { token: string } }).data.token;
  };
  const [seller, buyer] = [await tokenOf(DEMO), await tokenOf(MODERATOR)];
  const listing = ((await (await request.get(`${origin(one)}/__test/listings/live?owner=1`)).json()) as { data: { id: number } }).data;
  const opened = await request.post(`${origin(one)}/api/chat/open`, { headers: { authorization: `Bearer ${buyer}` }, data: { listing_id: listing.id } });
  const conversationId = ((await opened.json()) as { data: { conversation_id: number } }).data.conversation_id;

  // The seller's phone follows its events on backend 2; the buyer writes through backend 1.
  const controller = new AbortController();
  const stream = await fetch(`${origin(two)}/api/events/chat`, { headers: { authorization: `Bearer ${seller}` }, signal: controller.signal });
  const reader = stream.body!.getReader();
  const received: string[] = [];
  const reading = (async () => {
    const decoder = new TextDecoder();
    let text = '';
    while (received.length < 2) {
      const { value, done } = await reader.read();
      if (done) break;
      const lines = (text + decoder.decode(value, { stream: true })).split('\n');
      // The last piece may be a line still arriving.
      text = lines.pop() ?? '';
      for (const line of lines.filter((candidate) => candidate.startsWith('data: {'))) {
        const event = JSON.parse(line.slice(6)) as { kind: string; message?: { body: string } };
        if (event.kind === 'message' && event.message) received.push(event.message.body);
      }
    }
  })();
  for (const body of ['Qua máy chủ thứ nhất', 'Lần thứ hai']) {
    const clientId = crypto.randomUUID();
    // Sent twice with one client id (a retry): stored and streamed once.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const sent = await request.post(`${origin(one)}/api/chat/send`, { headers: { authorization: `Bearer ${buyer}` }, data: { conversation_id: conversationId, client_id: clientId, body } });
      expect(sent.ok(), await sent.text()).toBe(true);
    }
  }
  await expect.poll(() => received.length, { timeout: 5_000 }).toBe(2);
  controller.abort();
  await reading.catch(() => undefined);
  expect(received).toEqual(['Qua máy chủ thứ nhất', 'Lần thứ hai']);
});

test('the sign-in limit holds across backends: attempts spread over both are refused at the sixth, through the proxy too', async ({ request }) => {
  const attempt = (origin: string, password: string) => request.post(`${origin}/api/member/login`, { data: { identifier: '0900000002', password } });
  for (let index = 0; index < 5; index += 1) {
    const backend = cluster.backends[index % 2]!;
    expect((await attempt(`http://127.0.0.1:${backend.port}`, 'sai-mat-khau')).status()).toBe(401);
  }
  const refused = await attempt(proxyBackend, 'sai-mat-khau-nua');
  expect(refused.status()).toBe(429);
  expect(await refused.text()).toContain('sai quá nhiều lần');
});

test('killing one app and one backend under load (guests, a member’s wallet, postings and gift code, gateway notifications): no page or read fails, nothing applies twice, the ledger adds up', async ({ playwright, request }) => {
  const guest = await playwright.request.newContext({ baseURL: proxyApp });
  const login = await request.post(`${proxyBackend}/api/member/login`, { data: { identifier: DEMO.phone, password: DEMO.password } });
  const { token, id: memberId } = ((await login.json()) as { data: { token: string; id: number } }).data;
  const bearer = { authorization: `Bearer ${token}` };
  const database = new pg.Client({ connectionString: cluster.databaseUrl });
  await database.connect();
  const topUps = async () => (await database.query("select count(*)::int as n from ledger_transactions where member_id = $1 and kind = 'topup'", [memberId])).rows[0].n as number;
  const topUpsBefore = await topUps();
  // Five point purchases waiting for the gateway; their notifications arrive during the load, each twice.
  const pack = (await database.query('select id, price_vnd from point_packs order by price_vnd limit 1')).rows[0] as { id: number; price_vnd: string };
  const orders: { code: string; notification: string }[] = [];
  for (let index = 0; index < 5; index += 1) {
    const created = await request.post(`${proxyBackend}/api/payment/createVnPay`, {
      headers: bearer,
      form: { m: String(memberId), mn: 'Nguyễn Văn An', i: 'Mua điểm', ap: '22', pack_id: String(pack.id), a: pack.price_vnd, redirect: `http://localhost:${APP}/payment/kq-thanh-toan-vnpay-s1` },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const code = ((await created.json()) as { data: { order_code: string } }).data.order_code;
    orders.push({ code, notification: vnpayResult(code, Number(pack.price_vnd), '00', String(77_000_000 + index)) });
  }
  const paths = ['/', '/bat-dong-san', '/xe-co', '/search?q=ban', '/search?q=xe'];
  const failures: string[] = [];
  const posts: { status: number; body: string }[] = [];
  let loads = 0;
  let running = true;

  const guestWorker = async (offset: number) => {
    for (let index = offset; running; index += 1) {
      const path = paths[index % paths.length]!;
      const answer = await guest.get(path, { headers: { 'accept-encoding': 'gzip' }, maxRedirects: 0 }).catch((error: unknown) => String(error));
      loads += 1;
      if (typeof answer === 'string' || answer.status() >= 500) failures.push(`guest ${path}: ${typeof answer === 'string' ? answer : answer.status()}`);
    }
  };
  const memberWorker = async () => {
    for (let index = 0; running; index += 1) {
      const wallet = await request.get(`${proxyBackend}/api/member/profile-info?id=${memberId}`, { headers: bearer }).catch((error: unknown) => String(error));
      if (typeof wallet === 'string' || !wallet.ok()) failures.push(`wallet: ${typeof wallet === 'string' ? wallet : wallet.status()}`);
      if (index % 4 === 0 && posts.length < 8) {
        const taken = await request
          .post(`${proxyBackend}/api/member/voucher/take`, { headers: bearer, form: { app_id: '22', member_id: String(memberId), code: 'RAOVAT2026' } })
          .then(async (answer) => ({ status: answer.status(), body: await answer.text() }))
          .catch((error: unknown) => ({ status: 0, body: String(error) }));
        posts.push(taken);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  // Postings with three photos each, one at a time, each with a title of its own so the database
  // shows whether it was stored once, not at all, or twice.
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 90, b: 160 } } }).jpeg().toBuffer();
  const postings: { title: string; status: number; body: string }[] = [];
  const postingWorker = async () => {
    for (let index = 1; running && postings.length < 12; index += 1) {
      const title = `Tin đăng lúc máy chủ dừng số ${index}, nhà phố Quận 7`;
      const form = new FormData();
      const fields = { app_id: '22', user_id: String(memberId), term_id: '1', listing_type: '2', posting_form: 'Cần bán', title, description: '<p>Nhà phố ba tầng, sổ hồng riêng, gần chợ.</p>', transaction_type: '1', price: '3,5', price_unit: '3', area: '72', province_code: '79', ward_code: '27478', street: '12 Nguyễn Thị Thập', contact_name: 'Nguyễn Văn An', contact_phone: DEMO.phone, post_type: '2', day_number: '14', payment_by: 'point', status: '10' };
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      for (let n = 1; n <= 3; n += 1) form.append('product_images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `anh-${n}.jpg`);
      const answer = await request
        .post(`${proxyBackend}/api/content/post`, { headers: bearer, multipart: form })
        .then(async (response) => ({ status: response.status(), body: await response.text() }))
        .catch((error: unknown) => ({ status: 0, body: String(error) }));
      postings.push({ title, ...answer });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };
  const notifications: string[] = [];
  const gatewayWorker = async () => {
    for (let index = 0; running && index < orders.length * 2; index += 1) {
      const order = orders[index % orders.length]!;
      const answer = await request.get(`${proxyBackend}/api/payment/ipnVnPay?${order.notification}`).catch((error: unknown) => String(error));
      notifications.push(typeof answer === 'string' ? answer : ((await answer.json()) as { RspCode: string }).RspCode);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    }
  };
  const workers = [guestWorker(0), guestWorker(1), guestWorker(2), memberWorker(), postingWorker(), gatewayWorker()];
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  await cluster.kill(cluster.apps[0]!);
  await cluster.kill(cluster.backends[0]!);
  // 30 s of load in all, the kills at 5 s.
  await new Promise((resolve) => setTimeout(resolve, 25_000));
  running = false;
  await Promise.all(workers);
  await guest.dispose();

  expect(loads).toBeGreaterThan(20);
  expect(failures).toEqual([]);
  // A POST either applied (200), was refused with a Vietnamese message, or was cut off by the kill
  // (the proxy's 502, never retried); the database shows it applied at most once.
  for (const post of [...posts, ...postings]) {
    if (post.status === 200 || post.status === 502 || post.status === 0) continue;
    expect(post.status, post.body).toBeLessThan(500);
    expect(JSON.parse(post.body)).toMatchObject({ success: false, message: expect.stringMatching(/[à-ỹ]/) });
  }
  // The gateway repeats a notification until it is acknowledged: once more now, for every order.
  for (const order of orders) {
    const answer = await request.get(`${proxyBackend}/api/payment/ipnVnPay?${order.notification}`);
    expect(['00', '02']).toContain(((await answer.json()) as { RspCode: string }).RspCode);
  }
  expect(notifications.length).toBeGreaterThan(3);
  try {
    expect(await topUps()).toBe(topUpsBefore + orders.length);
    const redeemed = await database.query('select count(*)::int as n from voucher_redemptions r join vouchers v on v.id = r.voucher_id where r.member_id = $1 and v.code = $2', [memberId, 'RAOVAT2026']);
    expect(redeemed.rows[0].n).toBeLessThanOrEqual(1);
    expect(postings.filter((posting) => posting.status === 200).length).toBeGreaterThan(3);
    for (const posting of postings) {
      const stored = (await database.query('select count(*)::int as n from listings where member_id = $1 and title = $2', [memberId, posting.title])).rows[0].n as number;
      // Acknowledged: stored exactly once; cut off by the kill: once or not at all; refused: not at all.
      if (posting.status === 200) expect(stored, posting.title).toBe(1);
      else if (posting.status === 502 || posting.status === 0) expect(stored, posting.title).toBeLessThanOrEqual(1);
      else expect(stored, posting.title).toBe(0);
    }
    const unbalanced = await database.query(
      'select a.id from wallet_accounts a left join (select account_id, sum(amount) as total from ledger_entries group by account_id) e on e.account_id = a.id where a.member_id is not null and a.balance <> coalesce(e.total, 0)',
    );
    expect(unbalanced.rows).toEqual([]);
  } finally {
    await database.end();
  }
});

test('after a backend is killed, Prometheus sees it down and the instance-down alert is pending or firing (issue #37)', async ({ request }) => {
  // The previous test killed app-1 and backend-1; Prometheus scrapes every second and evaluates every second.
  await expect.poll(async () => (await upByInstance(request))['backend-1'], { timeout: 30_000 }).toBe('0');
  expect((await upByInstance(request))['backend-2']).toBe('1');
  await expect
    .poll(
      async () => {
        const answer = await request.get(`${cluster.prometheusUrl}/api/v1/alerts`);
        const alerts = ((await answer.json()) as { data: { alerts: { labels: Record<string, string>; state: string }[] } }).data.alerts;
        return alerts.find((alert) => alert.labels.alertname === 'InstanceDown' && alert.labels.instance === 'backend-1')?.state ?? 'none';
      },
      { timeout: 30_000 },
    )
    .toMatch(/^(pending|firing)$/);
});
