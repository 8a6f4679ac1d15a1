'use client';
/**
 * Last-resort error page for failures in the root layout itself (start-up, providers). It replaces
 * the whole document, so it carries its own <html> and plain inline styles (Panda's CSS may be
 * what failed to load).
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="vi">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, display: 'grid', placeItems: 'center', minHeight: '100vh', background: '#f7f7f8', color: '#16171b' }}>
        <main role="alert" style={{ maxWidth: 480, padding: 24, textAlign: 'center' }}>
          <h1 style={{ fontSize: 24 }}>Rao vặt đang gặp sự cố</h1>
          <p>Hệ thống chưa sẵn sàng. Bạn vui lòng thử lại sau ít phút.</p>
          <p style={{ display: 'flex', gap: 12, justifyContent: 'center' }}>
            <button type="button" onClick={reset} style={{ padding: '10px 16px', background: '#c8102e', color: '#fff', border: 0, borderRadius: 6, cursor: 'pointer' }}>
              Thử lại
            </button>
            {/* A full reload on purpose: the client router may be what broke. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" style={{ padding: '10px 16px', color: '#c8102e' }}>
              Về trang chủ
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
