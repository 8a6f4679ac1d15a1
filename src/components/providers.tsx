'use client';
/**
 * Client-wide providers and listeners mounted once in the root layout.
 */
import { useEffect, type ReactNode } from 'react';
import { TRPCReactProvider } from '~/trpc/react';
import { ChunkReloadGuard } from './layout/chunk-reload-guard';
import { NavigationProgress } from './layout/navigation-progress';

function HydrationMarker() {
  // Tests wait for this before clicking: clicks before hydration are lost (toolchain P8).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <TRPCReactProvider>
      <HydrationMarker />
      <ChunkReloadGuard />
      <NavigationProgress />
      {children}
    </TRPCReactProvider>
  );
}
