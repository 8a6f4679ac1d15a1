import './fonts.css';
import './globals.css';
import type { Metadata, Viewport } from 'next';
import { Providers } from '~/components/providers';
import { DefaultShell } from '~/components/layout/default-shell';
import { NotFoundContent } from '~/components/not-found/not-found-content';
import { rootMetadata } from '~/server/seo/root-metadata';

export function generateMetadata(): Metadata {
  return { ...rootMetadata(), title: 'Không tìm thấy trang', robots: { index: false } };
}

export const viewport: Viewport = { themeColor: '#c8102e', width: 'device-width', initialScale: 1 };

/**
 * Unmatched URLs (and the proxy's NOT_FOUND_PATH): the 404 page inside the default shell, a whole
 * document of its own. Not a root `not-found.tsx`: Next sends the root not-found's tree in every
 * page's RSC payload, so that was a second header and footer (12 KB of Flight) rendered, encoded
 * and parsed on every request (issue #41). `notFound()` in a page is drawn by its layout's not-found.
 */
export default function GlobalNotFound() {
  return (
    <html lang="vi">
      <body>
        <Providers>
          <DefaultShell>
            <NotFoundContent />
          </DefaultShell>
        </Providers>
      </body>
    </html>
  );
}
