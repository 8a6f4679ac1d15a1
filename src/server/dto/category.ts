/**
 * Category as pages need it. nhu-yeu-pham is served by list-term but hidden from menus (spec §1).
 */
import type { Category } from '~/lib/contract/list';

export const HIDDEN_CATEGORY_SLUGS: ReadonlySet<string> = new Set(['nhu-yeu-pham']);

export interface CategoryLink {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
}

export function toCategoryLink(category: Category): CategoryLink {
  return { id: category.id, slug: category.slug, name: category.name };
}

export function isMenuCategory(category: Category): boolean {
  return !HIDDEN_CATEGORY_SLUGS.has(category.slug);
}
