'use client';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { css } from 'styled-system/css';
import type { CategoryLink } from '~/server/dto/category';
import { useTRPC } from '~/trpc/react';
import { withData } from '../data/with-data';

/**
 * The header's category menu. The server renders it from the backend; when that list is empty (a
 * page prerendered at build time, when no backend runs, or a backend hiccup cached for a minute)
 * the browser fetches it, so the menu is never missing for long.
 */
function CategoryMenu({ categories }: { categories: readonly CategoryLink[] }) {
  const trpc = useTRPC();
  const fetched = useQuery({ ...trpc.catalog.menu.queryOptions(), enabled: categories.length === 0, staleTime: 300_000 });
  const items = categories.length > 0 ? categories : (fetched.data ?? []);
  return (
    <ul className={menuList}>
      {items.map((category) => (
        <li key={category.id}>
          <Link href={`/${category.slug}`} className={menuLink}>
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const menuList = css({ display: 'flex', gap: { base: '1', xl: '2' }, whiteSpace: 'nowrap', py: { base: '2', lg: '0' } });
const menuLink = css({
  display: 'block',
  px: '2.5',
  py: '2',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  _hover: { color: 'fg.accent', bg: 'bg.accentSubtle' },
});

export default withData(CategoryMenu);
