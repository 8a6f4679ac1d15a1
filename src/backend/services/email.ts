/**
 * Email activation: a link to the app's /active-email page carrying a one-time token (48 h), and
 * its confirmation. Mail goes to the outbox table (no mail server here; see schema outboxEmails).
 */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailVerifications, members, outboxEmails } from '../db/schema';
import type { BackendEnv } from '../env';
import { randomSecret, sha256 } from './secrets';

const VERIFICATION_TTL_MS = 48 * 3_600_000;

export async function createEmailVerification(db: Database, env: Pick<BackendEnv, 'APP_ORIGIN'>, memberId: number, email: string): Promise<string> {
  const token = randomSecret(24);
  await db.insert(emailVerifications).values({ tokenHash: sha256(token), memberId, email, expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS) });
  const link = new URL('/active-email', env.APP_ORIGIN);
  link.searchParams.set('token', token);
  await db.insert(outboxEmails).values({
    toAddress: email.toLowerCase(),
    subject: 'Kích hoạt email tài khoản Rao vặt',
    bodyText: 'Bấm vào liên kết dưới đây để xác nhận email của bạn. Liên kết có hiệu lực trong 48 giờ.',
    link: link.toString(),
  });
  return token;
}

export type ActivationResult = { ok: true; email: string } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

export async function confirmEmail(db: Database, token: string): Promise<ActivationResult> {
  if (token.length < 20 || token.length > 100) return { ok: false, reason: 'invalid' };
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(emailVerifications).where(eq(emailVerifications.tokenHash, sha256(token))).limit(1);
    if (!row) return { ok: false, reason: 'invalid' } as const;
    if (row.usedAt) return { ok: false, reason: 'used' } as const;
    if (row.expiresAt.getTime() < Date.now()) return { ok: false, reason: 'expired' } as const;
    const [used] = await tx
      .update(emailVerifications)
      .set({ usedAt: new Date() })
      .where(and(eq(emailVerifications.id, row.id), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, new Date())))
      .returning({ id: emailVerifications.id });
    if (!used) return { ok: false, reason: 'used' } as const;
    await tx.update(members).set({ email: row.email, emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(members.id, row.memberId));
    return { ok: true, email: row.email } as const;
  });
}

/** The newest mail written to an address (the demo's test mailbox, /sso/hop-thu). */
export async function recentMailTo(db: Database, address: string, limit = 20) {
  return db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address)).orderBy(desc(outboxEmails.createdAt)).limit(limit);
}
