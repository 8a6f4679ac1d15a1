import './fonts.css';
import './globals.css';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Providers } from '~/components/providers';
import { env } from '~/env';
import { SITE_DESCRIPTION, SITE_NAME } from '~/lib/site';

export const metadata: Metadata = {
  metadataBase: new URL(env.NEXT_PUBLIC_SITE_URL),
  title: { default: `${SITE_NAME} – Mua bán, rao vặt toàn quốc`, template: `%s | ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  applicationName: SITE_NAME,
  openGraph: { siteName: SITE_NAME, locale: 'vi_VN', type: 'website' },
  icons: { icon: '/favicon.svg' },
};

export const viewport: Viewport = { themeColor: '#c8102e', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="vi">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
