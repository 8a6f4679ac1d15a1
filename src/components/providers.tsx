"use client";
/**
 * Client-wide providers and listeners mounted once in the root layout. No react-query or tRPC
 * here: pages and islands that fetch mount TRPCReactProvider themselves (src/components/data).
 */
import { Suspense, useEffect, type ReactNode } from "react";
import { AuthProvider } from "./auth/auth-provider";
import { LoginModal } from "./auth/login-modal";
import { LoginRedirectHandler } from "./auth/login-redirect-handler";
import { RouteTracking } from "./layout/route-tracking";
import { Toaster } from "./ui/toaster";
import { ChunkReloadGuard } from "./layout/chunk-reload-guard";
import { FavouritesSync } from "./favourite/favourites-sync";
import { NavigationProgress } from "./layout/navigation-progress";

function HydrationMarker() {
  // Tests wait for this before clicking: clicks before hydration are lost (toolchain P8).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <HydrationMarker />
      <ChunkReloadGuard />
      <NavigationProgress />
      {/* The handler reads the query (useSearchParams): its boundary renders nothing, so React never sends it out of place. */}
      <Suspense fallback={null}>
        <LoginRedirectHandler />
      </Suspense>
      <LoginModal />
      <RouteTracking />
      <FavouritesSync />
      <Toaster />
      {children}
    </AuthProvider>
  );
}
