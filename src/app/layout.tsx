import './fonts.css';
import './globals.css';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { preconnect } from 'react-dom';
import { Providers } from '~/components/providers';
import { env } from '~/env';
import { rootMetadata } from '~/server/seo/root-metadata';

/** Computed per render, not at import: canonical URLs resolve against the run-time SITE_URL. */
export function generateMetadata(): Metadata {
  return rootMetadata();
}

export const viewport: Viewport = { themeColor: '#c8102e', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  // Listing photos come from the media host, another origin: its connection opens while the
  // document is still arriving, not when the parser reaches the first card (a phone's LCP image).
  preconnect(new URL(env.MEDIA_PUBLIC_URL).origin);
  return (
    <html lang="vi">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
