/**
 * The floor page of `npm run bench:lighthouse` (issue #33): a bare Next.js App Router page with the
 * app's fonts policy (the same cut Be Vietnam Pro files, swap, metric-matched fallback) and nothing
 * else — what this stack scores on this host in the same run, the line each page is held against.
 */
import '../../../src/app/fonts.css';
import type { ReactNode } from 'react';

export const metadata = { title: 'Rao vặt — trang nền' };

export default function FloorLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="vi">
      <body style={{ margin: 0, fontFamily: "'Be Vietnam Pro', 'Be Vietnam Pro Fallback', system-ui, sans-serif", lineHeight: 1.5 }}>{children}</body>
    </html>
  );
}
