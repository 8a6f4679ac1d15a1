'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { trackingFor } from '~/lib/route-guards';

declare global {
  interface Window {
    dataLayer?: Array<Record<string, string>>;
  }
}

/**
 * The tracking middleware's client half (spec §2: "the page-change ad channel and analytics
 * category are set per route"): on every route change, expose them on <html> for the ad slots and
 * push a page-view to the data layer. No third-party script is loaded (docs/decisions.md).
 */
export function RouteTracking() {
  const pathname = usePathname();
  useEffect(() => {
    const { channel, category } = trackingFor(pathname);
    document.documentElement.dataset.adChannel = channel;
    document.documentElement.dataset.analyticsCategory = category;
    window.dataLayer ??= [];
    window.dataLayer.push({ event: 'page_view', path: pathname, channel, category });
  }, [pathname]);
  return null;
}
