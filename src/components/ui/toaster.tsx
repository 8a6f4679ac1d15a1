'use client';
import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { cva } from 'styled-system/css';
import { emptyToasts, toastStore } from './toast-store';

export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get, emptyToasts);
  return (
    <div className={region()} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={item()} data-tone={toast.tone}>
          {toast.link ? (
            <Link href={toast.link.href} className={linkBody()} onClick={() => toastStore.dismiss(toast.id)}>
              <span className={linkTitle()}>{toast.message}</span>
              {toast.link.detail ? <span className={linkDetail()}>{toast.link.detail}</span> : null}
            </Link>
          ) : (
            <span>{toast.message}</span>
          )}
          <button type="button" aria-label="Đóng thông báo" className={close()} onClick={() => toastStore.dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

// Below a phone's header row, so a toast never hides the chat badge or the bell it speaks of (it
// covers the category row); on wide screens, where the header is one row, at the top as before,
// between the categories and the icons.
const region = cva({
  base: { position: 'fixed', top: { base: '20', lg: '4' }, left: '50%', transform: 'translateX(-50%)', zIndex: 1100, display: 'flex', flexDirection: 'column', gap: '2', w: 'min(92vw, 420px)' },
});
const item = cva({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    px: '4',
    py: '3',
    borderRadius: 'md',
    boxShadow: 'raised',
    bg: 'bg.inverse',
    color: 'fg.inverse',
    fontSize: 'sm',
    fontWeight: 'medium',
    '&[data-tone=success]': { bg: 'leaf.600' },
    '&[data-tone=error]': { bg: 'brand.700' },
  },
});
// The whole text is the link: a tap anywhere on the toast but its × opens the conversation.
const linkBody = cva({ base: { flex: '1', minW: '0', display: 'flex', flexDirection: 'column', gap: '0.5', color: 'inherit', _hover: { textDecoration: 'underline' } } });
const linkTitle = cva({ base: { fontWeight: 'semibold' } });
const linkDetail = cva({ base: { fontWeight: 'normal', opacity: 0.9, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } });
const close = cva({ base: { fontSize: 'lg', lineHeight: '1', cursor: 'pointer', opacity: 0.8, _hover: { opacity: 1 } } });
