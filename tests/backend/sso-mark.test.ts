/** Issue #35 §4: the SSO's pages carry the app's mark (public/favicon.svg) inline and as their favicon, which the backend serves. */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { backendApp, type BackendApp } from '../helpers/backend';
import { freshPglite } from '../helpers/db';

const APP_MARK = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8').trim();

let handle: DatabaseHandle;
let app: BackendApp;

beforeAll(async () => {
  handle = await freshPglite();
  app = await backendApp(handle.db, { APP_ORIGIN: 'http://localhost:3000', BACKEND_PUBLIC_URL: 'http://localhost:4000' });
});
afterAll(() => handle.close());

describe('the SSO pages’ mark and favicon', () => {
  test('GET /sso/favicon.svg is the app’s mark as SVG, cached, and the backend’s CSP lets its pages load it', async () => {
    const response = await app.request('/sso/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    expect((await response.text()).trim()).toBe(APP_MARK);
    expect(response.headers.get('content-security-policy')).toContain("img-src 'self'");
  });

  test('each page links the favicon and shows the mark, not a letter, beside the name', async () => {
    for (const path of ['/sso/dang-nhap', '/sso/dang-ky', '/sso/quen-mat-khau']) {
      const page = await (await app.request(`${path}?redirectUrl=${encodeURIComponent('http://localhost:3000/')}`)).text();
      expect(page, path).toContain('<link rel="icon" type="image/svg+xml" href="/sso/favicon.svg">');
      expect(page, path).toMatch(/<a class="brand" href="http:\/\/localhost:3000\/"><svg aria-hidden="true" focusable="false" [^>]*viewBox="0 0 40 40">/);
      expect(page, path).not.toContain('<b>R</b>');
    }
  });
});
