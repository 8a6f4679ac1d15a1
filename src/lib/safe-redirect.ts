/**
 * Open-redirect defence: a redirect target from a query parameter (login-redirect, returnTo) is
 * used only when it is a path on this site. `//evil.tld`, `/\evil.tld`, absolute URLs,
 * `javascript:` and their percent-encoded spellings are refused.
 */
const MAX_LENGTH = 2048;

export function safeLocalPath(candidate: string | null | undefined): string | null {
  if (!candidate || candidate.length > MAX_LENGTH) return null;
  let decoded = candidate;
  // Decode repeatedly so encoded variants (%2F%2Fevil.tld, %252F…) are judged as the browser would.
  for (let round = 0; round < 3; round += 1) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return null;
    }
  }
  if (!decoded.startsWith('/') || decoded.startsWith('//') || decoded.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return null;
  try {
    const url = new URL(decoded, 'http://raovat.invalid');
    if (url.origin !== 'http://raovat.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
