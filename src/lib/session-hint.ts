/**
 * A readable companion of the httpOnly session cookie, worth one bit: "this browser may have a
 * session". It holds nothing secret and proves nothing — the server decides who is signed in. It
 * only lets a guest's page skip the session check and with it the data layer's code (react-query,
 * tRPC) at start-up; wherever it is present the auth machine asks the server as before.
 */
export const SESSION_HINT_COOKIE = 'rv_signed_in';

export function hasSessionHint(cookies: string): boolean {
  return cookies.split(';').some((part) => part.trim() === `${SESSION_HINT_COOKIE}=1`);
}
