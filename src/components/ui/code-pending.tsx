'use client';
/**
 * What a part loaded on demand (`onDemand` in ./on-demand) shows while its code is on
 * the way: its own "Đang tải…" text, or — while the browser is offline and the code waits for the
 * connection — that it will open once the connection is back, so a visitor who clicked knows why
 * nothing opens yet and that nothing needs doing.
 */
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;
const onServer = () => true;

export function CodePending({ loading, className }: { loading: string; className: string }) {
  const online = useSyncExternalStore(subscribe, isOnline, onServer);
  return (
    <p className={className} role="status">
      {online ? loading : 'Mất kết nối mạng — phần này sẽ mở khi có mạng trở lại.'}
    </p>
  );
}
