'use client';
/**
 * A client island whose code — and with it react-query and the tRPC client — loads after the page
 * is interactive instead of in every public page's first-load JavaScript. The server renders the
 * island in full (its HTML is in the cached page); the browser keeps that HTML until the island's
 * chunk arrives, then hydrates it. `Fallback` shows only where nothing was server-rendered (a
 * client-side navigation before the chunk is loaded): give it the island's size so nothing jumps.
 * Never import ~/trpc/react here or in a module that calls this: that is what stays out.
 *
 * Until an island has hydrated, its buttons look ready but do nothing: the document carries
 * `data-islands-pending` (islands mounted but not yet hydrated), which the end-to-end tests wait
 * for as they wait for `data-hydrated`.
 */
import { lazy, Suspense, useEffect, type ComponentType } from 'react';

let pendingIslands = 0;

function countPending(change: 1 | -1) {
  pendingIslands += change;
  document.documentElement.dataset.islandsPending = String(pendingIslands);
}

/** Counts its island as pending from the page's hydration until the island's own. */
function usePendingIsland() {
  useEffect(() => {
    countPending(1);
    return () => countPending(-1);
  }, []);
}

/** Rendered inside the island's boundary: its effect runs once the island has hydrated. */
function IslandHydrated() {
  useEffect(() => {
    countPending(-1);
    return () => countPending(1);
  }, []);
  return null;
}

export function dataIsland<Props extends object>(load: () => Promise<ComponentType<Props>>, Fallback: ComponentType<Props> | null = null): ComponentType<Props> {
  const Live = lazy(async () => ({ default: await load() }));
  function DataIsland(props: Props) {
    usePendingIsland();
    return (
      <Suspense fallback={Fallback ? <Fallback {...props} /> : null}>
        <Live {...props} />
        <IslandHydrated />
      </Suspense>
    );
  }
  return DataIsland;
}
