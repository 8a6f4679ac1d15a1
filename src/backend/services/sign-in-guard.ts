/**
 * Limits on guessing passwords (issues #15, #34), shared by the SSO sign-in form and the member
 * API's login: cheap for a member who mistypes, expensive for an attacker, and never a tool to lock
 * someone else out.
 * - One account key whatever the spelling: '0912…', '+84912…', '84912…', ' 0912 345 678' are one phone.
 * - One network key per client: an IPv4 address, or an IPv6 /64 (limitNetworkOf).
 * - Every try is taken from its limits before the password is checked, atomically in the database,
 *   so concurrent tries get no more through than the limit; a right password gives its try back.
 * - Per network and account: 5 tries in 15 minutes, then that pair waits out the window; each
 *   further lockout of the pair within a day doubles the wait (30 min, 1 h, … up to a day).
 * - Per network: 20 tries in 15 minutes whatever the accounts (password spraying).
 * - Per account from everywhere: past 100 tries an hour the account is under attack, but not locked:
 *   its right password then also needs a one-time code sent to the member (sign-in-challenge.ts).
 * - Unknown accounts cost a password hash too, so the answer's timing does not tell who is a member.
 */
import { identifierKind } from '~/lib/validation';
import { hashPassword, verifyPassword } from './password';
import { normalisePhone, type MemberRow } from './members';
import type { Database } from '../db/client';
import { createRateLimiter, limitNetworkOf } from './rate-limit';
import { backendMetrics } from '../metrics';

/** What a refused sign-in says, the same on the SSO form and the member API's login. */
export const TOO_MANY_ATTEMPTS = (minutes: number) => `Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau ${minutes} phút.`;
export const WRONG_CREDENTIALS = 'Số điện thoại/email hoặc mật khẩu không đúng.';

const FIFTEEN_MINUTES = 15 * 60_000;
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
export const SIGN_IN_LIMITS = {
  pair: { limit: 5, windowMs: FIFTEEN_MINUTES },
  network: { limit: 20, windowMs: FIFTEEN_MINUTES },
  account: { limit: 100, windowMs: HOUR },
  /** One-time codes sent to one account. */
  codes: { limit: 5, windowMs: HOUR },
} as const;

/** The one key of an account however it was typed. */
export function accountKey(identifier: string): string {
  const trimmed = identifier.trim();
  if (identifierKind(trimmed) === 'email') return trimmed.toLowerCase();
  const phone = normalisePhone(trimmed);
  return /^84\d{9}$/.test(phone) ? `0${phone.slice(2)}` : phone.toLowerCase();
}

/** The pair's nth lockout in a day waits 15 min × 2^(n-1), at most a day. */
export function lockoutSeconds(lockoutsToday: number): number {
  const minutes = 15 * 2 ** Math.max(0, lockoutsToday - 1);
  return Math.min(minutes * 60, DAY / 1000);
}

export type SignInAttempt =
  | { readonly kind: 'wait'; readonly seconds: number }
  | {
      readonly kind: 'check';
      /** The account is under attack: a right password must be followed by a one-time code. */
      readonly needsCode: boolean;
      /** A right password: the pair starts afresh and the network and account get their try back. */
      succeeded(): Promise<void>;
    };

export interface SignInGuard {
  /** Takes one try from every limit before the password is checked; 'wait' when one is used up. */
  attempt(address: string, identifier: string): Promise<SignInAttempt>;
  /** Takes one code from the account's allowance; the seconds to wait when it is used up, else 0. */
  codeAllowance(identifier: string): Promise<number>;
  /** Checks the password in the same time whether or not the account exists. */
  passwordMatches(member: MemberRow | null, password: string): Promise<boolean>;
}

/** The SSO form and the member API's login build one each; the counts are the table's, so they are shared. */
export function createSignInGuard(db: Database): SignInGuard {
  const byPair = createRateLimiter(db, { name: 'sign-in:pair', ...SIGN_IN_LIMITS.pair });
  const pairLockouts = createRateLimiter(db, { name: 'sign-in:pair-lockouts', limit: Number.MAX_SAFE_INTEGER, windowMs: DAY });
  const byNetwork = createRateLimiter(db, { name: 'sign-in:address', ...SIGN_IN_LIMITS.network });
  const byAccount = createRateLimiter(db, { name: 'sign-in:account', ...SIGN_IN_LIMITS.account });
  const codes = createRateLimiter(db, { name: 'sign-in:codes', ...SIGN_IN_LIMITS.codes });
  let dummyHash: Promise<string> | undefined;

  /** The try that finds the pair's limit just reached starts a lockout, longer each time today. */
  const pairWait = async (pair: string) => {
    const taken = await byPair.take(pair);
    if (taken.waitSeconds === 0 || taken.count !== SIGN_IN_LIMITS.pair.limit + 1) return taken.waitSeconds;
    const { count: lockouts } = await pairLockouts.take(pair);
    if (lockouts <= 1) return taken.waitSeconds;
    const seconds = lockoutSeconds(lockouts);
    await byPair.block(pair, seconds);
    return seconds;
  };

  return {
    async attempt(address, identifier) {
      const network = limitNetworkOf(address);
      const account = accountKey(identifier);
      const pair = `${network}|${account}`;
      const waits = await Promise.all([pairWait(pair), byNetwork.hit(network)]);
      const seconds = Math.max(...waits);
      if (seconds > 0) {
        backendMetrics()?.signInFailures.inc({ reason: 'rate_limited' });
        return { kind: 'wait', seconds };
      }
      const needsCode = (await byAccount.hit(account)) > 0;
      return {
        kind: 'check',
        needsCode,
        async succeeded() {
          await Promise.all([byPair.reset(pair), byNetwork.giveBack(network), byAccount.giveBack(account)]);
        },
      };
    },
    codeAllowance: (identifier) => codes.hit(accountKey(identifier)),
    async passwordMatches(member, password) {
      if (member) {
        const matches = await verifyPassword(password, member.passwordHash);
        if (!matches) backendMetrics()?.signInFailures.inc({ reason: 'wrong_credentials' });
        return matches;
      }
      dummyHash ??= hashPassword('không có tài khoản này');
      await verifyPassword(password, await dummyHash);
      backendMetrics()?.signInFailures.inc({ reason: 'unknown_account' });
      return false;
    },
  };
}

/** Accounts created from one client address: each one multiplies every per-member limit. */
export const REGISTRATIONS_PER_HOUR = 5;

export const TOO_MANY_REGISTRATIONS = (minutes: number) =>
  `Đã có quá nhiều tài khoản được tạo từ mạng của bạn. Vui lòng thử lại sau ${minutes} phút.`;

/** Takes one registration from the client's network before the account is created; seconds to wait, else 0. */
export function createRegistrationLimit(db: Database) {
  const limiter = createRateLimiter(db, { name: 'registration', limit: REGISTRATIONS_PER_HOUR, windowMs: HOUR });
  return { take: (address: string) => limiter.hit(limitNetworkOf(address)) };
}
