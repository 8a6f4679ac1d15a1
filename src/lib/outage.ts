/** While an upstream is failing, pages that cannot be shown answer 503 with this Retry-After and reload after it. */
export const OUTAGE_RETRY_SECONDS = 15;

/** The page the web server serves (without its scripts) for a page that failed during an outage. */
export const OUTAGE_PAGE_PATH = '/tam-gian-doan';
