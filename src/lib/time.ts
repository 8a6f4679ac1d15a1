/**
 * Relative and absolute time in Vietnamese (spec §9): years, months of 30 days, days, hours,
 * minutes, else 'Mới đăng'; dates in the vi-VN locale.
 */
import { onFirstUse } from './number-text';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

export function relativeTime(date: Date, now: Date = new Date()): string {
  const seconds = Math.floor((now.getTime() - date.getTime()) / 1000);
  if (seconds >= YEAR) return `${Math.floor(seconds / YEAR)} năm trước`;
  if (seconds >= MONTH) return `${Math.floor(seconds / MONTH)} tháng trước`;
  if (seconds >= DAY) return `${Math.floor(seconds / DAY)} ngày trước`;
  if (seconds >= HOUR) return `${Math.floor(seconds / HOUR)} giờ trước`;
  if (seconds >= MINUTE) return `${Math.floor(seconds / MINUTE)} phút trước`;
  return 'Mới đăng';
}

/** For messages: like relativeTime, but 'Vừa xong' under a minute (a message is not "posted"). */
export function messageTime(date: Date, now: Date = new Date()): string {
  return now.getTime() - date.getTime() < MINUTE * 1000 ? 'Vừa xong' : relativeTime(date, now);
}

// Made on first use, not when the module loads (see ./number-text: an Intl formatter costs a phone tens of ms).
const dateFormat = onFirstUse(() => new Intl.DateTimeFormat('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' }));

export function formatDate(date: Date): string {
  return dateFormat().format(date);
}

const timeFormat = onFirstUse(() => new Intl.DateTimeFormat('vi-VN', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Ho_Chi_Minh' }));

/** '14:05 24/11/2026', in Viet Nam's time whatever the server's zone. */
export function formatDateTime(date: Date): string {
  return `${timeFormat().format(date)} ${dateFormat().format(date)}`;
}

/** '14:05' when `date` is today in Viet Nam, else '14:05 24/11/2026' ("Đã lưu lúc …"). */
export function formatSavedTime(date: Date, now: Date = new Date()): string {
  return dateFormat().format(date) === dateFormat().format(now) ? timeFormat().format(date) : formatDateTime(date);
}

/** Spec §9: an expiry date is the start date plus (days − 1). */
export function expiryDate(start: Date, days: number): Date {
  return new Date(start.getTime() + (days - 1) * DAY * 1000);
}
