'use client';
import { createContext, useContext } from 'react';
import type { BrowseFilters } from '~/lib/browse-url';

export interface BrowseNavigateOptions {
  /** `top`: a link further down the page (the pager) brings the new results' top into view. */
  readonly scroll: 'keep' | 'top';
  /** The filters the URL stands for, when a control knows them: the controls show them while the page is read. */
  readonly filters?: BrowseFilters;
}

export interface BrowseLiveValue {
  /** Show another URL: one of this page's queries in place, any other path through the router. */
  readonly navigate: (href: string, options: BrowseNavigateOptions) => void;
  /** Render the page again as it is (the remembered grid or list changed). */
  readonly redraw: () => void;
  /** A change is on its way (its data is being read). */
  readonly pending: boolean;
  /** The filters of the change on its way, so a control shows the choice just made, and a second change builds on it. */
  readonly requestedFilters: BrowseFilters | null;
  /** The phone's folded filter panel stays open across a change, which may replace the bar. */
  readonly filtersOpen: boolean;
  readonly setFiltersOpen: (open: boolean) => void;
}

export const BrowseLiveContext = createContext<BrowseLiveValue | null>(null);

/** The live browse page around this control, or null outside one (the header's search box). */
export const useBrowseLive = (): BrowseLiveValue | null => useContext(BrowseLiveContext);
