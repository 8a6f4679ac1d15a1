'use client';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { useCurrentPath, useStartLogin } from './use-auth';

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
  const dialog = useRef<HTMLDialogElement>(null);
  const startLogin = useStartLogin();
  const returnTo = useCurrentPath();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (current && !element.open) element.showModal();
    if (!current && element.open) element.close();
  }, [current]);

  return (
    <dialog ref={dialog} className={modal} aria-labelledby="login-modal-title" onClose={() => publish(null)}>
      <h2 id="login-modal-title" className={title}>
        Đăng nhập để tiếp tục
      </h2>
      <p className={text}>{current}</p>
      <p className={hint}>Sau khi đăng nhập hoặc đăng ký, bạn sẽ quay lại đúng trang này.</p>
      <div className={actions}>
        <button type="button" className={button({ variant: 'outline' })} onClick={() => publish(null)}>
          Để sau
        </button>
        <button
          type="button"
          className={button()}
          onClick={() => {
            publish(null);
            startLogin(returnTo);
          }}
        >
          Đăng nhập / Đăng ký
        </button>
      </div>
    </dialog>
  );
}

const modal = css({
  m: 'auto',
  w: 'min(92vw, 420px)',
  p: '6',
  borderRadius: 'lg',
  border: 'none',
  boxShadow: 'raised',
  bg: 'bg.surface',
  color: 'fg.default',
  _backdrop: { bg: 'rgba(22,23,27,0.5)' },
});
const title = css({ fontSize: 'lg', fontWeight: 'bold', mb: '2' });
const text = css({ color: 'fg.default', mb: '1' });
const hint = css({ color: 'fg.muted', fontSize: 'sm' });
const actions = css({ display: 'flex', justifyContent: 'flex-end', gap: '3', mt: '5' });
