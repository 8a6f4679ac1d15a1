/** Issue #15: the outage page nginx answers with (written once from the app's own), and which requests the app marks 503 for it. */
import type http from 'node:http';
import { describe, expect, test } from 'vitest';
import { staticOutageHtml } from '../../scripts/nginx';
import { isDocumentRequest } from '../../src/serving/whole-answer';

const request = (method: string, url: string, headers: http.IncomingHttpHeaders = {}) => ({ method, url, headers }) as http.IncomingMessage;

describe('isDocumentRequest', () => {
  test('a browser page load, not an asset, the API, a client navigation or the outage page itself', () => {
    expect(isDocumentRequest(request('GET', '/user/wallet'))).toBe(true);
    expect(isDocumentRequest(request('HEAD', '/search?q=nha'))).toBe(true);
    expect(isDocumentRequest(request('POST', '/user/wallet'))).toBe(false);
    expect(isDocumentRequest(request('GET', '/_next/static/chunks/a.js'))).toBe(false);
    expect(isDocumentRequest(request('GET', '/api/trpc/browse.page'))).toBe(false);
    expect(isDocumentRequest(request('GET', '/bat-dong-san', { rsc: '1' }))).toBe(false);
    expect(isDocumentRequest(request('GET', '/bat-dong-san?_rsc=abc'))).toBe(false);
    expect(isDocumentRequest(request('GET', '/tam-gian-doan'))).toBe(false);
  });
});

describe('staticOutageHtml', () => {
  test('drops every script and script preload and reloads itself after the Retry-After', () => {
    const html =
      '<!DOCTYPE html><html><head><link rel="preload" as="script" href="/_next/a.js"/><link rel="modulepreload" href="/_next/b.js"/><link rel="stylesheet" href="/_next/c.css"/><script src="/_next/d.js" async=""></script></head><body><h1>Hệ thống đang tạm gián đoạn</h1><script>self.__next_f.push([1,"x"])</script></body></html>';
    const page = staticOutageHtml(html);
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toContain('as="script"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<link rel="stylesheet" href="/_next/c.css"/>');
    expect(page).toContain('<head><meta http-equiv="refresh" content="15"/>');
    expect(page).toContain('<h1>Hệ thống đang tạm gián đoạn</h1>');
  });
});
