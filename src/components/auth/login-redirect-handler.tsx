'use client';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { LOGIN_REDIRECT_PARAM } from '~/lib/route-guards';
import { safeLocalPath } from '~/lib/safe-redirect';
import { toastStore } from '../ui/toast-store';
import { useAuthStatus, useStartLogin } from './use-auth';

/**
 * Spec §2/§4: a `login-redirect` query parameter on any route starts sign-in for a guest and
 * returns to that path afterwards; a member is simply taken there. Values that are not paths on
 * this site are ignored. Also reports a failed sign-in (`auth-error`).
 */
export function LoginRedirectHandler() {
  const params = useSearchParams();
  const status = useAuthStatus();
  const startLogin = useStartLogin();
  const router = useRouter();
  const handled = useRef(false);
  const target = safeLocalPath(params.get(LOGIN_REDIRECT_PARAM));
  const authError = params.get('auth-error');

  useEffect(() => {
    if (authError === 'signin') toastStore.show('Đăng nhập không thành công, vui lòng thử lại.', 'error');
  }, [authError]);

  useEffect(() => {
    if (!target || handled.current) return;
    if (status === 'signedOut') {
      handled.current = true;
      startLogin(target);
    } else if (status === 'signedIn') {
      handled.current = true;
      router.replace(target);
    }
  }, [target, status, startLogin, router]);
  return null;
}
