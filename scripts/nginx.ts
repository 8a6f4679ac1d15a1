/**
 * nginx in front of every production run (issue #39): `npm start`, the end-to-end tests and the
 * bench (scripts/serve.ts, one app) and the cluster (scripts/cluster.ts, N apps and N backends),
 * all from the one configuration below. nginx does the platform's jobs:
 * - the guests' micro-cache (`proxy_cache`, one fill per page under `proxy_cache_lock`, a second
 *   or two of validity). Whether an answer may be kept is the app's call, per answer, through
 *   `X-Accel-Expires` (src/serving/whole-answer.ts); nothing is kept without it;
 * - the build's static files, gzipped once at level 9 beside them (`gzip_static`), and gzip for
 *   every other answer (Next compresses nothing);
 * - HSTS when the site is https; request bodies cut per location with Vietnamese refusals;
 * - the outage page when the app answers 503 (an upstream outage) or cannot be reached at all.
 * Debian's nginx-light is installed when missing and running as root, as Chromium is for `npm test`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BODY_LIMITS, BODY_TOO_LARGE_MESSAGE, bodyLimitOf, DEFAULT_BODY_LIMIT } from '../src/backend/body-limits';
import { OUTAGE_PAGE_PATH, OUTAGE_RETRY_SECONDS } from '../src/lib/outage';
import { REQUEST_TOO_LARGE_MESSAGE } from '../src/lib/posting-rules';
import { PER_VISITOR_PREFIXES } from '../src/lib/route-guards';
import { AVATAR_TOO_LARGE_MESSAGE, CHAT_PHOTO_TOO_LARGE_MESSAGE } from '../src/lib/upload-limits';
import { SESSION_COOKIE } from '../src/server/session-cookie-name';
import { VIEW_COOKIE } from '../src/server/view-cookie-name';
import { CACHE_LOG_ONE_IN, CACHE_LOG_TAG, cacheLogFormat } from '../src/observability/nginx-cache-log';
import { run } from './processes';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'];
export const isRoot = (): boolean => process.getuid?.() === 0;

export async function aptInstall(packages: string[]): Promise<void> {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    await run('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { env });
  } catch {
    await run('apt-get', ['update'], { env });
    await run('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { env });
  }
}

export async function ensureNginx(): Promise<string> {
  const found = NGINX.find((candidate) => existsSync(candidate));
  if (found) return found;
  if (!isRoot()) throw new Error('nginx is not installed: apt-get install -y nginx-light (as root).');
  await aptInstall(['nginx-light']);
  const installed = NGINX.find((candidate) => existsSync(candidate));
  if (!installed) throw new Error('apt-get finished but nginx was not found.');
  return installed;
}

/** A location whose request bodies nginx cuts at `maxBytes` (its client_max_body_size), refused with `message`. */
export interface BodyLocation {
  readonly path: string;
  readonly maxBytes: number;
  readonly message: string;
}

/** Every call of the backend's table (src/backend/body-limits.ts) with its own limit; anything else has the default. */
export const backendBodyLocations = (): BodyLocation[] =>
  BODY_LIMITS.flatMap((limit) => limit.paths.map((path) => ({ path, maxBytes: limit.maxBytes, message: limit.message ?? BODY_TOO_LARGE_MESSAGE })));

/** The app's upload routes each forward their file to one backend call, so each takes what that call takes. */
const APP_UPLOAD_FORWARDS: Readonly<Record<string, { readonly backendPath: string; readonly message: string }>> = {
  '/api/posting/upload': { backendPath: '/api/content/upload-media', message: REQUEST_TOO_LARGE_MESSAGE },
  '/api/chat/upload': { backendPath: '/api/chat/upload-photo', message: CHAT_PHOTO_TOO_LARGE_MESSAGE },
  '/api/account/avatar': { backendPath: '/api/member/profile/edit', message: AVATAR_TOO_LARGE_MESSAGE },
};
export const appBodyLocations = (): BodyLocation[] =>
  Object.entries(APP_UPLOAD_FORWARDS).map(([path, { backendPath, message }]) => ({ path, maxBytes: bodyLimitOf(backendPath).maxBytes, message }));
/**
 * Everything else under /api/ is a tRPC call; the largest is a listing's form, whose description
 * may have 200,000 characters of HTML (~600 KB as UTF-8 JSON).
 */
export const APP_DEFAULT_BODY_BYTES = 1024 * 1024;
/** Pages take no body but a payment provider's form posted back to its result page (a few KB); an undeclared one is 411. */
export const PAGE_BODY_MAX_BYTES = 64 * 1024;
const PAGE_BODY_TOO_LARGE = 'Dữ liệu gửi lên quá lớn.';
const PAGE_BODY_UNDECLARED = 'Yêu cầu gửi dữ liệu phải khai báo độ dài (Content-Length).';

/** A year, subdomains included (ASVS V3.4.1); no `preload`, which is an owner's opt-in. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export interface NginxSite {
  /** Where nginx listens for the site, and the apps' ports behind it. */
  readonly appPort: number;
  readonly apps: readonly number[];
  /** The cluster's backends behind their own nginx server (absent for one app on its own backend). */
  readonly backend?: { readonly port: number; readonly instances: readonly number[] } | undefined;
  /** The site's run-time address: https turns HSTS on. */
  readonly siteUrl?: string | undefined;
  /** The build folder whose static/ nginx serves (absolute). */
  readonly distDir: string;
  /** The apps' metrics addresses (`host:port`), each sent a syslog line per cacheable request (src/observability/nginx-cache-log.ts). */
  readonly cacheLogTo?: readonly string[] | undefined;
  /** One cacheable request in this many is logged (CACHE_LOG_ONE_IN; 1 logs every one, for tests). */
  readonly cacheLogOneIn?: number | undefined;
}

/** The files of a build that nginx sends gzipped (`gzip_static`): text. woff2 and images are compressed already. */
const PRECOMPRESSED = /\.(js|css|json|txt|svg)$/;

/**
 * Writes `<file>.gz` (zlib level 9) beside each text file of the build's static folder, once per
 * build: compressing per request cost CPU on every first visit, and a streamed gzip went out
 * chunked (~150 bytes of framing more on a listing page's scripts, tests/e2e/transfer-budget.spec.ts).
 */
export function precompressBuild(distDir: string): number {
  let written = 0;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (PRECOMPRESSED.test(name) && !existsSync(`${file}.gz`)) {
        writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }));
        written += 1;
      }
    }
  };
  const staticDir = path.join(distDir, 'static');
  if (existsSync(staticDir)) walk(staticDir);
  return written;
}

/** The outage page nginx sends until the app's own has been written (scripts/serve.ts): still Vietnamese, still a 503. */
export const BARE_OUTAGE_HTML = `<!DOCTYPE html><html lang="vi"><head><meta charset="utf-8"/><meta http-equiv="refresh" content="${OUTAGE_RETRY_SECONDS}"/><title>Hệ thống đang tạm gián đoạn</title></head><body><h1>Hệ thống đang tạm gián đoạn</h1><p>Trang sẽ tự tải lại sau ${OUTAGE_RETRY_SECONDS} giây.</p></body></html>`;

/**
 * The app's outage page (/tam-gian-doan) as a static file: without its scripts — hydrating it under
 * another address would make the router rewrite the address bar — and with a meta refresh that
 * retries the visitor's own address. Regular expressions over script tags only, once per start.
 */
export function staticOutageHtml(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
    .replace('<head>', `<head><meta http-equiv="refresh" content="${OUTAGE_RETRY_SECONDS}"/>`);
}

/** The folders nginx writes to, under its prefix. */
export const NGINX_FOLDERS = ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'cache'];

/** Writes the app's outage page for nginx, once the app answers it (it needs no backend). */
export async function writeOutagePage(appOrigin: string, folder: string): Promise<void> {
  const answer = await fetch(`${appOrigin}${OUTAGE_PAGE_PATH}`, { signal: AbortSignal.timeout(10_000) });
  if (!answer.ok) throw new Error(`${OUTAGE_PAGE_PATH} answered ${answer.status}`);
  writeFileSync(path.join(folder, 'outage.html'), staticOutageHtml(await answer.text()));
}

/** Prepares nginx's folder (an empty cache, the bare outage page, the configuration) and returns its configuration file. */
export function prepareNginx(folder: string, config: string): string {
  rmSync(path.join(folder, 'cache'), { recursive: true, force: true });
  for (const name of NGINX_FOLDERS) mkdirSync(path.join(folder, name), { recursive: true });
  writeFileSync(path.join(folder, 'outage.html'), BARE_OUTAGE_HTML);
  writeFileSync(path.join(folder, 'nginx.conf'), config);
  return path.join(folder, 'nginx.conf');
}


const pathAlternatives = PER_VISITOR_PREFIXES.map((prefix) => prefix.slice(1)).join('|');

/**
 * Which requests the micro-cache answers, decided by maps over the request alone:
 * - a page load (not the API, not a build file, not a file with an extension) by GET or HEAD,
 *   not a client navigation (RSC headers or `_rsc`), from a guest — or from a member on a page
 *   that is the same for every visitor (src/lib/route-guards.ts): the member's own parts are islands;
 * - a browse page's data, read alone in a batch of one (src/server/shared-answers.ts), by anyone.
 * The key: the URL, the remembered list view (pages only) and whether gzip is accepted. A cacheable
 * request reaches the app as a guest's: only the list-view cookie, `X-Micro-Cache-Fill: 1`, and
 * `Accept-Encoding: gzip` or none (the app gzips the whole answer once, src/serving/whole-answer.ts).
 */
const cacheMaps = `  map $uri $cache_kind {
    default page;
    /api/trpc/browsePage.read data;
    ~^/(_next|api)/ none;
    ~\\.[a-zA-Z0-9]+$ none;
  }
  map "$http_rsc$http_next_router_state_tree$http_next_router_prefetch$http_next_router_segment_prefetch$http_next_action$arg__rsc" $client_navigation {
    "" 0;
    default 1;
  }
  map $cookie_${SESSION_COOKIE} $member {
    "" 0;
    default 1;
  }
  map $uri $per_visitor_page {
    ~^/(${pathAlternatives})(/|$) 1;
    default 0;
  }
  map "$cache_kind:$request_method:$client_navigation:$member$per_visitor_page:$http_trpc_accept:$args" $micro_cache {
    "~^page:(GET|HEAD):0:(0.|10):" page;
    "~^data:(GET|HEAD):0:..::batch=1&input=[^&]+$" data;
    default "";
  }
  map $micro_cache $micro_cache_skip {
    "" 1;
    default 0;
  }
  map $http_accept_encoding $gzip_accepted {
    ~*gzip gzip;
    default identity;
  }
  map $cookie_${VIEW_COOKIE} $list_view {
    list list;
    default grid;
  }
  map "$micro_cache:$list_view" $micro_cache_variant {
    ~^page: "$list_view $gzip_accepted";
    ~^data: "data $gzip_accepted";
    default "";
  }
  map "$micro_cache:$list_view" $upstream_cookie {
    "page:list" "${VIEW_COOKIE}=list";
    ~^(page|data): "";
    default $http_cookie;
  }
  map "$micro_cache:$gzip_accepted" $upstream_accept_encoding {
    ~^(page|data):gzip$ gzip;
    default "";
  }
  map $micro_cache $micro_cache_fill {
    "" "";
    default 1;
  }`;

/** The nginx configuration of a site: the apps behind the micro-cache, and the cluster's backends. */
export function nginxConfig(site: NginxSite, prefix: string): string {
  const servers = (ports: readonly number[]) => ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=3s;`).join('\n');
  const bodyLocations = (locations: readonly BodyLocation[], upstream: string, refusals: Refusals) =>
    locations
      .map(
        ({ path, maxBytes, message }) => `
    location = ${path} {
      client_max_body_size ${maxBytes};
      error_page 413 ${refusals.nameOf(message)};
      proxy_pass http://${upstream};
    }`,
      )
      .join('');
  // The answers have each service's own error shape: the app's routes answer { message }, the backend errorBody().
  const appRefusals = new Refusals((message) => ({ message }));
  const backendRefusals = new Refusals((message) => ({ status: 413, success: false, message }));
  const appLocations = bodyLocations(appBodyLocations(), 'apps', appRefusals);
  // One UDP datagram per cacheable request to each app, which counts nginx's hits and misses (nothing else is logged).
  // One cacheable request in N, sampled by its id, sent as a UDP datagram to each app, which counts nginx's hits and misses.
  const oneIn = site.cacheLogOneIn ?? CACHE_LOG_ONE_IN;
  // split_clients takes percentages with two decimals at most.
  if (!Number.isInteger((100 / oneIn) * 100)) throw new Error(`nginx cannot sample one request in ${oneIn}`);
  const cacheLog = (site.cacheLogTo ?? []).map((address) => `\n    access_log syslog:server=${address},nohostname,tag=${CACHE_LOG_TAG} micro_cache if=$cache_log_sampled;`).join('');
  const cacheLogMaps = `
  log_format micro_cache '${cacheLogFormat(oneIn)}';
  split_clients "$request_id" $cache_log_draw {
    ${oneIn === 1 ? '' : `${100 / oneIn}% 1;\n    `}* ${oneIn === 1 ? '1' : '""'};
  }
  map "$micro_cache:$cache_log_draw" $cache_log_sampled {
    ~^(page|data):1$ 1;
    default "";
  }`;
  const hsts = site.siteUrl?.startsWith('https://') ? `\n    add_header Strict-Transport-Security "${STRICT_TRANSPORT_SECURITY}" always;` : '';
  const backendServer = site.backend
    ? `
  upstream backends {
${servers(site.backend.instances)}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${site.backend.port};
    # Per call, as the backend limits them itself (src/backend/body-limits.ts).
    client_max_body_size ${DEFAULT_BODY_LIMIT.maxBytes};
    error_page 413 ${backendRefusals.nameOf(DEFAULT_BODY_LIMIT.message ?? BODY_TOO_LARGE_MESSAGE)};${bodyLocations(backendBodyLocations(), 'backends', backendRefusals)}
    location /api/events/ {
      proxy_pass http://backends;
      proxy_read_timeout 1h;
      proxy_buffering off;
    }
    location / {
      proxy_pass http://backends;
    }${backendRefusals.locations()}
  }`
    : '';
  return `${isRoot() ? 'user root;\n' : ''}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log error;
daemon off;
events { worker_connections 2048; }
http {
  access_log off;${site.cacheLogTo?.length ? cacheLogMaps : ''}
  server_tokens off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  # A cached page's script policy lists a hash per inline script (~3.5 KB on the home page).
  proxy_buffer_size 16k;
  proxy_buffers 64 16k;
  proxy_busy_buffers_size 32k;
  # Every location inherits these (none sets a proxy_set_header of its own, which would drop them).
  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_set_header Host $http_host;
  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
  proxy_set_header X-Forwarded-Proto $scheme;
  proxy_set_header Cookie $upstream_cookie;
  proxy_set_header Accept-Encoding $upstream_accept_encoding;
  proxy_set_header X-Micro-Cache-Fill $micro_cache_fill;
  # A dead or failing instance: GET and HEAD go to the next one (never a POST: nginx does not retry
  # those). The app sends a guest's page only once it is whole, so a killed instance sent nothing.
  proxy_next_upstream error timeout http_502 http_504;
  proxy_next_upstream_tries 2;
  proxy_connect_timeout 1s;
  proxy_read_timeout 60s;
  # Answers Next does not compress: documents, RSC payloads, JSON. The cache's own are gzipped by the app.
  gzip on;
  gzip_comp_level 6;
  gzip_min_length 1024;
  gzip_proxied any;
  gzip_vary on;
  gzip_types text/plain text/css text/x-component text/javascript application/json application/javascript application/xml image/svg+xml;
${cacheMaps}
  proxy_cache_path ${prefix}/cache levels=1:2 keys_zone=micro_cache:10m max_size=256m inactive=10m use_temp_path=off;
  upstream apps {
${servers(site.apps)}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${site.appPort};${hsts}${cacheLog}
    add_header X-Micro-Cache $upstream_cache_status;
    # Only what the app marks with X-Accel-Expires is kept (a second or two); a key is filled once at
    # a time and the others get the copy being replaced, never one older than that (no background update).
    proxy_cache micro_cache;
    proxy_cache_key "$uri?$args $micro_cache_variant";
    proxy_cache_bypass $micro_cache_skip;
    proxy_no_cache $micro_cache_skip;
    proxy_ignore_headers Cache-Control Expires Vary;
    proxy_cache_lock on;
    proxy_cache_lock_timeout 10s;
    proxy_cache_use_stale updating;
    # Bodies are cut where the service would refuse them: uploads at their caps, any other call small.
    client_max_body_size ${APP_DEFAULT_BODY_BYTES};
    error_page 413 ${appRefusals.nameOf(BODY_TOO_LARGE_MESSAGE)};${appLocations}
    # The app's routes cap a body as they read it (src/server/capped-body.ts): streamed to them, a
    # chunked call over its cap is answered 413 after ~768 KB; nginx then discards what the client
    # still sends (lingering close, at most 30 s), so a browser reads the answer rather than a reset.
    location /api/ {
      proxy_pass http://apps;
      proxy_request_buffering off;
    }
    location /_next/static/ {
      alias ${site.distDir}/static/;
      gzip_static on;
      # Every header counts on a phone's first load (tests/e2e/transfer-budget.spec.ts): no ETag (the
      # names are content hashes), no Accept-Ranges (small files, never resumed), no charset (the
      # documents are UTF-8, and so are their files). Server and Last-Modified remain (+37 B a file).
      etag off;
      max_ranges 0;
      types { text/javascript js; text/css css; application/json json; text/plain txt; image/svg+xml svg; font/woff2 woff2; font/woff woff; image/png png; image/jpeg jpeg jpg; image/webp webp; }
      add_header Cache-Control "public, max-age=31536000, immutable";${hsts}
    }
    # Pages: a small declared body at most (411 for an undeclared one, before the app reads it), and
    # the outage page for a 503 (an upstream outage, src/serving/whole-answer.ts) or an app that is down.
    location / {
      proxy_pass http://apps;
      client_max_body_size ${PAGE_BODY_MAX_BYTES};
      error_page 413 @page_too_large;
      error_page 411 @page_undeclared;
      proxy_intercept_errors on;
      error_page 502 503 504 =503 @outage;
      # A refused body is not read to its end: the connection closes at once.
      lingering_close off;
      if ($http_transfer_encoding) {
        return 411;
      }
    }
    location @outage {
      root ${prefix};
      default_type text/html;
      charset utf-8;
      add_header Retry-After ${OUTAGE_RETRY_SECONDS} always;
      add_header Cache-Control no-store always;${hsts}
      try_files /outage.html =503;
    }
    location @page_too_large {
      default_type text/plain;
      charset utf-8;
      return 413 '${PAGE_BODY_TOO_LARGE}';
    }
    location @page_undeclared {
      default_type text/plain;
      charset utf-8;
      return 411 '${PAGE_BODY_UNDECLARED}';
    }${appRefusals.locations()}
  }${backendServer}
}
`;
}

/**
 * nginx's own 413 (a body over a location's limit, refused before any service sees it) answered
 * as JSON in the service's error shape with its Vietnamese message, instead of nginx's HTML page:
 * one named location per distinct message, which the locations' `error_page 413` point to.
 */
class Refusals {
  private readonly names = new Map<string, string>();
  constructor(private readonly shape: (message: string) => object) {}

  nameOf(message: string): string {
    const known = this.names.get(message);
    if (known) return known;
    const name = `@too_large_${this.names.size + 1}`;
    this.names.set(message, name);
    return name;
  }

  locations(): string {
    return [...this.names]
      .map(([message, name]) => {
        const body = JSON.stringify(this.shape(message));
        // Inside nginx's single-quoted string a quote, a backslash or a variable would change it.
        if (/['\\$]/.test(body)) throw new Error(`an nginx refusal cannot hold ${body}`);
        return `
    location ${name} {
      default_type application/json;
      return 413 '${body}';
    }`;
      })
      .join('');
  }
}
