/**
 * Route guards (spec §4, §6 middleware "authenticated", "notAuthenticated", "tracking"): which
 * paths need a signed-in member, which are for guests only, and where each is sent instead.
 * Pure, so the proxy, the pages and the tests share one rule.
 */
export const LOGIN_REDIRECT_PARAM = 'login-redirect';

const MEMBER_ONLY_PREFIXES = ['/user', '/moderation'] as const;
/** The sign-in entry page: a signed-in member has nothing to do there. */
const GUEST_ONLY_PATHS = ['/dang-nhap'] as const;

const matchesPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function isMemberOnly(path: string): boolean {
  return MEMBER_ONLY_PREFIXES.some((prefix) => matchesPrefix(path, prefix));
}

export function isGuestOnly(path: string): boolean {
  return GUEST_ONLY_PATHS.some((prefix) => matchesPrefix(path, prefix));
}

/** Pages that read the visitor's session on the server (besides member-only and guest-only ones). */
const SESSION_READING_PREFIXES = ['/payment', '/statecharts'] as const;

/** The paths whose page is not the same for every visitor (scripts/nginx.ts keeps members' requests for them out of the micro-cache). */
export const PER_VISITOR_PREFIXES: readonly string[] = [...MEMBER_ONLY_PREFIXES, ...GUEST_ONLY_PATHS, ...SESSION_READING_PREFIXES];

/**
 * Whether a path's page is the same HTML for a member as for a guest: everything per visitor on
 * public pages is a client island (docs/decisions.md, "Cached pages"), so members may be answered
 * with the guests' cached copy of these. A unit test keeps every page that reads the session out.
 */
export function isSameForEveryVisitor(path: string): boolean {
  return !isMemberOnly(path) && !isGuestOnly(path) && !SESSION_READING_PREFIXES.some((prefix) => matchesPrefix(path, prefix));
}

/**
 * authenticated: a guest on a member page goes to `/?login-redirect=<encoded path>`.
 * notAuthenticated: a member on a guest page goes to `/user`.
 * Returns the redirect target (path + query), or null to let the request through.
 */
export function guardRedirect(pathWithQuery: string, signedIn: boolean): string | null {
  const path = pathWithQuery.split(/[?#]/)[0] ?? '/';
  if (!signedIn && isMemberOnly(path)) return `/?${LOGIN_REDIRECT_PARAM}=${encodeURIComponent(pathWithQuery)}`;
  if (signedIn && isGuestOnly(path)) return '/user';
  return null;
}

/** tracking: the ad channel and analytics category of a route (spec §2 "set per route"). */
export function trackingFor(path: string): { channel: string; category: string } {
  const [first = ''] = path.split('/').filter(Boolean);
  if (first === '') return { channel: 'home', category: 'trang-chu' };
  if (first === 'user') return { channel: 'member', category: 'thanh-vien' };
  if (first === 'search') return { channel: 'search', category: 'tim-kiem' };
  if (first === 'support-about') return { channel: 'info', category: 'ho-tro' };
  if (first === 'payment') return { channel: 'payment', category: 'thanh-toan' };
  if (first === 'profile') return { channel: 'profile', category: 'trang-ca-nhan' };
  if (first === 'review') return { channel: 'review', category: 'danh-gia' };
  const segments = path.split('/').filter(Boolean);
  return segments.length >= 2 ? { channel: 'detail', category: first } : { channel: 'category', category: first };
}

/**
 * Cached rendering (issue "Browse", Fast): the home page and a category's unfiltered first page are
 * the same for every visitor, so the proxy rewrites them to routes that render once and are cached
 * (ISR with on-demand revalidation). Filtered views, a remembered list view and everything else keep
 * their own routes. These internal paths are never linked; visiting one directly redirects to the
 * public URL.
 */
export const CACHED_HOME_PATH = '/trang-chu/vi';
export const CACHED_CATEGORY_PREFIX = '/danh-muc';

/**
 * Top-level path segments that are routes of their own, not categories. A unit test compares this
 * list with the folders of src/app, so adding a route without listing it fails the tests.
 */
export const RESERVED_TOP_SEGMENTS = [
  'active-email',
  'api',
  'dang-nhap',
  'danh-muc',
  'minigame',
  'moderation',
  'payment',
  'profile',
  'review',
  'robots.txt',
  'search',
  'sitemap.xml',
  'sitemaps',
  'statecharts',
  'support-about',
  'tam-gian-doan',
  'tin-tuc',
  'trang-chu',
  'user',
] as const;

const RESERVED = new Set<string>(RESERVED_TOP_SEGMENTS);

/** The category slug of a `/{cat}` path: one segment that is no app folder and no file; else null. */
export function categorySlugOf(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const [slug] = segments;
  if (segments.length !== 1 || slug === undefined || RESERVED.has(slug) || slug.includes('.')) return null;
  return slug;
}

export type CachedRouting = { kind: 'rewrite'; path: string } | { kind: 'redirect'; path: string } | null;

/** `query` is the query string without its `?` (and without Next's `_rsc`). */
export function cachedRouting(pathname: string, query: string, listViewRemembered: boolean): CachedRouting {
  if (pathname === CACHED_HOME_PATH || pathname.startsWith('/trang-chu/')) return { kind: 'redirect', path: '/' };
  if (pathname.startsWith(`${CACHED_CATEGORY_PREFIX}/`)) {
    const [, , slug] = pathname.split('/');
    return { kind: 'redirect', path: slug ? `/${slug}` : '/' };
  }
  // The home page's only parameters are read in the browser (login-redirect, auth-error).
  if (pathname === '/') return { kind: 'rewrite', path: CACHED_HOME_PATH };
  const slug = categorySlugOf(pathname);
  if (slug === null || query !== '') return null;
  if (listViewRemembered) return null;
  return { kind: 'rewrite', path: `${CACHED_CATEGORY_PREFIX}/${slug}` };
}
