/**
 * The member's trade history (spec §3 history list types), one page at a time:
 * - history_in / history_out: credits and debits of the top-up wallet (ledger entries),
 * - history_bonus_in / history_bonus_out: the same for the bonus wallet,
 * - pending: payment orders that did not (or not yet) bring points: waiting, cancelled, failed, expired,
 * - service_package_in: service packages bought (with points or money), with what remains,
 * - service_package_out: listings paid by a package (ledger transactions of kind package_use).
 */
import { and, count, desc, eq, gt, inArray, isNull, lt, ne } from 'drizzle-orm';
import { HISTORY_OPTIONS, type HistoryItem, type HistoryOption } from '~/lib/contract/payment';
import type { Database } from '../db/client';
import { ledgerEntries, ledgerTransactions, memberPackages, payments, servicePackages, walletAccounts } from '../db/schema';
import { expireStaleOrders } from '../payments/orders';

export { HISTORY_OPTIONS, type HistoryOption };

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : 0);

export interface HistoryPage {
  readonly items: ReadonlyArray<typeof HistoryItem.Encoded>;
  readonly page: number;
  readonly number: number;
  readonly total: number;
}

/** One page: the rows, each made a history item, and the total the count query finds. */
async function pageOf<Row>(
  rows: PromiseLike<Row[]>,
  counted: PromiseLike<Array<{ value: number }>>,
  toItem: (row: Row) => typeof HistoryItem.Encoded,
  page: number,
  number: number,
): Promise<HistoryPage> {
  const [found, [total]] = await Promise.all([rows, counted]);
  return { items: found.map(toItem), page, number, total: total?.value ?? 0 };
}

export async function historyPage(db: Database, memberId: number, option: HistoryOption, page: number, number: number): Promise<HistoryPage> {
  const offset = (page - 1) * number;
  switch (option) {
    case 'history_in':
    case 'history_out':
    case 'history_bonus_in':
    case 'history_bonus_out': {
      const wallet = option.startsWith('history_bonus') ? 'bonus' : 'topup';
      const where = and(
        eq(walletAccounts.memberId, memberId),
        eq(walletAccounts.kind, wallet),
        option.endsWith('_in') ? gt(ledgerEntries.amount, 0) : lt(ledgerEntries.amount, 0),
      );
      return pageOf(
        db
          .select({
            id: ledgerEntries.id,
            transactionId: ledgerTransactions.id,
            kind: ledgerTransactions.kind,
            description: ledgerTransactions.description,
            amount: ledgerEntries.amount,
            referenceType: ledgerTransactions.referenceType,
            referenceId: ledgerTransactions.referenceId,
            createdAt: ledgerEntries.createdAt,
          })
          .from(ledgerEntries)
          .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerEntries.accountId))
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
          .where(where)
          .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
          .limit(number)
          .offset(offset),
        db.select({ value: count() }).from(ledgerEntries).innerJoin(walletAccounts, eq(walletAccounts.id, ledgerEntries.accountId)).where(where),
        (row) => ({
          id: row.id,
          type: option,
          transaction_id: row.transactionId,
          kind: row.kind,
          title: row.description,
          point: row.amount,
          reference_type: row.referenceType,
          reference_id: row.referenceId,
          created_at: seconds(row.createdAt),
        }),
        page,
        number,
      );
    }
    case 'pending': {
      await expireStaleOrders(db, memberId);
      const where = and(eq(payments.memberId, memberId), ne(payments.status, 'paid'), inArray(payments.provider, ['momo', 'vnpay', 'napas']), isNull(payments.safePurchaseOrderId));
      return pageOf(
        db.select().from(payments).where(where).orderBy(desc(payments.createdAt), desc(payments.id)).limit(number).offset(offset),
        db.select({ value: count() }).from(payments).where(where),
        (row) => ({
          id: row.id,
          type: option,
          order_code: row.orderCode,
          provider: row.provider,
          title: row.description,
          amount: row.amountVnd,
          status: row.status,
          result_code: row.resultCode,
          created_at: seconds(row.createdAt),
          expires_at: seconds(row.expiresAt),
        }),
        page,
        number,
      );
    }
    case 'service_package_in': {
      const where = eq(memberPackages.memberId, memberId);
      return pageOf(
        db
          .select({ owned: memberPackages, pkg: servicePackages })
          .from(memberPackages)
          .innerJoin(servicePackages, eq(servicePackages.id, memberPackages.packageId))
          .where(where)
          .orderBy(desc(memberPackages.createdAt), desc(memberPackages.id))
          .limit(number)
          .offset(offset),
        db.select({ value: count() }).from(memberPackages).where(where),
        ({ owned, pkg }) => ({
          id: owned.id,
          type: option,
          title: pkg.name,
          package_id: pkg.id,
          post_type: pkg.postType,
          post_quota: pkg.postQuota,
          remaining_posts: owned.remainingPosts,
          day_number: pkg.dayNumber,
          created_at: seconds(owned.createdAt),
          starts_at: seconds(owned.startsAt),
          expires_at: seconds(owned.expiresAt),
        }),
        page,
        number,
      );
    }
    case 'service_package_out': {
      const where = and(eq(ledgerTransactions.memberId, memberId), eq(ledgerTransactions.kind, 'package_use'));
      return pageOf(
        db.select().from(ledgerTransactions).where(where).orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id)).limit(number).offset(offset),
        db.select({ value: count() }).from(ledgerTransactions).where(where),
        (row) => ({
          id: row.id,
          type: option,
          title: row.description,
          reference_type: row.referenceType,
          reference_id: row.referenceId,
          created_at: seconds(row.createdAt),
        }),
        page,
        number,
      );
    }
  }
}
