import type { CategoryLink } from '~/server/dto/category';
import { CategoryMenuFetched } from './category-menu-fetched';
import { CategoryMenuList } from './category-menu-list';

/**
 * The header's category menu, rendered on the server from the backend's list. Only when that list
 * is empty (a page prerendered at build time, when no backend runs, or a backend hiccup cached for
 * a minute) does the browser fetch it — the one case that loads the data layer for the menu.
 */
export function CategoryMenu({ categories }: { categories: readonly CategoryLink[] }) {
  if (categories.length === 0) return <CategoryMenuFetched />;
  return <CategoryMenuList categories={categories} />;
}
