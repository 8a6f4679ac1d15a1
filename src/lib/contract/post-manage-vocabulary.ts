/**
 * The post-management tabs of spec §4 (./post-manage.ts builds its schemas on them). Plain
 * constants, no schema library: the post-management page runs in the browser.
 */

export const POST_TABS = ['all', 'posted', 'wait_view', 'take_down', 'expired', 'draft', 'verified', 'send_back', 'reject'] as const;
export type PostTab = (typeof POST_TABS)[number];
