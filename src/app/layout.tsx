import './fonts.css';
import './globals.css';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Providers } from '~/components/providers';
import { rootMetadata } from '~/server/seo/root-metadata';

/** Computed per render, not at import: canonical URLs resolve against the run-time SITE_URL. */
export function generateMetadata(): Metadata {
  return rootMetadata();
}

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
