/**
 * What a member buys with what the wallet already holds (spec §7 "Payments"): a posting package
 * paid with points (createCast; bonus and earliest expiry spent first), and stars traded for bonus
 * points (starsTrading; 1 star is 1 point valid 30 days). Each is one transaction. The payment
 * route parses, authorises and answers; this module holds the queries.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { members } from '../db/schema';
import { BackendError } from '../http';
import { grantPackage } from '../payments/orders';
import { creditPoints, spendPoints } from './ledger';
import { notify } from './notify';
import { servicePackageOnSale } from './price-list';

const STAR_POINTS_VALIDITY_DAYS = 30;

/**
 * Buys a package on sale with points; `expectedPoints` (what the page showed) must match its price.
 * A repeated idempotency key charges nothing again (`replayed`). Throws InsufficientPoints.
 */
export async function buyPackageWithPoints(
  db: Database,
  memberId: number,
  input: { packageId: number; expectedPoints?: number | undefined; idempotencyKey?: string | undefined },
): Promise<{ name: string; points: number; replayed: boolean }> {
  const pkg = await servicePackageOnSale(db, input.packageId);
  if (input.expectedPoints !== undefined && input.expectedPoints !== pkg.pricePoints) throw new BackendError(400, 'Số điểm thanh toán không khớp với gói đã chọn.');
  const spent = await db.transaction(async (tx) => {
    const now = new Date();
    const result = await spendPoints(tx, {
      memberId,
      points: pkg.pricePoints,
      description: `Mua ${pkg.name}`,
      referenceType: 'service_package',
      referenceId: String(pkg.id),
      idempotencyKey: input.idempotencyKey ? `cast:${memberId}:${input.idempotencyKey}` : undefined,
      now,
    });
    if (result.created) await grantPackage(tx, memberId, pkg.id, now);
    return result;
  });
  return { name: pkg.name, points: pkg.pricePoints, replayed: !spent.created };
}

/** Trades `marks` stars for as many bonus points; null when the member has fewer stars. Answers the stars left. */
export async function tradeStars(db: Database, memberId: number, marks: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(members)
      .set({ numberOfStars: sql`${members.numberOfStars} - ${marks}`, updatedAt: new Date() })
      .where(and(eq(members.id, memberId), gte(members.numberOfStars, marks)))
      .returning({ stars: members.numberOfStars });
    if (!row) return null;
    await creditPoints(tx, {
      memberId,
      wallet: 'bonus',
      points: marks,
      validityDays: STAR_POINTS_VALIDITY_DAYS,
      kind: 'bonus_grant',
      from: 'system_promotion',
      description: `Đổi ${marks} sao lấy ${marks} điểm thưởng`,
    });
    await notify(tx, { memberId, tab: 'wallet', title: 'Đổi sao thành công', body: `Bạn nhận ${marks} điểm thưởng từ ${marks} sao.`, link: '/user/trade-history?tab=bonus-in' });
    return row.stars;
  });
}
