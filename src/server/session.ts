/**
 * The member's session: an encrypted, httpOnly, SameSite=Lax cookie that only the server reads
 * (spec §6 says "decrypted on the client"; that would ship the key to every browser, so we do not —
 * docs/decisions.md). Page scripts get a non-secret profile through tRPC instead.
 */
import 'server-only';
import { env } from '~/env';
import { sealSession, unsealSession, type SessionPayload } from './session-crypto';
import { serverLog } from './log';
import { secureCookie, SESSION_DAYS, sessionHintCookie } from './session-hint-cookie';

export { SESSION_COOKIE } from './session-cookie-name';
import { SESSION_COOKIE } from './session-cookie-name';

export interface Session {
  readonly memberId: number;
  /** The bearer token for upstream member calls. Server-only: never put it in a response body. */
  readonly token: string;
}

let warnedMissingSecret = false;

function secret(): string | null {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (!warnedMissingSecret) {
    warnedMissingSecret = true;
    serverLog.error('SESSION_SECRET is not set: everyone is a guest (npm start sets one; see README)');
  }
  return null;
}

export function readCookie(headers: Headers, name: string): string | undefined {
  const header = headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export async function sessionFromCookie(value: string | undefined): Promise<Session | null> {
  const key = secret();
  if (!key) return null;
  const payload = await unsealSession(value, key);
  return payload ? { memberId: payload.memberId, token: payload.token } : null;
}

export function sessionFromHeaders(headers: Headers): Promise<Session | null> {
  return sessionFromCookie(readCookie(headers, SESSION_COOKIE));
}

/** The Set-Cookie values that sign a browser in: the sealed session and its readable hint. */
export async function sessionSetCookies(session: Session): Promise<readonly string[]> {
  return [await sessionSetCookie(session), sessionHintCookie(true)];
}

/** The Set-Cookie values that sign a browser out. */
export function sessionClearCookies(): readonly string[] {
  return [`${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secureCookie() ? '; Secure' : ''}`, sessionHintCookie(false)];
}

async function sessionSetCookie(session: Session): Promise<string> {
  const key = secret();
  if (!key) throw new Error('SESSION_SECRET is not set');
  const payload: SessionPayload = { token: session.token, memberId: session.memberId, expiresAt: Math.floor(Date.now() / 1000) + SESSION_DAYS * 86_400 };
  const sealed = await sealSession(payload, key);
  return `${SESSION_COOKIE}=${sealed}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_DAYS * 86_400}${secureCookie() ? '; Secure' : ''}`;
}
