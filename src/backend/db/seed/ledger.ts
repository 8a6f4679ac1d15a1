/**
 * A double-entry ledger built in memory for the seed: every transaction's entries sum to zero (the
 * other side is a system account with no member), and each account's cached balance is the sum of its
 * entries. Member accounts never go negative, as the database's check constraint demands.
 */
import type { ledgerEntries, ledgerTransactions, walletAccounts } from '../schema';

export type AccountKind = (typeof walletAccounts.$inferInsert)['kind'];
export type TransactionKind = (typeof ledgerTransactions.$inferInsert)['kind'];
type AccountRow = typeof walletAccounts.$inferInsert & { id: number; balance: number };

export interface TransactionInput {
  readonly memberId: number | null;
  readonly kind: TransactionKind;
  readonly description: string;
  readonly referenceType?: string;
  readonly referenceId?: string;
  readonly idempotencyKey?: string;
  readonly createdAt: Date;
}

export class Ledger {
  readonly accounts: AccountRow[] = [];
  readonly transactions: Array<typeof ledgerTransactions.$inferInsert> = [];
  readonly entries: Array<typeof ledgerEntries.$inferInsert> = [];
  private readonly byKey = new Map<string, AccountRow>();

  /** The account of a member (or the system, memberId null) of a kind, created on first use. */
  account(memberId: number | null, kind: AccountKind, expiresAt: Date | null = null, at = new Date(0)): number {
    const key = `${memberId ?? 'system'}:${kind}`;
    const existing = this.byKey.get(key);
    if (existing) {
      if (expiresAt !== null) existing.expiresAt = expiresAt;
      return existing.id;
    }
    const row: AccountRow = { id: this.accounts.length + 1, memberId, kind, balance: 0, expiresAt, updatedAt: at };
    this.accounts.push(row);
    this.byKey.set(key, row);
    return row.id;
  }

  balance(accountId: number): number {
    return this.accounts[accountId - 1]?.balance ?? 0;
  }

  post(input: TransactionInput, legs: ReadonlyArray<readonly [accountId: number, amount: number]>): number {
    const sum = legs.reduce((total, [, amount]) => total + amount, 0);
    if (sum !== 0) throw new Error(`Ledger transaction "${input.description}" does not sum to zero (${sum})`);
    for (const [accountId, amount] of legs) {
      const account = this.accounts[accountId - 1];
      if (!account) throw new Error(`Unknown ledger account ${accountId}`);
      if (account.memberId !== null && account.balance + amount < 0) {
        throw new Error(`Ledger transaction "${input.description}" would overdraw account ${accountId}`);
      }
    }
    const transactionId = this.transactions.length + 1;
    this.transactions.push({
      id: transactionId,
      memberId: input.memberId,
      kind: input.kind,
      description: input.description,
      referenceType: input.referenceType ?? null,
      referenceId: input.referenceId ?? null,
      idempotencyKey: input.idempotencyKey ?? null,
      createdAt: input.createdAt,
    });
    for (const [accountId, amount] of legs) {
      const account = this.accounts[accountId - 1];
      if (!account) continue;
      account.balance += amount;
      if (!(account.updatedAt instanceof Date) || account.updatedAt < input.createdAt) account.updatedAt = input.createdAt;
      this.entries.push({ transactionId, accountId, amount, createdAt: input.createdAt });
    }
    return transactionId;
  }
}
