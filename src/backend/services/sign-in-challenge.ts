/**
 * The second step of a sign-in on an account under attack (issue #34). Wrong passwords from many
 * networks must not lock the owner out, so past the account-wide limit a right password is not
 * enough: a six-digit code goes to the member's verified email (else by SMS to their phone, as
 * password recovery does), valid 10 minutes for five tries, and the code finishes the sign-in.
 * The one who asked holds a random challenge token; the table keeps its hash and the code's.
 * @see https://cheatsheetseries.owasp.org/cheatsheets/Authentication_Cheat_Sheet.html#account-lockout
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outboxEmails, signInChallenges } from '../db/schema';
import type { MemberRow } from './members';
import { randomSecret, sha256 } from './secrets';

const CODE_TTL_MS = 10 * 60_000;
export const CHALLENGE_MAX_ATTEMPTS = 5;

export const CHALLENGE_MESSAGES = {
  sent: (sentTo: string) =>
    `Tài khoản của bạn vừa bị nhập sai mật khẩu nhiều lần từ nơi khác. Để bảo vệ tài khoản, chúng tôi đã gửi mã xác nhận 6 số tới ${sentTo}. Nhập mã để hoàn tất đăng nhập (mã có hiệu lực 10 phút).`,
  wrongCode: 'Mã xác nhận không đúng hoặc đã hết hạn.',
  tooManyTries: 'Bạn đã nhập sai mã quá nhiều lần. Vui lòng đăng nhập lại để nhận mã mới.',
  tooManyCodes: (minutes: number) => `Bạn đã yêu cầu mã xác nhận quá nhiều lần. Vui lòng thử lại sau ${minutes} phút.`,
} as const;

const codeHash = (challenge: string, code: string) => sha256(`${challenge}:${code}`);

/** "an***@example.com", "09******01": enough for the owner to recognise, little for anyone else. */
export function maskedDestination(sentTo: string): string {
  const at = sentTo.indexOf('@');
  if (at > 0) return `${sentTo.slice(0, Math.min(2, at))}***${sentTo.slice(at)}`;
  return sentTo.length > 4 ? `${sentTo.slice(0, 2)}${'*'.repeat(sentTo.length - 4)}${sentTo.slice(-2)}` : '****';
}

export interface StartedChallenge {
  /** Goes back to the one signing in, who returns it with the code. */
  readonly challenge: string;
  /** Where the code went, masked. */
  readonly sentTo: string;
}

/** Sends a code to the member and opens a challenge for it; earlier open challenges of the member end. */
export async function startSignInChallenge(db: Database, member: MemberRow, now = new Date()): Promise<StartedChallenge> {
  const challenge = randomSecret(24);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const byEmail = member.email !== null && member.emailVerifiedAt !== null;
  const sentTo = byEmail && member.email ? member.email.toLowerCase() : member.phone;
  await db.transaction(async (tx) => {
    await tx.update(signInChallenges).set({ usedAt: now }).where(and(eq(signInChallenges.memberId, member.id), isNull(signInChallenges.usedAt)));
    await tx.insert(signInChallenges).values({
      memberId: member.id,
      challengeHash: sha256(challenge),
      codeHash: codeHash(challenge, code),
      sentTo,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    await tx.insert(outboxEmails).values({
      toAddress: sentTo,
      subject: byEmail ? 'Mã xác nhận đăng nhập Rao vặt' : 'SMS: mã xác nhận đăng nhập Rao vặt',
      bodyText: `Mã xác nhận đăng nhập của bạn là ${code}. Mã có hiệu lực trong 10 phút. Nếu không phải bạn đang đăng nhập, đừng đưa mã này cho ai và hãy đổi mật khẩu.`,
      link: null,
      createdAt: now,
    });
  });
  return { challenge, sentTo: maskedDestination(sentTo) };
}

export type ChallengeResult = { readonly ok: true; readonly memberId: number } | { readonly ok: false; readonly message: string };

/** Checks the code of an open challenge; the right one closes it and names the member to sign in. */
export async function completeSignInChallenge(db: Database, challenge: string, code: string, now = new Date()): Promise<ChallengeResult> {
  if (!/^\d{6}$/.test(code) || challenge.length < 16 || challenge.length > 64) return { ok: false, message: CHALLENGE_MESSAGES.wrongCode };
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(signInChallenges)
      .where(and(eq(signInChallenges.challengeHash, sha256(challenge)), isNull(signInChallenges.usedAt)))
      .limit(1)
      .for('update');
    if (!open || open.expiresAt <= now) return { ok: false, message: CHALLENGE_MESSAGES.wrongCode };
    if (open.attempts >= CHALLENGE_MAX_ATTEMPTS) return { ok: false, message: CHALLENGE_MESSAGES.tooManyTries };
    const expected = Buffer.from(open.codeHash);
    const given = Buffer.from(codeHash(challenge, code));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await tx.update(signInChallenges).set({ attempts: open.attempts + 1 }).where(eq(signInChallenges.id, open.id));
      return { ok: false, message: open.attempts + 1 >= CHALLENGE_MAX_ATTEMPTS ? CHALLENGE_MESSAGES.tooManyTries : CHALLENGE_MESSAGES.wrongCode };
    }
    await tx.update(signInChallenges).set({ usedAt: now }).where(eq(signInChallenges.id, open.id));
    return { ok: true, memberId: open.memberId } as const;
  });
}
