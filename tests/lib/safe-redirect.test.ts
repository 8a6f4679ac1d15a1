import { describe, expect, test } from 'vitest';
import { safeLocalPath } from '../../src/lib/safe-redirect';

describe('safeLocalPath (login-redirect, returnTo)', () => {
  test.each([
    ['/user/wallet', '/user/wallet'],
    ['%2Fuser%2Fwallet', '/user/wallet'],
    ['/search?q=nh%C3%A0', '/search?q=nh%C3%A0'],
    ['/bat-dong-san#top', '/bat-dong-san#top'],
  ])('keeps the site path %s', (input, expected) => {
    expect(safeLocalPath(input)).toBe(expected);
  });

  test.each([
    '//evil.tld',
    '/\\evil.tld',
    '\\\\evil.tld',
    'https://evil.tld/x',
    'http:evil.tld',
    'javascript:alert(1)',
    '%2F%2Fevil.tld',
    '%252F%252Fevil.tld',
    '/%5Cevil.tld',
    'user/wallet',
    '/\u0000x',
    '',
    null,
    undefined,
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (input) => {
    expect(safeLocalPath(input)).toBeNull();
  });
});
