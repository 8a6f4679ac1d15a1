import { css } from 'styled-system/css';
import { HeaderAccount } from '~/components/auth/header-account';
import { PostButton } from '~/components/auth/post-button';
import type { CategoryLink } from '~/server/dto/category';
import { CategoryMenu } from './category-menu';
import { HeaderSearch } from './header-search';
import { Logo } from './logo';

/** Spec §2 header: logo, category menu, search box, bell and user dropdown (signed in), post button. */
export function SiteHeader({ categories }: { categories: readonly CategoryLink[] }) {
  return (
    <header className={shell}>
      <div className={bar}>
        <Logo />
        <nav aria-label="Danh mục" className={menu}>
          <CategoryMenu categories={categories} />
        </nav>
        <div className={actions}>
          <HeaderSearch />
          {/* A client island: reading the session here keeps the page itself cacheable. */}
          <HeaderAccount />
          <PostButton />
        </div>
      </div>
    </header>
  );
}

const shell = css({
  position: 'sticky',
  top: '0',
  zIndex: 100,
  bg: 'bg.surface',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
});
const bar = css({
  maxW: 'container',
  mx: 'auto',
  px: { base: '3', md: '4' },
  // On two rows (below lg) the first has no height of its own to centre in: without this the post
  // button touched the top of a phone's screen.
  pt: { base: '2', lg: '0' },
  minH: '16',
  display: 'grid',
  gridTemplateColumns: { base: 'auto 1fr', lg: 'auto 1fr auto' },
  gridTemplateAreas: { base: '"logo actions" "menu menu"', lg: '"logo menu actions"' },
  alignItems: 'center',
  // A member's row (search, chat, bell, avatar, post) fits a 360 px phone; below that the logo keeps its mark only.
  columnGap: { base: '2', sm: '4' },
  '& > a:first-child': { gridArea: 'logo' },
  '@media (max-width: 359.98px)': { '& > a:first-child > span': { display: 'none' } },
});
// The menu scrolls sideways when it does not fit (a phone, or the search box open beside it): its
// right edge fades, so a cut name reads as "more this way" rather than as a broken label.
const menu = css({
  gridArea: 'menu',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  mx: { base: '-3', lg: '0' },
  px: { base: '3', lg: '0' },
  maskImage: 'linear-gradient(to right, black calc(100% - 2rem), transparent)',
});
const actions = css({ gridArea: 'actions', display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: { base: '1', sm: '2' } });
