import { describe, expect, test } from 'vitest';
import { sealSession, unsealSession } from '../../src/server/session-crypto';

const SECRET = 'test-secret-test-secret-test-secret-42';
const payload = { token: 'tok_0123456789abcdefghij', memberId: 7, expiresAt: Math.floor(Date.now() / 1000) + 3600 };

describe('session cookie sealing', () => {
  test('round-trips and hides the token', async () => {
    const sealed = await sealSession(payload, SECRET);
    expect(sealed).not.toContain(payload.token);
    expect(await unsealSession(sealed, SECRET)).toEqual(payload);
  });
  test('a tampered cookie, another key, garbage or an expired session is null', async () => {
    const sealed = await sealSession(payload, SECRET);
    const [version, iv, body] = sealed.split('.');
    // Change the second-to-last character of the ciphertext to a different one.
    const target = body?.at(-2);
    const flipped = `${version}.${iv}.${body?.slice(0, -2)}${target === 'A' ? 'B' : 'A'}${body?.slice(-1)}`;
    expect(await unsealSession(flipped, SECRET)).toBeNull();
    expect(await unsealSession(sealed, `${SECRET}-other`)).toBeNull();
    expect(await unsealSession('v1.abc.def', SECRET)).toBeNull();
    expect(await unsealSession(undefined, SECRET)).toBeNull();
    const expired = await sealSession({ ...payload, expiresAt: Math.floor(Date.now() / 1000) - 1 }, SECRET);
    expect(await unsealSession(expired, SECRET)).toBeNull();
  });
});
