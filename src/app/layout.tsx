import './fonts.css';
import './globals.css';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { preconnect } from 'react-dom';
import { css } from 'styled-system/css';
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
        {/* Every layout's <main> is #noi-dung: a keyboard reached a member page's form after 26 stops
            (the header's links and the account menu's 15). Shown only while focused. */}
        <a href="#noi-dung" className={skipLink}>
          Bỏ qua đến nội dung chính
        </a>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}

const skipLink = css({
  position: 'absolute',
  top: '2',
  left: '2',
  zIndex: 1000,
  px: '4',
  py: '2',
  borderRadius: 'md',
  bg: 'bg.surface',
  color: 'fg.accent',
  fontWeight: 'semibold',
  boxShadow: 'raised',
  transform: 'translateY(-200%)',
  _focusVisible: { transform: 'none' },
});
