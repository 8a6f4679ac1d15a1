/** Issue #15: the app's script rule — nonces for pages rendered per request, hashes for cached ones. */
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { basePolicy, nonceSource, pagePolicy } from '../../src/lib/content-security-policy';
import { inlineScriptHashes } from '../../src/serving/script-hashes';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('pagePolicy', () => {
  test('framing and base rules on every answer, the script rule on pages', () => {
    expect(basePolicy('/')).toBe("frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'");
    expect(basePolicy('/payment/kq-thanh-toan-vnpay-s1')).toContain("frame-ancestors 'self'");
    expect(pagePolicy('/user', [nonceSource('abc123==')])).toBe("frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'; script-src 'self' 'nonce-abc123=='");
  });
});

describe('inlineScriptHashes', () => {
  test("hashes exactly the inline scripts a browser runs: not src scripts, not JSON data, not empty ones", () => {
    const push = '(self.__next_f=self.__next_f||[]).push([0])';
    const payload = 'self.__next_f.push([1,"<\\/p>Nhà đẹp"])';
    const html = `<html><head><script src="/_next/static/a.js" async=""></script><script>${push}</script></head><body><script type="application/ld+json">{"@type":"Product"}</script><script nonce="x">${payload}</script><script></script><SCRIPT type="module">${push}</SCRIPT></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha(push), sha(payload)]);
  });

  test('a document without inline scripts allows none', () => {
    expect(inlineScriptHashes('<html><body><p>Không có script</p></body></html>')).toEqual([]);
  });
});
