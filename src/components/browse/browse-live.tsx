'use client';
/**
 * A category page or /search that changes in place (issue #16): a filter, the sort, a page link or
 * the search box pushes the new URL and the browser reads that page's data (`browsePage.read`) and
 * renders it, instead of asking the server to render the whole page again. The URL stays the state:
 * reload, share, back and forward show the same page, and the server renders any URL on its own.
 *
 * The first render is the server's (children) and costs no script; the part that renders pages in
 * the browser (browse-live-screen.tsx) loads when a visitor first reaches for a control. The server's
 * render stands for the URL it arrived at (`anchor`); back there, it shows again.
 */
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { BrowseContext, BrowseFilters } from '~/lib/browse-url';
import { sortedQueryKey } from '~/lib/query-key';
import type { BrowsePageData } from '~/server/browse-page-data';
import { BrowseLiveContext, type BrowseLiveValue, type BrowseNavigateOptions } from './browse-live-context';
import { createPageLocation, focusSelector, inPlaceLink, locationKey, pushLocation } from './browse-live-location';
import type * as LiveScreen from './browse-live-screen';

type LiveModule = typeof LiveScreen;

interface BrowseLiveProps {
  readonly context: BrowseContext;
  /** The category of a category page; null on /search. */
  readonly slug: string | null;
  /** `/xe-co` or `/search`: links and changes to this path stay in place. */
  readonly basePath: string;
  /** The query string the server rendered children for (sorted, src/lib/query-key.ts). */
  readonly serverQuery: string;
  readonly children: ReactNode;
}

interface Shown {
  readonly key: string;
  readonly data: BrowsePageData;
  readonly live: LiveModule;
}

let liveModule: Promise<LiveModule> | undefined;
function loadLive(): Promise<LiveModule> {
  liveModule ??= import('./browse-live-screen').catch((error: unknown) => {
    liveModule = undefined;
    throw error;
  });
  return liveModule;
}

/** Pages read in this tab, for the back and forward buttons; a change always reads afresh. */
const visited = new Map<string, BrowsePageData>();
const VISITED_LIMIT = 20;
function rememberVisit(key: string, data: BrowsePageData) {
  if (data.error !== null) return;
  visited.delete(key);
  visited.set(key, data);
  if (visited.size > VISITED_LIMIT) visited.delete(visited.keys().next().value ?? key);
}

/** Where the pages are read from: a category page's or /search's. */
interface PageSource {
  readonly context: BrowseContext;
  readonly slug: string | null;
  readonly basePath: string;
}

/**
 * A query's page with the module that renders it: read now, or as read earlier in this tab when
 * `reuseVisited` (back and forward). Rejects when there is no such page (a category that is gone)
 * or it could not be read: then the router renders the URL instead.
 */
async function loadPage({ context, slug, basePath }: PageSource, query: string, reuseVisited: boolean, signal: AbortSignal): Promise<Shown> {
  const live = await loadLive();
  const data = (reuseVisited ? visited.get(`${basePath}?${query}`) : undefined) ?? (await live.readBrowsePage({ context, slug, query }, signal));
  if (data === null) throw new Error('no page');
  rememberVisit(`${basePath}?${query}`, data);
  return { key: query, data, live };
}

/** A change asked for in this page: read its data, then show it and put its URL in the history. */
interface Request {
  readonly key: string;
  /** The URL to push once its page shows; null to read the current URL again ('Thử lại'). */
  readonly href: string | null;
  readonly filters: BrowseFilters | null;
}

export function BrowseLive({ context, slug, basePath, serverQuery, children }: BrowseLiveProps) {
  const router = useRouter();
  const box = useRef<HTMLDivElement>(null);
  const [place] = useState(() => createPageLocation(basePath));
  const [anchor, urlKey] = useSyncExternalStore(place.subscribe, place.snapshot, () => `${serverQuery}|${serverQuery}`).split('|') as [string, string];
  const anchorTitle = useRef<string | null>(null);
  useLayoutEffect(() => {
    anchorTitle.current = null;
    place.anchorHere();
  }, [place, serverQuery]);

  const [shown, setShown] = useState<Shown | null>(null);
  const [request, setRequest] = useState<Request | null>(null);
  const [redraws, setRedraws] = useState(0);
  const scrollFor = useRef<string | null>(null);
  const focused = useRef<string | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const onAnchor = urlKey === anchor;
  // Back on the server's render: a later change starts from it, not from the last page read here.
  const [wasOnAnchor, setWasOnAnchor] = useState(onAnchor);
  if (wasOnAnchor !== onAnchor) {
    setWasOnAnchor(onAnchor);
    if (onAnchor) setShown(null);
  }
  const displayedKey = onAnchor ? urlKey : shown?.key;

  // A change: the page and its URL change together once the data is here, as a router navigation does.
  useEffect(() => {
    if (request === null) return;
    const controller = new AbortController();
    loadPage({ context, slug, basePath }, request.key, false, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        if (request.href !== null) pushLocation(request.href);
        setShown(page);
        setRequest(null);
      },
      () => {
        if (controller.signal.aborted) return;
        setRequest(null);
        if (request.href !== null) router.push(request.href, { scroll: false });
        else router.refresh();
      },
    );
    return () => controller.abort();
  }, [request, basePath, context, slug, router]);

  // Back and forward to a page read here: shown as it was read, else read again.
  useEffect(() => {
    if (onAnchor || displayedKey === urlKey) return;
    const controller = new AbortController();
    loadPage({ context, slug, basePath }, urlKey, true, controller.signal).then(
      (page) => {
        if (!controller.signal.aborted) setShown(page);
      },
      () => {
        if (!controller.signal.aborted) router.refresh();
      },
    );
    return () => controller.abort();
  }, [onAnchor, displayedKey, urlKey, basePath, context, slug, router]);

  useEffect(() => {
    // A step through the history overrides a change still being read.
    const dropRequest = () => setRequest(null);
    window.addEventListener('popstate', dropRequest);
    return () => window.removeEventListener('popstate', dropRequest);
  }, []);

  const pending = request !== null || displayedKey !== urlKey;

  useLayoutEffect(() => {
    if (pending) return;
    if (onAnchor) {
      if (anchorTitle.current !== null) document.title = anchorTitle.current;
    } else if (shown !== null) {
      anchorTitle.current ??= document.title;
      document.title = shown.live.documentTitle(shown.data);
    }
    const region = box.current;
    if (region === null) return;
    if (scrollFor.current === urlKey && region.getBoundingClientRect().top < 0) region.scrollIntoView({ block: 'start' });
    scrollFor.current = null;
    // A change from or back to the server's render replaces the page, the control that made it included.
    const selector = focused.current;
    focused.current = null;
    if (selector !== null && !region.contains(document.activeElement)) {
      region.querySelector<HTMLElement>(selector)?.focus({ preventScroll: true });
    }
  }, [pending, onAnchor, shown, urlKey, redraws]);

  const navigate = useCallback(
    (href: string, { scroll, filters }: BrowseNavigateOptions) => {
      const url = new URL(href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname !== basePath) {
        router.push(href, { scroll: scroll === 'top' });
        return;
      }
      const key = sortedQueryKey(url.search);
      focused.current = focusSelector(document.activeElement, box.current);
      if (scroll === 'top') scrollFor.current = key;
      const again = key === locationKey();
      if (again && key === anchor) {
        // 'Thử lại' on the server's render: the server renders it again.
        router.refresh();
      } else if (key === anchor) {
        // Back to the server's render: nothing to read.
        setRequest(null);
        pushLocation(url.pathname + url.search);
      } else {
        setRequest({ key, href: again ? null : url.pathname + url.search, filters: filters ?? null });
      }
    },
    [anchor, basePath, router],
  );

  const redraw = useCallback(() => {
    focused.current = focusSelector(document.activeElement, box.current);
    // The server's render reads the view from the cookie; a page rendered here reads it as it renders.
    if (onAnchor) router.refresh();
    else setRedraws((count) => count + 1);
  }, [onAnchor, router]);

  useEffect(() => {
    const region = box.current;
    if (region === null) return;
    const follow = (event: MouseEvent) => {
      const url = inPlaceLink(event, basePath);
      if (url === null) return;
      // Before next/link's own handler, which then leaves the click alone.
      event.preventDefault();
      navigate(url.pathname + url.search, { scroll: 'top' });
    };
    const preload = () => void loadLive().catch(() => undefined);
    region.addEventListener('click', follow, { capture: true });
    region.addEventListener('pointerdown', preload, { capture: true, once: true });
    region.addEventListener('focusin', preload, { capture: true, once: true });
    return () => {
      region.removeEventListener('click', follow, { capture: true });
      region.removeEventListener('pointerdown', preload, { capture: true });
      region.removeEventListener('focusin', preload, { capture: true });
    };
  }, [basePath, navigate]);

  const value = useMemo<BrowseLiveValue>(
    () => ({ navigate, redraw, pending, requestedFilters: request?.filters ?? null, filtersOpen, setFiltersOpen }),
    [navigate, redraw, pending, request, filtersOpen],
  );
  return (
    <BrowseLiveContext.Provider value={value}>
      <div ref={box} className={region} data-pending={pending} aria-busy={pending}>
        {!onAnchor && shown !== null ? <shown.live.LiveBrowseScreen data={shown.data} /> : children}
      </div>
      <p role="status" className={announcer}>
        {!onAnchor && shown !== null && !pending ? shown.live.changeAnnouncement(shown.data) : ''}
      </p>
    </BrowseLiveContext.Provider>
  );
}

const region = css({
  scrollMarginTop: '4',
  '& section[data-view]': { transition: 'opacity 0.15s' },
  '&[data-pending=true] section[data-view]': { opacity: 0.6 },
});
const announcer = css({ srOnly: true });
