import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Logo } from '~/components/layout/logo';

/** The blank layout of spec §2: no header, no footer — only the logo as a way home. */
export default function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <div className={frame}>
      <Logo />
      <main id="noi-dung" className={main}>
        {children}
      </main>
    </div>
  );
}

const frame = css({ minH: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '6', px: '4', py: '10' });
const main = css({ w: '100%', maxW: '560px' });
