/**
 * Member bearer tokens: issued at sign-in, resolved on every member-scoped call, revoked at logout.
 */
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { members, memberTokens } from '../db/schema';
import { randomSecret, sha256 } from './secrets';
import type { MemberRole } from '~/lib/member-roles';

export const APP_TOKEN_DAYS = 30;
export const SSO_SESSION_DAYS = 30;
const DAY_MS = 86_400_000;

export interface TokenMember {
  readonly id: number;
  readonly fullName: string;
  readonly role: MemberRole;
  readonly tokenId: number;
  /** When the account was made: new accounts get tighter limits. */
  readonly memberSince: Date;
}

export async function issueToken(
  db: Database,
  { memberId, kind, ssoTokenId = null, userAgent = null }: { memberId: number; kind: 'sso' | 'app'; ssoTokenId?: number | null; userAgent?: string | null },
): Promise<{ token: string; id: number }> {
  const token = randomSecret();
  const days = kind === 'sso' ? SSO_SESSION_DAYS : APP_TOKEN_DAYS;
  const [row] = await db
    .insert(memberTokens)
    .values({ memberId, kind, ssoTokenId, tokenHash: sha256(token), userAgent: userAgent?.slice(0, 300) ?? null, expiresAt: new Date(Date.now() + days * DAY_MS) })
    .returning({ id: memberTokens.id });
  if (!row) throw new Error('token not stored');
  return { token, id: row.id };
}

export async function resolveToken(db: Database, token: string, kind: 'sso' | 'app' = 'app'): Promise<TokenMember | null> {
  if (token.length < 20 || token.length > 200) return null;
  const [row] = await db
    .select({ id: members.id, fullName: members.fullName, role: members.role, tokenId: memberTokens.id, memberSince: members.createdAt })
    .from(memberTokens)
    .innerJoin(members, eq(members.id, memberTokens.memberId))
    .where(and(eq(memberTokens.tokenHash, sha256(token)), eq(memberTokens.kind, kind), isNull(memberTokens.revokedAt), gt(memberTokens.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/** Revokes an app token and the SSO session it came from (signing out of the app signs out of the SSO). */
export async function revokeAppToken(db: Database, token: string): Promise<boolean> {
  const [row] = await db
    .update(memberTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(memberTokens.tokenHash, sha256(token)), eq(memberTokens.kind, 'app'), isNull(memberTokens.revokedAt)))
    .returning({ ssoTokenId: memberTokens.ssoTokenId });
  if (!row) return false;
  if (row.ssoTokenId !== null) {
    await db
      .update(memberTokens)
      .set({ revokedAt: new Date() })
      .where(and(or(eq(memberTokens.id, row.ssoTokenId), eq(memberTokens.ssoTokenId, row.ssoTokenId)), isNull(memberTokens.revokedAt)));
  }
  return true;
}

export async function revokeTokenById(db: Database, id: number): Promise<void> {
  await db.update(memberTokens).set({ revokedAt: new Date() }).where(eq(memberTokens.id, id));
}
