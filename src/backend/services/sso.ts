/**
 * The SSO's rules: which redirect targets are allowed (only the app's own origin), one-time codes
 * (60 s, single use, bound to the redirect target) and their exchange for an app token.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ssoCodes } from '../db/schema';
import { randomSecret, sha256 } from './secrets';
import { issueToken } from './tokens';

const CODE_TTL_MS = 60_000;

/** The redirect target when it is on the app's origin, else null (open-redirect defence). */
export function allowedRedirect(candidate: string | undefined | null, appOrigin: string): string | null {
  if (!candidate || candidate.length > 2048) return null;
  try {
    const url = new URL(candidate);
    return url.origin === new URL(appOrigin).origin ? url.toString() : null;
  } catch {
    return null;
  }
}

export async function createSsoCode(db: Database, memberId: number, ssoTokenId: number, redirectUrl: string): Promise<string> {
  const code = randomSecret(24);
  await db.insert(ssoCodes).values({ codeHash: sha256(code), memberId, ssoTokenId, redirectUrl, expiresAt: new Date(Date.now() + CODE_TTL_MS) });
  return code;
}

export function withCode(redirectUrl: string, code: string): string {
  const url = new URL(redirectUrl);
  url.searchParams.set('code', code);
  return url.toString();
}

/** Uses the code once; a second use, an expired code or another redirect target gives null. */
export async function exchangeSsoCode(
  db: Database,
  code: string,
  redirectUrl: string,
  userAgent: string | null,
): Promise<{ token: string; memberId: number } | null> {
  if (code.length < 20 || code.length > 100) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(ssoCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(ssoCodes.codeHash, sha256(code)), isNull(ssoCodes.usedAt), gt(ssoCodes.expiresAt, new Date())))
      .returning();
    if (!row || row.redirectUrl !== redirectUrl) return null;
    const { token } = await issueToken(tx, { memberId: row.memberId, kind: 'app', ssoTokenId: row.ssoTokenId, userAgent });
    return { token, memberId: row.memberId };
  });
}
