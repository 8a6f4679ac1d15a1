/**
 * Issue #34 point 3: nginx cuts request bodies per location at the limits the services apply
 * themselves (scripts/nginx.ts `nginxConfig`, generated from src/backend/body-limits.ts): no
 * global 600 MB any more, the upload locations at their caps, everything else small. When nginx is
 * installed, the generated file is also checked by nginx itself.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { APP_DEFAULT_BODY_BYTES, nginxConfig, NGINX_FOLDERS, PAGE_BODY_MAX_BYTES, type NginxSite } from '../../scripts/nginx';
import { BODY_LIMITS, BODY_TOO_LARGE_MESSAGE, DEFAULT_BODY_LIMIT } from '../../src/backend/body-limits';
import { AVATAR_TOO_LARGE_MESSAGE } from '../../src/lib/upload-limits';

const PORTS = { appPort: 3000, backendPort: 4000 } as const;
const siteOn = (ports: { appPort: number; backendPort: number }): NginxSite => ({
  appPort: ports.appPort,
  apps: [3101, 3102],
  backend: { port: ports.backendPort, instances: [4101, 4102] },
  distDir: '/srv/raovat/.next',
});
const KB = 1024;
const MB = 1024 * KB;

/** A location block that proxies: its match (`= /path` or a prefix; not a named `@` location) and its directives. */
const LOCATION = /^ {4}location ([^@{\n][^{\n]*?) \{([^}]*)\}/gm;

interface ServerLimits {
  readonly defaultBytes: number | undefined;
  /** Each location (`= /path` or `/prefix/`) with the limit nginx applies there: its own, or the server's. */
  readonly locations: ReadonlyMap<string, number | undefined>;
}

/** The body limits of the server listening on `port`, read from the generated text. */
function limitsOf(config: string, port: number): ServerLimits {
  const server = config.split('\n  server {').find((block) => block.includes(`listen 127.0.0.1:${port};`));
  if (!server) throw new Error(`no server on ${port}`);
  const defaultBytes = /^ {4}client_max_body_size (\d+);$/m.exec(server)?.[1];
  const locations = new Map<string, number | undefined>();
  for (const [, match, body] of server.matchAll(LOCATION)) {
    if (match === undefined || body === undefined) continue;
    const own = /client_max_body_size (\d+);/.exec(body)?.[1];
    const bytes = own ?? defaultBytes;
    locations.set(match, bytes === undefined ? undefined : Number(bytes));
  }
  return {
    defaultBytes: defaultBytes === undefined ? undefined : Number(defaultBytes),
    locations,
  };
}

const config = nginxConfig(siteOn(PORTS), '/tmp/raovat-nginx');

describe('nginx body limits per location', () => {
  test('no body limit for every location at once (it was 600m)', () => {
    const http = config.slice(0, config.indexOf('\n  server {'));
    expect(http).not.toContain('client_max_body_size');
    expect(config).not.toMatch(/client_max_body_size \d+[mMgG];/);
  });

  test('the API server (:4000) has each call of the backend table at its limit, and the default everywhere else', () => {
    const backend = limitsOf(config, PORTS.backendPort);
    expect(backend.defaultBytes).toBe(DEFAULT_BODY_LIMIT.maxBytes);
    const expected = new Map<string, number>([
      ...BODY_LIMITS.flatMap((limit) => limit.paths.map((route) => [`= ${route}`, limit.maxBytes] as const)),
      ['/api/events/', DEFAULT_BODY_LIMIT.maxBytes],
      ['/', DEFAULT_BODY_LIMIT.maxBytes],
    ]);
    expect(backend.locations).toEqual(expected);
    // The numbers, so a change to the table shows here too.
    expect(backend.locations.get('= /api/content/upload-media')).toBe(524_288_900);
    expect(backend.locations.get('= /api/chat/upload-photo')).toBe(10 * MB + 64 * KB);
    expect(backend.locations.get('= /api/member/profile/edit')).toBe(5 * MB + 64 * KB);
    expect(backend.locations.get('= /api/member/login')).toBe(8 * KB);
    expect(backend.locations.get('= /api/payment/ipnMoMo')).toBe(16 * KB);
    expect(backend.locations.get('/')).toBe(64 * KB);
  });

  test("the site (:3000) has the app's upload routes at their routes' caps, 1 MB for the rest of the API and 64 KB for a page", () => {
    const app = limitsOf(config, PORTS.appPort);
    expect(app.defaultBytes).toBe(APP_DEFAULT_BODY_BYTES);
    // The caps the app's routes check (src/app/api/**/route.ts): spec §5's request, 10 MB and 5 MB plus the multipart envelope.
    expect(app.locations).toEqual(
      new Map([
        ['= /api/posting/upload', 524_288_900],
        ['= /api/chat/upload', 10 * MB + 64 * KB],
        ['= /api/account/avatar', 5 * MB + 64 * KB],
        ['/api/', 1 * MB],
        ['/_next/static/', 1 * MB],
        ['/', PAGE_BODY_MAX_BYTES],
      ]),
    );
  });

  test("every location but the build's files still proxies, with the forwarded headers set once for all", () => {
    for (const [, match, body] of config.matchAll(LOCATION)) if (match !== '/_next/static/') expect(body).toMatch(/proxy_pass http:\/\/(apps|backends);/);
    for (const [, , body] of config.matchAll(LOCATION)) expect(body).not.toContain('proxy_set_header');
    expect(config).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
  });

  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
  test.skipIf(!nginx)('nginx accepts the generated file', async () => {
    const prefix = await mkdtemp(path.join(os.tmpdir(), 'raovat-nginx-'));
    try {
      for (const folder of NGINX_FOLDERS) await mkdir(path.join(prefix, folder));
      await writeFile(path.join(prefix, 'nginx.conf'), nginxConfig(siteOn(PORTS), prefix));
      expect(() => execFileSync(nginx ?? 'nginx', ['-t', '-q', '-c', path.join(prefix, 'nginx.conf'), '-p', prefix], { stdio: 'pipe' })).not.toThrow();
    } finally {
      await rm(prefix, { recursive: true, force: true });
    }
  });

  test.skipIf(!nginx)("nginx's own 413 is JSON in each service's error shape with its Vietnamese message, not an HTML page", async () => {
    const prefix = await mkdtemp(path.join(os.tmpdir(), 'raovat-nginx-'));
    const [appPort, backendPort] = [await freePort(), await freePort()];
    for (const folder of NGINX_FOLDERS) await mkdir(path.join(prefix, folder));
    await writeFile(path.join(prefix, 'nginx.conf'), nginxConfig(siteOn({ appPort, backendPort }), prefix));
    const server = spawn(nginx ?? 'nginx', ['-c', path.join(prefix, 'nginx.conf'), '-p', prefix], { stdio: 'ignore' });
    try {
      // Declared lengths over each limit: nginx answers before any body is sent (no service runs behind it).
      expect(await refusalOf(backendPort, '/api/member/login', 8 * KB + 1)).toEqual({
        status: 413,
        type: 'application/json',
        body: { status: 413, success: false, message: BODY_TOO_LARGE_MESSAGE },
      });
      expect(await refusalOf(appPort, '/api/account/avatar', 5 * MB + 64 * KB + 1)).toEqual({
        status: 413,
        type: 'application/json',
        body: { message: AVATAR_TOO_LARGE_MESSAGE },
      });
      expect(await refusalOf(appPort, '/api/trpc/chat.send', 2 * MB)).toEqual({
        status: 413,
        type: 'application/json',
        body: { message: BODY_TOO_LARGE_MESSAGE },
      });
    } finally {
      server.kill();
      await rm(prefix, { recursive: true, force: true });
    }
  });
});

/** A port nobody listens on now (the system's pick). */
async function freePort(): Promise<number> {
  const server = await new Promise<net.Server>((resolve) => {
    const listening = net.createServer().listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A POST that declares `length` bytes and sends none: the status, type and JSON of nginx's answer (retried while nginx starts). */
async function refusalOf(port: number, route: string, length: number): Promise<{ status: number; type: string; body: unknown }> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(`POST ${route} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`);
        });
        let text = '';
        socket.setEncoding('utf8');
        // Whole once the declared body is in: nginx itself lingers for the body we never send before closing.
        socket.on('data', (chunk: string) => {
          text += chunk;
          const [head, body] = text.split('\r\n\r\n');
          const length = Number(/^content-length: (\d+)/im.exec(head ?? '')?.[1]);
          if (body !== undefined && Buffer.byteLength(body) >= length) {
            socket.destroy();
            resolve(text);
          }
        });
        socket.on('error', reject);
      });
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]);
      const type = /^content-type: ([^;\r\n]+)/im.exec(head)?.[1] ?? '';
      return { status, type, body: JSON.parse(body) as unknown };
    } catch (error) {
      if (attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
