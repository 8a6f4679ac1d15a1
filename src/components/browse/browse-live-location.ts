/**
 * The browse page's place in the browser: its URL's query, pushed changes, links it follows in
 * place and the control that had focus (browse-live.tsx).
 */
import { sortedQueryKey } from '~/lib/query-key';

const LOCATION_CHANGED = 'rv:browse-location';

function subscribeToLocation(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(LOCATION_CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(LOCATION_CHANGED, onChange);
  };
}

export const locationKey = () => sortedQueryKey(window.location.search);

/**
 * Where this page is: the query in the URL now (the anchor's once the URL is another page's, as the
 * router leaves) and its `anchor`, the URL the server's render arrived at: `serverQuery`, or another
 * spelling of it that the micro-cache served the same page for (tracking tags, another order).
 * The anchor is read after the router commits, when the URL is the new page's.
 */
export function createPageLocation(basePath: string) {
  let anchor: string | null = null;
  const listeners = new Set<() => void>();
  return {
    subscribe(onChange: () => void) {
      listeners.add(onChange);
      const unsubscribe = subscribeToLocation(onChange);
      return () => {
        listeners.delete(onChange);
        unsubscribe();
      };
    },
    /** `anchor|url` as one string, so an unchanged place is an equal snapshot. */
    snapshot: () => `${anchor ?? locationKey()}|${window.location.pathname === basePath ? locationKey() : anchor}`,
    anchorHere() {
      anchor = locationKey();
      for (const listener of listeners) listener();
    },
  };
}

/** A new history entry for this page; Next's router adopts it (its pushState keeps the router's state). */
export function pushLocation(href: string) {
  window.history.pushState(null, '', href);
  window.dispatchEvent(new Event(LOCATION_CHANGED));
}

/** A plain left click on a link to this page's path, which the page follows in place. */
export function inPlaceLink(event: MouseEvent, basePath: string): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href);
  return url.origin === window.location.origin && url.pathname === basePath ? url : null;
}

/** How to find the focused control again in a new render of the page: its name or its label. */
export function focusSelector(element: Element | null, region: HTMLElement | null): string | null {
  if (!(element instanceof HTMLElement) || region === null || !region.contains(element)) return null;
  const name = element.getAttribute('name');
  if (name !== null) return `${element.tagName}[name="${CSS.escape(name)}"]`;
  const label = element.getAttribute('aria-label');
  return label === null ? null : `${element.tagName}[aria-label="${CSS.escape(label)}"]`;
}
