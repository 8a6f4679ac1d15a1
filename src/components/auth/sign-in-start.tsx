'use client';
import { useSearchParams } from 'next/navigation';
import { button } from 'styled-system/recipes/button';
import { safeLocalPath } from '~/lib/safe-redirect';
import { useAuthStatus, useStartLogin } from './use-auth';

export function SignInStart() {
  const returnTo = safeLocalPath(useSearchParams().get('returnTo')) ?? '/user';
  const status = useAuthStatus();
  const startLogin = useStartLogin();
  return (
    <button type="button" className={button({ size: 'lg' })} disabled={status !== 'signedOut'} onClick={() => startLogin(returnTo)}>
      {status === 'redirecting' ? 'Đang chuyển tới trang đăng nhập…' : 'Đăng nhập / Đăng ký'}
    </button>
  );
}
