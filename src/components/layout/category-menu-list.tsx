import Link from 'next/link';
import { css } from 'styled-system/css';
import type { CategoryLink } from '~/server/dto/category';

/** The menu's links (server-rendered, or after a browser fetch in ./category-menu-live). */
export function CategoryMenuList({ categories }: { categories: readonly CategoryLink[] }) {
  return (
    <ul className={menuList}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link href={`/${category.slug}`} className={menuLink}>
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

// Room at the end so the last name can scroll clear of the header's fade.
const menuList = css({ display: 'flex', gap: { base: '1', xl: '2' }, whiteSpace: 'nowrap', py: { base: '2', lg: '0' }, pr: '8' });
const menuLink = css({
  display: 'block',
  px: '2.5',
  py: '2',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  _hover: { color: 'fg.accent', bg: 'bg.accentSubtle' },
  // Inside the ring: the menu scrolls sideways, and its scroll box cut the browser's outer ring to
  // two brackets on a focused name.
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
});
