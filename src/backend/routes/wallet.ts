/**
 * Member wallet calls (spec §7 "Member"): profile/history (memberId, option, page, number) and
 * voucher/take (app_id, member_id, code). Gift codes are rate-limited per member so they cannot be
 * guessed by brute force.
 */
import { and, count, eq, lt, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { HistoryRequest, HistoryResponse, VoucherTakeRequest, VoucherTakeResponse } from '~/lib/contract/payment';
import { assertSelf, requireMember, type MemberEnv } from '../auth';
import type { BackendDeps } from '../context';
import { answer, decodeRequest } from '../contract-edge';
import { ledgerTransactions, voucherRedemptions, vouchers } from '../db/schema';
import { clientAddress, errorBody, readBody } from '../http';
import { creditPoints } from '../services/ledger';
import { notify } from '../services/notify';
import { createRateLimiter, limitNetworkOf } from '../services/rate-limit';
import { historyPage } from '../services/wallet-history';

export const VOUCHER_NOT_FOUND = 'Voucher không tồn tại';
export const VOUCHER_EXPIRED = 'Mã quà tặng đã hết hạn hoặc chưa đến thời gian sử dụng.';
export const VOUCHER_USED = 'Bạn đã sử dụng mã quà tặng này rồi.';
export const VOUCHER_EXHAUSTED = 'Mã quà tặng đã hết lượt sử dụng.';
export const VOUCHER_FIRST_TOP_UP_ONLY = 'Mã này chỉ dành cho lần nạp điểm đầu tiên, tài khoản của bạn đã nạp điểm nhiều lần.';
export const VOUCHER_TOO_MANY = (minutes: number) => `Bạn đã nhập mã quá nhiều lần, vui lòng thử lại sau ${minutes} phút.`;

/** Voucher attempts per member per window (perf-security "brute force"). */
export const VOUCHER_LIMIT = { name: 'voucher:member', limit: 10, windowMs: 10 * 60_000 } as const;
/** And per client address, so new accounts (registration is limited too) do not multiply the guesses. */
export const VOUCHER_ADDRESS_LIMIT = { name: 'voucher:address', limit: 30, windowMs: 10 * 60_000 } as const;

class VoucherRefused extends Error {}

export function walletRoutes({ db }: BackendDeps) {
  const app = new Hono<MemberEnv>();
  const authed = requireMember(db);
  const voucherAttempts = createRateLimiter(db, VOUCHER_LIMIT);
  const voucherAttemptsByAddress = createRateLimiter(db, VOUCHER_ADDRESS_LIMIT);

  app.post('/api/member/profile/history', authed, async (c) => {
    const member = c.get('member');
    const body = await readBody(c);
    assertSelf(member, body, ['memberId', 'member_id', 'm']);
    const input = decodeRequest(HistoryRequest, body);
    const page = await historyPage(db, member.id, input.option, input.page, input.number);
    return answer(c, HistoryResponse, { status: 200, success: true, data: page });
  });

  app.post('/api/member/voucher/take', authed, async (c) => {
    const member = c.get('member');
    const body = await readBody(c);
    assertSelf(member, body, ['member_id', 'memberId', 'm']);
    const input = decodeRequest(VoucherTakeRequest, body);
    const wait = Math.max(await voucherAttempts.hit(`member:${member.id}`), await voucherAttemptsByAddress.hit(limitNetworkOf(clientAddress(c))));
    if (wait > 0) return c.json(errorBody(429, VOUCHER_TOO_MANY(Math.ceil(wait / 60))), 429);
    const code = input.code.toUpperCase();
    const [voucher] = await db.select().from(vouchers).where(eq(sql`upper(${vouchers.code})`, code));
    if (!voucher) return c.json(errorBody(404, VOUCHER_NOT_FOUND), 404);
    const now = new Date();
    if (now < voucher.startsAt || now > voucher.expiresAt) return c.json(errorBody(400, VOUCHER_EXPIRED), 400);
    try {
      await db.transaction(async (tx) => {
        if (voucher.firstTopUpOnly) {
          const [topUps] = await tx
            .select({ total: count() })
            .from(ledgerTransactions)
            .where(and(eq(ledgerTransactions.memberId, member.id), eq(ledgerTransactions.kind, 'topup')));
          if ((topUps?.total ?? 0) > 1) throw new VoucherRefused(VOUCHER_FIRST_TOP_UP_ONLY);
        }
        const [redemption] = await tx.insert(voucherRedemptions).values({ voucherId: voucher.id, memberId: member.id, createdAt: now }).onConflictDoNothing().returning();
        if (!redemption) throw new VoucherRefused(VOUCHER_USED);
        const [counted] = await tx
          .update(vouchers)
          .set({ redeemedCount: sql`${vouchers.redeemedCount} + 1` })
          .where(and(eq(vouchers.id, voucher.id), lt(vouchers.redeemedCount, vouchers.maxRedemptions)))
          .returning({ id: vouchers.id });
        if (!counted) throw new VoucherRefused(VOUCHER_EXHAUSTED);
        await creditPoints(tx, {
          memberId: member.id,
          wallet: voucher.toBonus ? 'bonus' : 'topup',
          points: voucher.points,
          validityDays: voucher.validityDays,
          kind: 'bonus_grant',
          from: 'system_promotion',
          description: `Nhận ${voucher.points} điểm từ mã quà tặng ${voucher.code}`,
          referenceType: 'voucher',
          referenceId: voucher.code,
          idempotencyKey: `voucher:${voucher.code}:${member.id}`,
          now,
        });
        await notify(tx, { memberId: member.id, tab: 'wallet', title: 'Nhận quà tặng thành công', body: voucher.description, link: '/user/trade-history' });
      });
    } catch (error) {
      if (error instanceof VoucherRefused) return c.json(errorBody(409, error.message), 409);
      throw error;
    }
    const wallet = voucher.toBonus ? 'tài khoản khuyến mãi' : 'tài khoản chính';
    return answer(c, VoucherTakeResponse, {
      status: 200,
      success: true,
      message: `Bạn đã nhận ${voucher.points} điểm vào ${wallet}.`,
      data: { code: voucher.code, points: voucher.points, wallet: voucher.toBonus ? 'bonus' : 'topup' },
    });
  });

  return app;
}
