/**
 * A listing's stored status codes (spec §4) and the groups the services and pages ask about, named
 * once. The lifecycle machine (./listingLifecycle.ts) says which state each code is and re-exports
 * these; this module has no xstate, so a page that only needs a group does not load the machine.
 */
/** Every status code (spec §4): 10 pending, 20 posted, 30 taken down, 40 rejected/deleted, 50 sent back, 60 draft, 70 verifying, 80 verified. */
export const LISTING_STATUS_CODES = [10, 20, 30, 40, 50, 60, 70, 80] as const;
export type ListingStatusCode = (typeof LISTING_STATUS_CODES)[number];

/** The moderation queue: waiting for review (10) or verification (70). */
export const QUEUE_STATUSES = [10, 70] as const satisfies readonly ListingStatusCode[];
/** A posted listing: posted (20) or verified (80). It is live while its period runs; expiry keeps the code and sets a mark. */
export const LIVE_STATUSES = [20, 80] as const satisfies readonly ListingStatusCode[];
/** Ever published: posted, taken down or verified. These have a public page (expired or taken down ones with a banner) and may be reviewed. */
export const PUBLISHED_STATUSES = [20, 30, 80] as const satisfies readonly ListingStatusCode[];
/** A draft (60): only its owner sees it; its package is chosen and paid when it is posted. */
export const DRAFT_STATUS = 60 satisfies ListingStatusCode;

/**
 * Whether posting a listing in `status` (null: not saved yet) pays for its package: a new listing or
 * a draft does; any other has paid already, so its package is locked in the wizard.
 */
export const paysOnPosting = (status: number | null): boolean => status === null || status === DRAFT_STATUS;
