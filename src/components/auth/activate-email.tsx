'use client';
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { useTRPC } from '~/trpc/react';

/** Confirms the activation token once, on arrival, and says what happened. */
export function ActivateEmail({ token }: { token: string }) {
  const trpc = useTRPC();
  const activate = useMutation(trpc.account.activateEmail.mutationOptions());
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    activate.mutate({ token });
  }, [token, activate]);

  if (!token) return <p role="alert">Liên kết kích hoạt không hợp lệ.</p>;
  if (activate.isSuccess) {
    return (
      <div className={stack} role="status">
        <p>
          Email <strong>{activate.data.email}</strong> đã được xác nhận. Cảm ơn bạn!
        </p>
        <Link href="/user" className={button()}>
          Về trang cá nhân
        </Link>
      </div>
    );
  }
  if (activate.isError) {
    return (
      <div className={stack}>
        <p role="alert">{activate.error.message}</p>
        <Link href="/" className={button({ variant: 'outline' })}>
          Về trang chủ
        </Link>
      </div>
    );
  }
  return <p>Đang xác nhận email của bạn…</p>;
}

const stack = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4' });
