'use client';
/**
 * A browse page's result grid as one client component (issue #41): the RSC payload carries the
 * cards' data (~0.6 KB each) instead of every card's rendered tree (~2.4 KB each: ~25 elements and
 * three client components, their class names included), which the server encoded into every
 * long-tail page and decoded again to render its HTML. The HTML is the same. The code is the grid
 * the browser already renders after a filter change (browse-live-screen.tsx). `now` is the
 * server's, so the relative times hydrate as rendered.
 */
import type { ComponentProps } from 'react';
import { ListingGrid } from './listing-grid';

export function ListingGridIsland(props: ComponentProps<typeof ListingGrid> & { readonly now: Date }) {
  return <ListingGrid {...props} />;
}
