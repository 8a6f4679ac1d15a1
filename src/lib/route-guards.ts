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
  const segments = path.split('/').filter(Boolean);
  return segments.length >= 2 ? { channel: 'detail', category: first } : { channel: 'category', category: first };
}
