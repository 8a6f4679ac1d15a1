/**
 * A listing's stored status codes (spec §4) and the groups the services and pages ask about, named
 * once. The lifecycle machine (./listingLifecycle.ts) says which state each code is and re-exports
 * these; this module has no xstate, so a page that only needs a group does not load the machine.
 */
/**
 * Every status code (spec §4), named by the lifecycle state that writes it. This is the one place a
 * code is written as a number: services, pages, the contract, the seed and the table's check read
 * these names (tests/static/architecture.test.ts holds that).
 */
export const LISTING_STATUS = {
  pending: 10,
  posted: 20,
  takeDown: 30,
  /** Rejected by a moderator, or deleted by its owner. */
  reject: 40,
  sendBack: 50,
  draft: 60,
  verifying: 70,
  verified: 80,
} as const;
export type ListingStatusName = keyof typeof LISTING_STATUS;
export type ListingStatusCode = (typeof LISTING_STATUS)[ListingStatusName];

const S = LISTING_STATUS;
/** The codes in ascending order, as a tuple (for `Schema.Literal(...)` and the table's check). */
export const LISTING_STATUS_CODES = [
  S.pending,
  S.posted,
  S.takeDown,
  S.reject,
  S.sendBack,
  S.draft,
  S.verifying,
  S.verified,
] as const satisfies readonly ListingStatusCode[];

/** The moderation queue: waiting for review or verification. */
export const QUEUE_STATUSES = [S.pending, S.verifying] as const satisfies readonly ListingStatusCode[];
/** A posted listing: posted or verified. It is live while its period runs; expiry keeps the code and sets a mark. */
export const LIVE_STATUSES = [S.posted, S.verified] as const satisfies readonly ListingStatusCode[];
/** Ever published: posted, taken down or verified. These have a public page (expired or taken down ones with a banner) and may be reviewed. */
export const PUBLISHED_STATUSES = [S.posted, S.takeDown, S.verified] as const satisfies readonly ListingStatusCode[];
/** A draft: only its owner sees it; its package is chosen and paid when it is posted. */
export const DRAFT_STATUS = S.draft;

/** The statuses a posting form asks for: saved as a draft, or sent to review. */
export type PostingStatus = typeof LISTING_STATUS.pending | typeof LISTING_STATUS.draft;

/** Whether a number read from storage or the wire is one of the codes. */
export const isListingStatusCode = (value: number): value is ListingStatusCode =>
  (LISTING_STATUS_CODES as readonly number[]).includes(value);

/** A list of codes as SQL text for `in (…)` in a partial index or a raw query, e.g. `20, 80`. */
export const statusListSql = (codes: readonly ListingStatusCode[]): string => codes.join(', ');

/**
 * Whether posting a listing in `status` (null: not saved yet) pays for its package: a new listing or
 * a draft does; any other has paid already, so its package is locked in the wizard.
 */
export const paysOnPosting = (status: number | null): boolean => status === null || status === DRAFT_STATUS;
