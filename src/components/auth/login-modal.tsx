'use client';
import { useSyncExternalStore } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { Dialog } from '../ui/dialog';
import { currentPath, useStartLogin } from './use-auth';

/**
 * Spec §2 login modal: when a guest does something that needs an account (favourite, comment,
 * callback request, post), explain it and offer sign-in / registration through the SSO, coming
 * back to the same page afterwards. Open it with `requireSignIn('…reason…')`.
 */
type Listener = () => void;
let reason: string | null = null;
const listeners = new Set<Listener>();
const publish = (next: string | null) => {
  reason = next;
  for (const listener of listeners) listener();
};

export function requireSignIn(why: string) {
  publish(why);
}

export function LoginModal() {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => reason,
    () => null,
  );
  const startLogin = useStartLogin();

  return (
    <Dialog
      open={Boolean(current)}
      onClose={() => publish(null)}
      title="Đăng nhập để tiếp tục"
      size="sm"
      footer={
        <>
          <button type="button" className={button({ variant: 'outline' })} onClick={() => publish(null)}>
            Để sau
          </button>
          <button
            type="button"
            className={button()}
            onClick={() => {
              publish(null);
              startLogin(currentPath());
            }}
          >
            Đăng nhập / Đăng ký
          </button>
        </>
      }
    >
      <p>{current}</p>
      <p className={hint}>Sau khi đăng nhập hoặc đăng ký, bạn sẽ quay lại đúng trang này.</p>
    </Dialog>
  );
}

const hint = css({ color: 'fg.muted', fontSize: 'sm', mt: '-2' });
