import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Logo } from '~/components/layout/logo';
import { TRPCReactProvider } from '~/trpc/react';

/** The payment layout of spec §2: a header with the logo only, then the page. */
export default function PaymentLayout({ children }: { children: ReactNode }) {
  return (
    <div className={frame}>
      <header className={header}>
        <div className={bar}>
          <Logo />
        </div>
      </header>
      <main id="noi-dung" className={main}>
        <TRPCReactProvider>{children}</TRPCReactProvider>
      </main>
    </div>
  );
}

const frame = css({ minH: '100vh', display: 'flex', flexDirection: 'column', bg: 'bg.canvas' });
const header = css({ bg: 'bg.surface', borderBottomWidth: '1px', borderColor: 'border.default' });
const bar = css({ maxW: 'container', mx: 'auto', px: '4', py: '3' });
const main = css({ flex: '1', w: '100%', maxW: '720px', mx: 'auto', px: { base: '3', md: '4' }, py: { base: '4', md: '8' } });
