/**
 * Points: the demo member's wallet (350 top-up points expiring in ~6 months, 50 bonus points expiring
 * in ~1 month) with the payments, spends, vouchers and package that explain it, plus modest wallets
 * for some other members. Everything goes through the in-memory Ledger so it balances.
 */
import type { memberPackages, payments, voucherRedemptions } from '../schema';
import { POINT_PACKS } from './catalog';
import { Ledger } from './ledger';
import { DEMO_MEMBER, type SeedMember } from './members';
import { streamRng, STREAM } from './random';

const DAY = 86_400_000;

export interface CatalogIds {
  /** Point pack id by its price in đồng. */
  readonly packByPrice: ReadonlyMap<number, number>;
  /** Service package id and its fields by name. */
  readonly packages: ReadonlyMap<string, { id: number; priceVnd: number; dayNumber: number; postQuota: number }>;
  readonly voucherByCode: ReadonlyMap<string, number>;
}

export interface WalletData {
  readonly ledger: Ledger;
  readonly payments: Array<typeof payments.$inferInsert>;
  readonly memberPackages: Array<typeof memberPackages.$inferInsert>;
  readonly redemptions: Array<typeof voucherRedemptions.$inferInsert>;
}

export function buildWallets(options: { seed: number; now: Date; crowd: readonly SeedMember[]; catalog: CatalogIds }): WalletData {
  const { now, catalog } = options;
  const at = (daysAgo: number) => new Date(Math.floor((now.getTime() - daysAgo * DAY) / 1000) * 1000);
  const ledger = new Ledger();
  const sales = ledger.account(null, 'system_sales');
  const spend = ledger.account(null, 'system_spend');
  const promotion = ledger.account(null, 'system_promotion');
  const expiry = ledger.account(null, 'system_expiry');
  const out: WalletData = { ledger, payments: [], memberPackages: [], redemptions: [] };
  let order = 0;

  const pay = (memberId: number, provider: 'momo' | 'vnpay' | 'napas', amountVnd: number, daysAgo: number, what: { pack?: number; servicePackage?: number; description: string }, outcome: 'paid' | 'cancelled' = 'paid') => {
    order++;
    const orderCode = `RV${String(order).padStart(10, '0')}`;
    const createdAt = at(daysAgo);
    out.payments.push({
      memberId,
      provider,
      orderCode,
      amountVnd,
      pointPackId: what.pack ?? null,
      servicePackageId: what.servicePackage ?? null,
      status: outcome,
      resultCode: outcome === 'paid' ? 1 : 3,
      providerTransactionId: outcome === 'paid' ? `${provider.toUpperCase()}${String(order * 7_919 + 100_000_000)}` : null,
      description: what.description,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 15 * 60_000),
      settledAt: new Date(createdAt.getTime() + 2 * 60_000),
      providerPayload: null,
    });
    return orderCode;
  };

  const topUp = (memberId: number, priceVnd: number, daysAgo: number, provider: 'momo' | 'vnpay' | 'napas') => {
    const pack = POINT_PACKS.find((p) => p.priceVnd === priceVnd);
    if (!pack) throw new Error(`No point pack at ${priceVnd}`);
    const orderCode = pay(memberId, provider, priceVnd, daysAgo, { pack: catalog.packByPrice.get(priceVnd), description: `Mua ${pack.name}` });
    const wallet = ledger.account(memberId, 'topup', new Date(at(daysAgo).getTime() + pack.validityDays * DAY), at(daysAgo));
    ledger.post(
      { memberId, kind: 'topup', description: `Nạp ${pack.points} điểm (${pack.name})`, referenceType: 'payment', referenceId: orderCode, idempotencyKey: `payment:${orderCode}`, createdAt: at(daysAgo) },
      [[wallet, pack.points + (pack.bonusPoints ?? 0)], [sales, -(pack.points + (pack.bonusPoints ?? 0))]],
    );
  };

  const spendPoints = (memberId: number, points: number, daysAgo: number, description: string, listingId?: number) => {
    const wallet = ledger.account(memberId, 'topup');
    ledger.post(
      { memberId, kind: 'spend', description, referenceType: listingId ? 'listing' : undefined, referenceId: listingId ? String(listingId) : undefined, createdAt: at(daysAgo) },
      [[wallet, -points], [spend, points]],
    );
  };

  const redeem = (memberId: number, code: string, points: number, daysAgo: number) => {
    const voucherId = catalog.voucherByCode.get(code);
    if (voucherId === undefined) throw new Error(`No voucher ${code}`);
    out.redemptions.push({ voucherId, memberId, createdAt: at(daysAgo) });
    const bonus = ledger.account(memberId, 'bonus', new Date(at(daysAgo).getTime() + 30 * DAY), at(daysAgo));
    ledger.post(
      { memberId, kind: 'bonus_grant', description: `Nhận ${points} điểm thưởng từ mã ${code}`, referenceType: 'voucher', referenceId: code, idempotencyKey: `voucher:${code}:${memberId}`, createdAt: at(daysAgo) },
      [[bonus, points], [promotion, -points]],
    );
  };

  // The demo member: 215 + 215 top-up points, 80 spent → 350; bonus 20 + 50 − 20 → 50 (an older 10 expired).
  const demo = DEMO_MEMBER.id;
  const demoBonus = ledger.account(demo, 'bonus', null, at(130));
  ledger.post({ memberId: demo, kind: 'bonus_grant', description: 'Quà sinh nhật: tặng 10 điểm thưởng', createdAt: at(130) }, [[demoBonus, 10], [promotion, -10]]);
  ledger.post({ memberId: demo, kind: 'expiry', description: '10 điểm thưởng đã hết hạn', createdAt: at(100) }, [[demoBonus, -10], [expiry, 10]]);
  topUp(demo, 200_000, 60, 'momo');
  pay(demo, 'momo', 100_000, 30, { pack: catalog.packByPrice.get(100_000), description: 'Mua Gói 105 điểm' }, 'cancelled');
  spendPoints(demo, 10, 58, 'Đăng tin VIP (thanh toán bằng điểm)', 2);
  spendPoints(demo, 5, 50, 'Đăng tin thường (thanh toán bằng điểm)', 11);
  spendPoints(demo, 10, 45, 'Xác thực tin đăng', 10);
  spendPoints(demo, 5, 40, 'Đăng video cho tin', 1);
  spendPoints(demo, 2, 35, 'Nhãn "Chính chủ"', 1);
  spendPoints(demo, 10, 33, 'Đăng tin nổi bật', 12);
  spendPoints(demo, 8, 20, 'Đẩy tin 5 lần', 1);
  redeem(demo, 'CHAOMUNG2026', 20, 25);
  redeem(demo, 'TUOITRE50', 50, 10);
  const bonusSpend = ledger.account(demo, 'bonus');
  ledger.post(
    { memberId: demo, kind: 'bonus_spend', description: 'Đẩy tin 10 lần (dùng điểm thưởng)', referenceType: 'listing', referenceId: '2', createdAt: at(8) },
    [[bonusSpend, -20], [spend, 20]],
  );
  topUp(demo, 200_000, 5, 'vnpay');
  spendPoints(demo, 15, 4, 'Đăng tin Siêu VIP (thanh toán bằng điểm)', 14);
  spendPoints(demo, 15, 2, 'Đẩy tin 10 lần', 1);
  ledger.account(demo, 'topup', new Date(now.getTime() + 180 * DAY));
  ledger.account(demo, 'bonus', new Date(now.getTime() + 30 * DAY));

  const vip = catalog.packages.get('Gói VIP 10 tin');
  if (vip) {
    pay(demo, 'napas', vip.priceVnd, 12, { servicePackage: vip.id, description: 'Mua Gói VIP 10 tin' });
    out.memberPackages.push({
      memberId: demo,
      packageId: vip.id,
      remainingPosts: vip.postQuota - 3,
      startsAt: at(12),
      expiresAt: new Date(at(12).getTime() + vip.dayNumber * DAY),
      createdAt: at(12),
    });
  }

  // Every fourth other member has bought points once; some spent a little, some took the welcome gift.
  options.crowd.forEach((member, index) => {
    if (index % 4 !== 0) return;
    const rng = streamRng(options.seed, STREAM.wallet, member.id);
    const price = rng.pick(POINT_PACKS).priceVnd;
    const daysAgo = rng.int(3, 150);
    topUp(member.id, price, daysAgo, rng.pick(['momo', 'vnpay', 'napas'] as const));
    for (let spends = rng.int(0, 3); spends > 0; spends--) {
      const points = rng.pick([5, 10, 15]);
      if (ledger.balance(ledger.account(member.id, 'topup')) >= points) spendPoints(member.id, points, rng.int(0, daysAgo - 1), 'Đăng tin (thanh toán bằng điểm)');
    }
    if (rng.chance(0.3)) redeem(member.id, 'CHAOMUNG2026', 20, rng.int(1, 25));
  });
  return out;
}
