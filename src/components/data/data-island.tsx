'use client';
/**
 * A client island whose code — and with it react-query and the tRPC client — loads after the page
 * is interactive instead of in every public page's first-load JavaScript. The server renders the
 * island in full (its HTML is in the cached page); the browser keeps that HTML until the island's
 * chunk arrives, then hydrates it. `Fallback` shows only where nothing was server-rendered (a
 * client-side navigation before the chunk is loaded): give it the island's size so nothing jumps.
 * Never import ~/trpc/react here or in a module that calls this: that is what stays out.
 */
import { lazy, Suspense, type ComponentType } from 'react';

export function dataIsland<Props extends object>(load: () => Promise<ComponentType<Props>>, Fallback: ComponentType<Props> | null = null): ComponentType<Props> {
  const Live = lazy(async () => ({ default: await load() }));
  function DataIsland(props: Props) {
    return (
      <Suspense fallback={Fallback ? <Fallback {...props} /> : null}>
        <Live {...props} />
      </Suspense>
    );
  }
  return DataIsland;
}
