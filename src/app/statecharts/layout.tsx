import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Logo } from '~/components/layout/logo';

export const metadata: Metadata = { title: 'Sơ đồ trạng thái', robots: { index: false, follow: false } };

/** The team's statechart studio: full width, no shop header. */
export default function StatechartsLayout({ children }: { children: ReactNode }) {
  return (
    <div className={frame}>
      <header className={bar}>
        <Logo />
        <Link href="/statecharts" className={title}>
          Sơ đồ trạng thái
        </Link>
      </header>
      <main id="noi-dung" className={main}>
        {children}
      </main>
    </div>
  );
}

const frame = css({ minH: '100vh', bg: 'bg.canvas', display: 'flex', flexDirection: 'column' });
const bar = css({ display: 'flex', alignItems: 'center', gap: '4', px: { base: '3', md: '6' }, py: '3', bg: 'bg.surface', borderBottomWidth: '1px', borderColor: 'border.default' });
const title = css({ fontWeight: 'semibold', fontSize: 'lg', _hover: { color: 'fg.accent' } });
const main = css({ flex: '1', w: '100%', px: { base: '3', md: '6' }, py: '5' });
