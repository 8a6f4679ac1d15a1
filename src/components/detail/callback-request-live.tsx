'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { field } from 'styled-system/recipes/field';
import { validatePhone } from '~/lib/validation';
import { useTRPC } from '~/trpc/react';
import { requireSignIn } from '../auth/login-modal';
import { useAuthStatus } from '../auth/use-auth';
import { toastStore } from '../ui/toast-store';
import { withData } from '../data/with-data';
import { CALLBACK_SIGN_IN_REASON, callbackTrigger } from './callback-request-parts';

/** "Yêu cầu gọi lại" (spec §1): one request per member and listing; the seller is notified. */
function CallbackRequest({ listingId }: { listingId: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useAuthStatus();
  const signedIn = status === 'signedIn';
  const state = useQuery({ ...trpc.detail.callbackStatus.queryOptions({ id: listingId }), enabled: signedIn });
  const session = useQuery({ ...trpc.auth.session.queryOptions(), enabled: signedIn });
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useMutation(
    trpc.detail.requestCallback.mutationOptions({
      onSuccess: async () => {
        setOpen(false);
        toastStore.show('Đã gửi yêu cầu, người bán sẽ gọi lại cho bạn', 'success');
        await queryClient.invalidateQueries(trpc.detail.callbackStatus.pathFilter());
      },
      onError: (failure) => setError(failure.message),
    }),
  );

  if (signedIn && state.data?.requested) {
    return (
      <p className={done} role="status">
        Bạn đã gửi yêu cầu gọi lại cho tin này.
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePhone(phone);
    setError(problem);
    if (!problem) request.mutate({ id: listingId, name: session.data?.member?.name ?? '', phone: phone.trim(), note: note.trim() });
  };

  if (!open) {
    return (
      <button
        type="button"
        className={callbackTrigger}
        onClick={() => {
          if (!signedIn) {
            requireSignIn(CALLBACK_SIGN_IN_REASON);
            return;
          }
          setPhone(session.data?.member?.phone ?? '');
          setOpen(true);
        }}
      >
        Yêu cầu gọi lại
      </button>
    );
  }
  return (
    <form className={form} onSubmit={submit} noValidate aria-label="Yêu cầu gọi lại">
      <label htmlFor="callback-phone" className={fieldStyles.label}>
        Số điện thoại để người bán gọi lại
      </label>
      <input id="callback-phone" type="tel" value={phone} onChange={(event) => setPhone(event.target.value)} className={fieldStyles.control} aria-invalid={error ? true : undefined} />
      <label htmlFor="callback-note" className={fieldStyles.label}>
        Lời nhắn (không bắt buộc)
      </label>
      <input id="callback-note" value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} className={fieldStyles.control} placeholder="Ví dụ: gọi sau 18 giờ" />
      {error ? (
        <p role="alert" className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
      <div className={actions}>
        <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => setOpen(false)}>
          Huỷ
        </button>
        <button type="submit" className={button({ size: 'sm' })} disabled={request.isPending}>
          {request.isPending ? 'Đang gửi…' : 'Gửi yêu cầu'}
        </button>
      </div>
    </form>
  );
}

const fieldStyles = field();
const form = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const actions = css({ display: 'flex', gap: '2', justifyContent: 'flex-end' });
const done = css({ fontSize: 'sm', color: 'fg.success', bg: 'bg.muted', p: '3', borderRadius: 'md' });

export default withData(CallbackRequest);
