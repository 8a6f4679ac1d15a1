import { cache, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { loadMenuCategories } from '~/server/loaders/menu-categories';
import { BackToTop } from './back-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The default layout of spec §2: header, page, footer. Also used by the 404 page. */
export function DefaultShell({ children }: { children: ReactNode }) {
  return (
    <div className={frame}>
      {requestHeader()}
      <main id="noi-dung" className={main}>
        {children}
      </main>
      {requestFooter()}
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

/*
 * The header and footer as one element each per request (React `cache`): Next sends the root
 * not-found's tree — this shell again — in every page's RSC payload, and React's Flight writes an
 * element it has already written in the same payload as a reference to it. So the second header
 * and footer cost a few bytes instead of ~11 KB encoded and decoded on every request (issue #41).
 */
const requestHeader = cache(() => <HeaderWithMenu />);
const requestFooter = cache(() => <SiteFooter />);

const frame = css({ minH: '100vh', display: 'flex', flexDirection: 'column' });
const main = css({ flex: '1', w: '100%', maxW: 'container', mx: 'auto', px: { base: '3', md: '4' }, pt: { base: '4', md: '6' } });
