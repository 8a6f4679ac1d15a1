/**
 * Cross-site request forgery defence for every state-changing request (tRPC mutations, uploads):
 * the browser must say the request is same-origin (Sec-Fetch-Site, else Origin), and our client's
 * custom header must be present — a cross-site HTML form can set neither, multipart or not.
 */
export const CLIENT_HEADER = 'x-trpc-source';

export function isTrustedMutation(headers: Headers, allowedOrigins: readonly string[]): boolean {
  if (!headers.get(CLIENT_HEADER)) return false;
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null) return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = headers.get('origin');
  // Older browsers send no Sec-Fetch-Site; they do send Origin on cross-site POSTs.
  return origin === null || allowedOrigins.includes(origin);
}
