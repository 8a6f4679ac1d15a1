/**
 * Member wallet calls (spec §7 "Member"): profile/history (memberId, option, page, number) and
 * voucher/take (app_id, member_id, code). Gift codes are rate-limited per member so they cannot be
 * guessed by brute force.
 */
import { Hono } from 'hono';
import { HistoryRequest, HistoryResponse, VoucherTakeRequest, VoucherTakeResponse } from '~/lib/contract/payment';
import { memberRequest, requireMember, type MemberEnv } from '../auth';
import type { BackendDeps } from '../context';
import { answer } from '../contract-edge';
import { clientAddress, errorBody } from '../http';
import { createRateLimiter, limitNetworkOf } from '../services/rate-limit';
import { redeemVoucher } from '../services/vouchers';
import { historyPage } from '../services/wallet-history';

export const VOUCHER_TOO_MANY = (minutes: number) => `Bạn đã nhập mã quá nhiều lần, vui lòng thử lại sau ${minutes} phút.`;

/** Voucher attempts per member per window (perf-security "brute force"). */
export const VOUCHER_LIMIT = { name: 'voucher:member', limit: 10, windowMs: 10 * 60_000 } as const;
/** And per client address, so new accounts (registration is limited too) do not multiply the guesses. */
export const VOUCHER_ADDRESS_LIMIT = { name: 'voucher:address', limit: 30, windowMs: 10 * 60_000 } as const;

export function walletRoutes({ db }: BackendDeps) {
  const app = new Hono<MemberEnv>();
  const authed = requireMember(db);
  const voucherAttempts = createRateLimiter(db, VOUCHER_LIMIT);
  const voucherAttemptsByAddress = createRateLimiter(db, VOUCHER_ADDRESS_LIMIT);

  app.post('/api/member/profile/history', authed, async (c) => {
    const { member, input } = await memberRequest(c, HistoryRequest, ['memberId', 'member_id', 'm']);
    const page = await historyPage(db, member.id, input.option, input.page, input.number);
    return answer(c, HistoryResponse, { status: 200, success: true, data: page });
  });

  app.post('/api/member/voucher/take', authed, async (c) => {
    const { member, input } = await memberRequest(c, VoucherTakeRequest, ['member_id', 'memberId', 'm']);
    const wait = Math.max(await voucherAttempts.hit(`member:${member.id}`), await voucherAttemptsByAddress.hit(limitNetworkOf(clientAddress(c))));
    if (wait > 0) return c.json(errorBody(429, VOUCHER_TOO_MANY(Math.ceil(wait / 60))), 429);
    const redeemed = await redeemVoucher(db, member.id, input.code);
    if (!redeemed.ok) return c.json(errorBody(redeemed.status, redeemed.message), redeemed.status);
    const wallet = redeemed.wallet === 'bonus' ? 'tài khoản khuyến mãi' : 'tài khoản chính';
    return answer(c, VoucherTakeResponse, {
      status: 200,
      success: true,
      message: `Bạn đã nhận ${redeemed.points} điểm vào ${wallet}.`,
      data: { code: redeemed.code, points: redeemed.points, wallet: redeemed.wallet },
    });
  });

  return app;
}
