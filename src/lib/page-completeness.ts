/**
 * The attribute a server-rendered part carries when the data it shows could not be read (the
 * backend failed or timed out) and the page says so instead. The web server's micro-cache never
 * shares a page that carries it (src/serving/shared-list-pages.ts): a "try again" answer is for
 * the visitor who got it, not for every guest of the next seconds.
 */
export const INCOMPLETE_PAGE_ATTRIBUTE = 'data-incomplete';
