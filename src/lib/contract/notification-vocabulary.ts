/**
 * The notification tabs (./notification.ts builds its schemas on them). Plain constants, no schema
 * library: the notification list runs in the browser.
 */

export const NOTIFICATION_TABS = ['general', 'promotion', 'wallet', 'news', 'activities', 'messages'] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];
