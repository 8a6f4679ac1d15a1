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
 *
 * An island that fails is its own failure, not the page's (issue #35): its code lost on the way
 * while the browser is offline keeps the server's HTML and loads again at the browser's `online`;
 * any other failure (a chunk refused while online, a throw in the island) shows the island's
 * `Fallback` (nothing without one) inside an error boundary, and the next `online` tries again with
 * a new lazy component — React's `lazy` keeps a rejection for good.
 */
import { Component, lazy, Suspense, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { loadWhenOnline } from '~/lib/load-when-online';
import { whenNearViewport } from '../listing/near-viewport';

let pendingIslands = 0;

function countPending(change: 1 | -1) {
  pendingIslands += change;
  document.documentElement.dataset.islandsPending = String(pendingIslands);
}

let failedIslands = 0;

/** Islands showing their fallback after a failure, until the next `online` (`data-islands-failed`, read by the e2e tests). */
function countFailed(change: 1 | -1) {
  failedIslands += change;
  document.documentElement.dataset.islandsFailed = String(failedIslands);
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

/**
 * The island's code as a lazy component, shared by every instance of the island. A load that fails
 * while the browser is offline waits for `online` and tries again, so the boundary stays suspended
 * (the server's HTML stays on screen) instead of failing. `retry` gives a new lazy component after
 * one failed for good; instances that were not hit keep theirs.
 */
function islandCode<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let failed = false;
  const create = () =>
    lazy(async () => {
      try {
        return { default: await loadWhenOnline(load) };
      } catch (error) {
        failed = true;
        throw error;
      }
    });
  let live: LazyExoticComponent<ComponentType<Props>> = create();
  return {
    live: () => live,
    retry: () => {
      if (failed) {
        failed = false;
        live = create();
      }
    },
  };
}

interface IslandBoundaryProps {
  readonly fallback: ReactNode;
  /** Before the island renders again after a failure (a new lazy component). */
  readonly onRetry: () => void;
  /** A function, so that each try renders the lazy component current then. */
  readonly children: () => ReactNode;
}

/** Keeps an island's failure to the island: its fallback, then another try at the next `online`. */
class IslandBoundary extends Component<IslandBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    countFailed(1);
    window.addEventListener('online', this.retry, { once: true });
  }

  override componentWillUnmount(): void {
    if (!this.state.failed) return;
    window.removeEventListener('online', this.retry);
    countFailed(-1);
  }

  private readonly retry = () => {
    countFailed(-1);
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children();
  }
}

export function dataIsland<Props extends object>(load: () => Promise<ComponentType<Props>>, Fallback: ComponentType<Props> | null = null): ComponentType<Props> {
  const code = islandCode(load);
  function DataIsland(props: Props) {
    usePendingIsland(true);
    const fallback = Fallback ? <Fallback {...props} /> : null;
    return (
      <IslandBoundary fallback={fallback} onRetry={code.retry}>
        {() => {
          const Live = code.live();
          return (
            <Suspense fallback={fallback}>
              <Live {...props} />
              <IslandHydrated />
            </Suspense>
          );
        }}
      </IslandBoundary>
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
  const code = islandCode(load);
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
          <IslandBoundary fallback={<Fallback {...props} />} onRetry={code.retry}>
            {() => {
              const Live = code.live();
              return (
                <Suspense fallback={<Fallback {...props} />}>
                  <Live {...props} />
                  <IslandHydrated />
                </Suspense>
              );
            }}
          </IslandBoundary>
        ) : (
          <Fallback {...props} />
        )}
      </div>
    );
  }
  return NearViewportIsland;
}
