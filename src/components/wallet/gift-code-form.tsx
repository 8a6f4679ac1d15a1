'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { field } from 'styled-system/recipes/field';
import { useTRPC } from '~/trpc/react';

/** /user/gift-code: voucher/take; the server's message on refusal, 'Voucher không tồn tại' on network failure. */
export function GiftCodeForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const redeem = useMutation(
    trpc.wallet.redeemVoucher.mutationOptions({
      onSuccess: (result) => {
        setOutcome(result);
        if (!result.ok) return;
        setCode('');
        void queryClient.invalidateQueries(trpc.wallet.history.pathFilter());
        void queryClient.invalidateQueries(trpc.auth.session.pathFilter());
        router.refresh();
      },
      // Network failure (spec §8); what was typed stays in the field.
      onError: (error) => setOutcome({ ok: false, message: error.data?.zodError ? error.message : 'Voucher không tồn tại' }),
    }),
  );

  return (
    <form
      className={form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim() === '') {
          setOutcome({ ok: false, message: 'Vui lòng nhập mã quà tặng.' });
          return;
        }
        redeem.mutate({ code: code.trim() });
      }}
    >
      <label htmlFor="gift-code" className={fieldStyles.label}>
        Mã quà tặng
      </label>
      <div className={row}>
        <input
          id="gift-code"
          name="code"
          value={code}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          className={cx(fieldStyles.control, codeInput)}
          aria-describedby="gift-code-message"
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className={button()} disabled={redeem.isPending}>
          Nhận quà
        </button>
      </div>
      <p id="gift-code-message" role={outcome?.ok ? 'status' : 'alert'} className={outcome?.ok ? success : failure}>
        {outcome?.message ?? ''}
      </p>
    </form>
  );
}

const fieldStyles = field();
const form = css({ display: 'flex', flexDirection: 'column', gap: '2', maxW: '480px' });
const row = css({ display: 'flex', gap: '2' });
const codeInput = css({ flex: '1', textTransform: 'uppercase' });
const success = css({ color: 'fg.success', fontSize: 'sm', minH: '5' });
const failure = css({ color: 'fg.accent', fontSize: 'sm', minH: '5' });
