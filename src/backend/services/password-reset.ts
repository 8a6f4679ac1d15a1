/**
 * Password recovery (the SSO's "Quên mật khẩu", issue #20): a six-digit code to the member's email,
 * or by SMS to their phone when they have no email, valid 15 minutes for five tries; the right code
 * sets the new password and signs every session out. Mail and SMS land in the outbox (no sender on
 * these machines; the demo's test mailbox shows them).
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { memberTokens, members, outboxEmails, passwordResets } from '../db/schema';
import { findByIdentifier } from './members';
import { accountKey } from './sign-in-guard';
import { hashPassword } from './password';
import { sha256 } from './secrets';

const CODE_TTL_MS = 15 * 60_000;
export const RESET_MAX_ATTEMPTS = 5;

export const RESET_MESSAGES = {
  sent: 'Nếu số điện thoại hoặc email này có tài khoản, mã xác nhận 6 số đã được gửi tới email (hoặc tin nhắn SMS) của tài khoản. Mã có hiệu lực 15 phút.',
  wrongCode: 'Mã xác nhận không đúng hoặc đã hết hạn.',
  tooManyTries: 'Bạn đã nhập sai mã quá nhiều lần. Vui lòng yêu cầu mã mới.',
  done: 'Đã đặt lại mật khẩu. Mời bạn đăng nhập bằng mật khẩu mới.',
} as const;

const codeHash = (memberId: number, code: string) => sha256(`${memberId}:${code}`);

/** Sends a code when the identifier names a member; says nothing either way (no account probing). */
export async function requestPasswordReset(db: Database, identifier: string, now = new Date()): Promise<void> {
  // One account whatever the spelling (0…, +84…, spaces).
  const member = await findByIdentifier(db, accountKey(identifier));
  if (!member) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const sentTo = member.email ? member.email.toLowerCase() : member.phone;
  await db.transaction(async (tx) => {
    await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.memberId, member.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({ memberId: member.id, codeHash: codeHash(member.id, code), sentTo, createdAt: now, expiresAt: new Date(now.getTime() + CODE_TTL_MS) });
    await tx.insert(outboxEmails).values({
      toAddress: sentTo,
      subject: member.email ? 'Mã đặt lại mật khẩu Rao vặt' : 'SMS: mã đặt lại mật khẩu Rao vặt',
      bodyText: `Mã xác nhận của bạn là ${code}. Mã có hiệu lực trong 15 phút. Nếu bạn không yêu cầu đặt lại mật khẩu, hãy bỏ qua tin này.`,
      link: null,
      createdAt: now,
    });
  });
}

export type ResetResult = { ok: true } | { ok: false; message: string };

/** Checks the code and, when it is right, sets the new password and ends every session. */
export async function resetPassword(db: Database, input: { identifier: string; code: string; password: string }, now = new Date()): Promise<ResetResult> {
  const member = await findByIdentifier(db, accountKey(input.identifier));
  if (!member || !/^\d{6}$/.test(input.code)) return { ok: false, message: RESET_MESSAGES.wrongCode };
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.memberId, member.id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .orderBy(desc(passwordResets.createdAt))
      .limit(1)
      .for('update');
    if (!reset) return { ok: false, message: RESET_MESSAGES.wrongCode };
    if (reset.attempts >= RESET_MAX_ATTEMPTS) return { ok: false, message: RESET_MESSAGES.tooManyTries };
    const expected = Buffer.from(reset.codeHash);
    const given = Buffer.from(codeHash(member.id, input.code));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await tx.update(passwordResets).set({ attempts: reset.attempts + 1 }).where(eq(passwordResets.id, reset.id));
      return { ok: false, message: reset.attempts + 1 >= RESET_MAX_ATTEMPTS ? RESET_MESSAGES.tooManyTries : RESET_MESSAGES.wrongCode };
    }
    await tx.update(passwordResets).set({ usedAt: now }).where(eq(passwordResets.id, reset.id));
    await tx.update(members).set({ passwordHash }).where(eq(members.id, member.id));
    // Whoever knew the old password is signed out everywhere.
    await tx.update(memberTokens).set({ revokedAt: now }).where(and(eq(memberTokens.memberId, member.id), isNull(memberTokens.revokedAt)));
    return { ok: true } as const;
  });
}
