/**
 * Limits on guessing passwords (issue #15), shared by the SSO sign-in form and the member API's
 * login: cheap for a member who mistypes, expensive for an attacker, and never a tool to lock
 * someone else out.
 * - One account key whatever the spelling: '0912…', '+84912…', '84912…', ' 0912 345 678' are one phone.
 * - Per client address and account: 5 wrong passwords in 15 minutes, then that address waits
 *   (a back-off for the pair, not an account lockout a stranger can trigger from elsewhere).
 * - Per client address: 20 wrong passwords in 15 minutes whatever the accounts (password spraying).
 * - Per account from everywhere: 100 an hour (a slow, distributed guess), far above a member's typos.
 * - Unknown accounts cost a password hash too, so the answer's timing does not tell who is a member.
 */
import { identifierKind } from '~/lib/validation';
import { hashPassword, verifyPassword } from './password';
import { normalisePhone, type MemberRow } from './members';
import type { Database } from '../db/client';
import { createRateLimiter } from './rate-limit';

const FIFTEEN_MINUTES = 15 * 60_000;

/** The one key of an account however it was typed. */
export function accountKey(identifier: string): string {
  const trimmed = identifier.trim();
  if (identifierKind(trimmed) === 'email') return trimmed.toLowerCase();
  const phone = normalisePhone(trimmed);
  return /^84\d{9}$/.test(phone) ? `0${phone.slice(2)}` : phone.toLowerCase();
}

export interface SignInGuard {
  /** Seconds to wait before this address may try this account again; 0 when it may. */
  waitFor(address: string, identifier: string): Promise<number>;
  failed(address: string, identifier: string): Promise<void>;
  succeeded(address: string, identifier: string): Promise<void>;
  /** Checks the password in the same time whether or not the account exists. */
  passwordMatches(member: MemberRow | null, password: string): Promise<boolean>;
}

/** The SSO form and the member API's login build one each; the counts are the table's, so they are shared. */
export function createSignInGuard(db: Database): SignInGuard {
  const byPair = createRateLimiter(db, { name: 'sign-in:pair', limit: 5, windowMs: FIFTEEN_MINUTES });
  const byAddress = createRateLimiter(db, { name: 'sign-in:address', limit: 20, windowMs: FIFTEEN_MINUTES });
  const byAccount = createRateLimiter(db, { name: 'sign-in:account', limit: 100, windowMs: 60 * 60_000 });
  const pair = (address: string, identifier: string) => `${address}|${accountKey(identifier)}`;
  let dummyHash: Promise<string> | undefined;
  return {
    waitFor: async (address, identifier) => {
      const waits = await Promise.all([
        byPair.blockedFor(pair(address, identifier)),
        byAddress.blockedFor(address),
        byAccount.blockedFor(accountKey(identifier)),
      ]);
      return Math.max(...waits);
    },
    async failed(address, identifier) {
      await Promise.all([byPair.hit(pair(address, identifier)), byAddress.hit(address), byAccount.hit(accountKey(identifier))]);
    },
    async succeeded(address, identifier) {
      await byPair.reset(pair(address, identifier));
    },
    async passwordMatches(member, password) {
      if (member) return verifyPassword(password, member.passwordHash);
      dummyHash ??= hashPassword('không có tài khoản này');
      await verifyPassword(password, await dummyHash);
      return false;
    },
  };
}

/** Accounts created from one client address: each one multiplies every per-member limit. */
export const REGISTRATIONS_PER_HOUR = 5;

export const TOO_MANY_REGISTRATIONS = (minutes: number) =>
  `Đã có quá nhiều tài khoản được tạo từ mạng của bạn. Vui lòng thử lại sau ${minutes} phút.`;

export function createRegistrationLimit(db: Database) {
  return createRateLimiter(db, { name: 'registration', limit: REGISTRATIONS_PER_HOUR, windowMs: 60 * 60_000 });
}
