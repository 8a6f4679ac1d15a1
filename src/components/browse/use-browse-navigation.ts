'use client';
/**
 * Filter controls change the URL, never local state: the page is a server component that reads
 * its filters from the URL, so a pushed URL is shareable, survives reload and the back button.
 */
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { browseHref, changeFilters, type BrowseContext, type BrowseFilters } from '~/lib/browse-url';

export interface BrowseLocation {
  /** `/bat-dong-san` or `/search`. */
  readonly basePath: string;
  readonly context: BrowseContext;
  readonly filters: BrowseFilters;
}

export function useBrowseNavigation({ basePath, context, filters }: BrowseLocation) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const apply = (change: Parameters<typeof changeFilters>[1]) => {
    startTransition(() => {
      router.push(browseHref(basePath, changeFilters(filters, change), context), { scroll: false });
    });
  };
  return { apply, pending };
}
