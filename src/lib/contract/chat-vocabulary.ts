/**
 * The chat contract's vocabulary and limits (./chat.ts builds its schemas on them). Plain
 * constants, no schema library: the composer, the report dialog, the moderators' queue and the
 * chat-message machine run in the browser and import these without pulling Effect in.
 */

export const MESSAGE_MAX_CHARS = 1_000;
export const MESSAGE_MAX_PHOTOS = 5;
export const CONVERSATION_FILTERS = ['all', 'buying', 'selling'] as const;
export type ConversationFilter = (typeof CONVERSATION_FILTERS)[number];
export const CONTACT_WARNINGS = ['phone', 'bank', 'link'] as const;
export type ContactWarning = (typeof CONTACT_WARNINGS)[number];
export const CONVERSATION_REPORT_REASONS = ['scam', 'harassment', 'spam', 'other'] as const;
export type ConversationReportReason = (typeof CONVERSATION_REPORT_REASONS)[number];
export const CONVERSATION_REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ConversationReportStatus = (typeof CONVERSATION_REPORT_STATUSES)[number];
