/** The cookie that remembers grid or list (docs/decisions.md "Browse"), shared with the proxy. */
export const VIEW_COOKIE = 'rv_view';
