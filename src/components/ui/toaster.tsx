'use client';
import { useSyncExternalStore } from 'react';
import { cva } from 'styled-system/css';
import { emptyToasts, toastStore } from './toast-store';

export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get, emptyToasts);
  return (
    <div className={region()} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={item()} data-tone={toast.tone}>
          <span>{toast.message}</span>
          <button type="button" aria-label="Đóng thông báo" className={close()} onClick={() => toastStore.dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

const region = cva({
  base: { position: 'fixed', top: '4', left: '50%', transform: 'translateX(-50%)', zIndex: 1100, display: 'flex', flexDirection: 'column', gap: '2', w: 'min(92vw, 420px)' },
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
const close = cva({ base: { fontSize: 'lg', lineHeight: '1', cursor: 'pointer', opacity: 0.8, _hover: { opacity: 1 } } });
