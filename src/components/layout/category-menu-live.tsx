'use client';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '~/trpc/react';
import { withData } from '../data/with-data';
import { CategoryMenuList } from './category-menu-list';

/** The menu when the server had no list to render: fetched in the browser (see ./category-menu). */
function CategoryMenuFetched() {
  const trpc = useTRPC();
  const fetched = useQuery({ ...trpc.catalog.menu.queryOptions(), staleTime: 300_000 });
  return <CategoryMenuList categories={fetched.data ?? []} />;
}

export default withData(CategoryMenuFetched);
