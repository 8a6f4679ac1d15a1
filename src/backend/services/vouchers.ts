/**
 * Gift codes (spec §7 "Member" voucher/take): a code is redeemed once per member, within its dates,
 * while it has redemptions left, and a first-top-up code only before a second top-up. The points,
 * the redemption, the count and the member's notice are one transaction. The route rate-limits,
 * parses and answers; this module holds the queries.
 */
import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ledgerTransactions, voucherRedemptions, vouchers } from '../db/schema';
import { creditPoints } from './ledger';
import { notify } from './notify';

export const VOUCHER_NOT_FOUND = 'Voucher không tồn tại';
export const VOUCHER_EXPIRED = 'Mã quà tặng đã hết hạn hoặc chưa đến thời gian sử dụng.';
export const VOUCHER_USED = 'Bạn đã sử dụng mã quà tặng này rồi.';
export const VOUCHER_EXHAUSTED = 'Mã quà tặng đã hết lượt sử dụng.';
export const VOUCHER_FIRST_TOP_UP_ONLY = 'Mã này chỉ dành cho lần nạp điểm đầu tiên, tài khoản của bạn đã nạp điểm nhiều lần.';

class VoucherRefused extends Error {}

export type VoucherRedemption =
  | { readonly ok: true; readonly code: string; readonly points: number; readonly wallet: 'topup' | 'bonus' }
  | { readonly ok: false; readonly status: 400 | 404 | 409; readonly message: string };

/** Redeems a code (case-insensitive) for the member, or says in Vietnamese why not. */
export async function redeemVoucher(db: Database, memberId: number, typed: string, now = new Date()): Promise<VoucherRedemption> {
  const [voucher] = await db.select().from(vouchers).where(eq(sql`upper(${vouchers.code})`, typed.toUpperCase()));
  if (!voucher) return { ok: false, status: 404, message: VOUCHER_NOT_FOUND };
  if (now < voucher.startsAt || now > voucher.expiresAt) return { ok: false, status: 400, message: VOUCHER_EXPIRED };
  const wallet = voucher.toBonus ? 'bonus' : 'topup';
  try {
    await db.transaction(async (tx) => {
      if (voucher.firstTopUpOnly) {
        const [topUps] = await tx
          .select({ total: count() })
          .from(ledgerTransactions)
          .where(and(eq(ledgerTransactions.memberId, memberId), eq(ledgerTransactions.kind, 'topup')));
        if ((topUps?.total ?? 0) > 1) throw new VoucherRefused(VOUCHER_FIRST_TOP_UP_ONLY);
      }
      const [redemption] = await tx.insert(voucherRedemptions).values({ voucherId: voucher.id, memberId, createdAt: now }).onConflictDoNothing().returning();
      if (!redemption) throw new VoucherRefused(VOUCHER_USED);
      const [counted] = await tx
        .update(vouchers)
        .set({ redeemedCount: sql`${vouchers.redeemedCount} + 1` })
        .where(and(eq(vouchers.id, voucher.id), lt(vouchers.redeemedCount, vouchers.maxRedemptions)))
        .returning({ id: vouchers.id });
      if (!counted) throw new VoucherRefused(VOUCHER_EXHAUSTED);
      await creditPoints(tx, {
        memberId,
        wallet,
        points: voucher.points,
        validityDays: voucher.validityDays,
        kind: 'bonus_grant',
        from: 'system_promotion',
        description: `Nhận ${voucher.points} điểm từ mã quà tặng ${voucher.code}`,
        referenceType: 'voucher',
        referenceId: voucher.code,
        idempotencyKey: `voucher:${voucher.code}:${memberId}`,
        now,
      });
      await notify(tx, { memberId, tab: 'wallet', title: 'Nhận quà tặng thành công', body: voucher.description, link: '/user/trade-history' });
    });
  } catch (error) {
    if (error instanceof VoucherRefused) return { ok: false, status: 409, message: error.message };
    throw error;
  }
  return { ok: true, code: voucher.code, points: voucher.points, wallet };
}
