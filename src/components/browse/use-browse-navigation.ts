'use client';
/**
 * Filter controls change the URL, never local state: the URL is the page's state, so it is
 * shareable and survives reload and the back button. Inside a live browse page (browse-live.tsx)
 * the page then reads the new data in place; anywhere else the router renders the new URL.
 */
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { browseHref, changeFilters, type BrowseContext, type BrowseFilters } from '~/lib/browse-url';
import { useBrowseLive } from './browse-live-context';

export interface BrowseLocation {
  /** `/bat-dong-san` or `/search`. */
  readonly basePath: string;
  readonly context: BrowseContext;
  readonly filters: BrowseFilters;
}

/** `filters`: what the controls show, the page's own or those of a change still being read. */
export function useBrowseNavigation(location: BrowseLocation) {
  const { basePath, context } = location;
  const live = useBrowseLive();
  const router = useRouter();
  const [routing, startTransition] = useTransition();
  const filters = live?.requestedFilters ?? location.filters;
  const apply = (change: Parameters<typeof changeFilters>[1]) => {
    const next = changeFilters(filters, change);
    const href = browseHref(basePath, next, context);
    if (live !== null) live.navigate(href, { scroll: 'keep', filters: next });
    else startTransition(() => router.push(href, { scroll: false }));
  };
  return { apply, pending: live?.pending ?? routing, filters };
}
