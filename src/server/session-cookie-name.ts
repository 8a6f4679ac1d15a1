/** The session cookie's name, shared by the server session module and the proxy. */
export const SESSION_COOKIE = 'rv_session';
