'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { field } from 'styled-system/recipes/field';
import { formatVnd } from '~/lib/money';
import { useTRPC } from '~/trpc/react';

/** The seller's money (held in open orders, released and waiting for payout, paid out) and the account they are paid to. */
export function SellerMoney() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const balance = useQuery(trpc.safePurchase.balance.queryOptions());
  const account = useQuery(trpc.safePurchase.payoutAccount.queryOptions());
  const [form, setForm] = useState({ kind: 'bank' as 'bank' | 'momo', bankCode: '', accountNumber: '', accountName: '' });
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const save = useMutation(
    trpc.safePurchase.savePayoutAccount.mutationOptions({
      onSuccess: () => {
        setOutcome({ ok: true, message: 'Đã lưu tài khoản nhận tiền.' });
        void queryClient.invalidateQueries(trpc.safePurchase.pathFilter());
      },
      // What was typed stays in the fields.
      onError: (error) => setOutcome({ ok: false, message: error.message }),
    }),
  );
  return (
    <div className={wrap}>
      <dl className={money} data-testid="safe-purchase-balance">
        <div>
          <dt>Đang giữ trong đơn chưa hoàn tất</dt>
          <dd data-testid="balance-held">{balance.data ? formatVnd(balance.data.held) : '…'}</dd>
        </div>
        <div>
          <dt>Chờ chuyển cho bạn</dt>
          <dd data-testid="balance-awaiting">{balance.data ? formatVnd(balance.data.awaitingPayout) : '…'}</dd>
        </div>
        <div>
          <dt>Đã chuyển</dt>
          <dd data-testid="balance-paid">{balance.data ? formatVnd(balance.data.paidOut) : '…'}</dd>
        </div>
      </dl>
      <p className={muted}>
        {account.data
          ? `Tài khoản nhận tiền: ${account.data.kind === 'momo' ? 'Ví MoMo' : account.data.bank_code} ${account.data.account} · ${account.data.account_name}`
          : 'Bạn chưa đăng ký tài khoản nhận tiền: tiền của đơn hoàn tất sẽ chờ đến khi bạn đăng ký.'}
      </p>
      <form
        className={formStyle}
        noValidate
        aria-label="Tài khoản nhận tiền"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ ...form, bankCode: form.kind === 'momo' ? 'MOMO' : form.bankCode });
        }}
      >
        <label className={fieldStyles.label}>
          Loại tài khoản
          <select className={fieldStyles.control} value={form.kind} onChange={(event) => setForm({ ...form, kind: event.target.value === 'momo' ? 'momo' : 'bank' })}>
            <option value="bank">Tài khoản ngân hàng</option>
            <option value="momo">Ví MoMo</option>
          </select>
        </label>
        {form.kind === 'bank' ? (
          <label className={fieldStyles.label}>
            Mã ngân hàng
            <input className={fieldStyles.control} value={form.bankCode} maxLength={12} placeholder="VCB" onChange={(event) => setForm({ ...form, bankCode: event.target.value })} />
          </label>
        ) : null}
        <label className={fieldStyles.label}>
          {form.kind === 'bank' ? 'Số tài khoản' : 'Số điện thoại ví'}
          <input className={fieldStyles.control} value={form.accountNumber} inputMode="numeric" maxLength={30} onChange={(event) => setForm({ ...form, accountNumber: event.target.value })} />
        </label>
        <label className={fieldStyles.label}>
          Tên chủ tài khoản
          <input className={fieldStyles.control} value={form.accountName} maxLength={100} onChange={(event) => setForm({ ...form, accountName: event.target.value })} />
        </label>
        <button type="submit" className={button({ size: 'sm' })} disabled={save.isPending}>
          Lưu tài khoản nhận tiền
        </button>
        {outcome ? (
          <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? success : failure}>
            {outcome.message}
          </p>
        ) : null}
      </form>
    </div>
  );
}

const fieldStyles = field();
const wrap = css({ display: 'flex', flexDirection: 'column', gap: '3', p: '3', borderRadius: 'md', bg: 'bg.muted' });
const money = css({ display: 'flex', gap: '6', flexWrap: 'wrap', '& dt': { fontSize: 'sm', color: 'fg.muted' }, '& dd': { m: '0', fontSize: 'lg', fontWeight: 'bold' } });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const formStyle = css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'end' });
const success = css({ color: 'fg.success', fontSize: 'sm' });
const failure = css({ color: 'fg.accent', fontSize: 'sm' });
