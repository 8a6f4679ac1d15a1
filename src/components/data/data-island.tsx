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
 * `data-islands-pending` (islands mounted — or, far down the page, come near — but not yet
 * hydrated), which the end-to-end tests wait for as they wait for `data-hydrated`.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { whenNearViewport } from '../listing/near-viewport';

let pendingIslands = 0;

function countPending(change: 1 | -1) {
  pendingIslands += change;
  document.documentElement.dataset.islandsPending = String(pendingIslands);
}

/** Counts its island as pending while `active`, from then until the island's own hydration. */
function usePendingIsland(active: boolean) {
  useEffect(() => {
    if (!active) return;
    countPending(1);
    return () => countPending(-1);
  }, [active]);
}

/**
 * Rendered inside the island's boundary: its effect runs once the island has hydrated. A counter,
 * not state: state here would render the whole island a second time just after it hydrated.
 */
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
    usePendingIsland(true);
    return (
      <Suspense fallback={Fallback ? <Fallback {...props} /> : null}>
        <Live {...props} />
        <IslandHydrated />
      </Suspense>
    );
  }
  return DataIsland;
}

/**
 * An island far down the page (a listing's comments): its code loads only when the visitor scrolls
 * near it (src/components/listing/near-viewport.ts), so a visitor who reads the top of the page
 * loads none of it. The server renders only `Fallback`, and the browser renders the island when it
 * comes near: a boundary left waiting in the server's HTML would hold back every later update of
 * the page around it (a `router.refresh()` waits for it to hydrate). Wrapped in a `div` to be observed.
 */
export function dataIslandNearViewport<Props extends object>(load: () => Promise<ComponentType<Props>>, Fallback: ComponentType<Props>): ComponentType<Props> {
  const Live = lazy(async () => ({ default: await load() }));
  function NearViewportIsland(props: Props) {
    const anchor = useRef<HTMLDivElement>(null);
    const [near, setNear] = useState(false);
    usePendingIsland(near);
    useEffect(() => {
      const element = anchor.current;
      if (!element) return;
      return whenNearViewport(element, () => setNear(true));
    }, []);
    return (
      <div ref={anchor}>
        {near ? (
          <Suspense fallback={<Fallback {...props} />}>
            <Live {...props} />
            <IslandHydrated />
          </Suspense>
        ) : (
          <Fallback {...props} />
        )}
      </div>
    );
  }
  return NearViewportIsland;
}
