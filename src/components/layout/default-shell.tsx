import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { loadMenuCategories } from '~/server/page-data';
import { BackToTop } from './back-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The default layout of spec §2: header, page, footer. Also used by the 404 page. */
export async function DefaultShell({ children }: { children: ReactNode }) {
  // Every page in this layout renders on request or on its first visit (never at build time, when
  // no backend runs), so the menu always comes from a live backend.
  const categories = await loadMenuCategories();
  return (
    <div className={frame}>
      <SiteHeader categories={categories} />
      <main id="noi-dung" className={main}>
        {children}
      </main>
      <SiteFooter />
      <BackToTop />
    </div>
  );
}

const frame = css({ minH: '100vh', display: 'flex', flexDirection: 'column' });
const main = css({ flex: '1', w: '100%', maxW: 'container', mx: 'auto', px: { base: '3', md: '4' }, pt: { base: '4', md: '6' } });
