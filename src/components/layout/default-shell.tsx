import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { loadMenuCategories } from '~/server/loaders/menu-categories';
import { BackToTop } from './back-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The default layout of spec §2: header, page, footer. Also used by the 404 page. */
export function DefaultShell({ children }: { children: ReactNode }) {
  return (
    <div className={frame}>
      <HeaderWithMenu />
      <main id="noi-dung" className={main}>
        {children}
      </main>
      <SiteFooter />
      <BackToTop />
    </div>
  );
}

/**
 * The header loads the menu beside the page, not before it: a backend that hangs then costs one
 * time budget, not the menu's plus the page's. Every page in this layout renders on request or on
 * its first visit (never at build time, when no backend runs), so the menu comes from a live backend.
 */
export async function HeaderWithMenu() {
  return <SiteHeader categories={await loadMenuCategories()} />;
}

const frame = css({ minH: '100vh', display: 'flex', flexDirection: 'column' });
const main = css({ flex: '1', w: '100%', maxW: 'container', mx: 'auto', px: { base: '3', md: '4' }, pt: { base: '4', md: '6' } });
