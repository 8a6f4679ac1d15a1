import { describe, expect, test } from 'vitest';
import { expiryDate, formatDate, formatDateTime, relativeTime } from '~/lib/time';

const NOW = new Date('2026-07-15T10:00:00+07:00');
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('relativeTime (spec §9)', () => {
  test.each([
    ['just now', 0, 'Mới đăng'],
    ['59 seconds', 59 * SECOND, 'Mới đăng'],
    ['one minute', MINUTE, '1 phút trước'],
    ['59 minutes 59 seconds', HOUR - SECOND, '59 phút trước'],
    ['one hour', HOUR, '1 giờ trước'],
    ['23 hours', 23 * HOUR + 59 * MINUTE, '23 giờ trước'],
    ['one day', DAY, '1 ngày trước'],
    ['29 days', 29 * DAY + 23 * HOUR, '29 ngày trước'],
    ['30 days is a month', 30 * DAY, '1 tháng trước'],
    ['59 days', 59 * DAY, '1 tháng trước'],
    ['60 days', 60 * DAY, '2 tháng trước'],
    ['364 days is still months (of 30 days)', 364 * DAY, '12 tháng trước'],
    ['365 days is a year', 365 * DAY, '1 năm trước'],
    ['three years', 3 * 365 * DAY + DAY, '3 năm trước'],
  ])('%s → %s', (_name, elapsed, expected) => {
    expect(relativeTime(ago(elapsed), NOW)).toBe(expected);
  });

  test('a date in the future (clock skew) reads as just posted', () => {
    expect(relativeTime(new Date(NOW.getTime() + 5 * MINUTE), NOW)).toBe('Mới đăng');
  });

  test('defaults "now" to the current time', () => {
    expect(relativeTime(new Date(Date.now() - 2 * HOUR))).toBe('2 giờ trước');
  });
});

describe('formatDate', () => {
  test('uses the vi-VN day/month/year order with two-digit day and month', () => {
    expect(formatDate(new Date('2026-03-05T12:00:00+07:00'))).toBe('05/03/2026');
  });

  test('reads the date in Vietnam time, whatever the server time zone', () => {
    // 18:00 UTC on 30 June is already 1 July in Hồ Chí Minh City.
    expect(formatDate(new Date('2026-06-30T18:00:00Z'))).toBe('01/07/2026');
  });
});

describe('expiryDate (start + days − 1)', () => {
  const start = new Date('2026-07-01T08:00:00+07:00');

  test('a 14-day listing posted on 1 July runs through 14 July', () => {
    expect(formatDate(expiryDate(start, 14))).toBe('14/07/2026');
  });

  test('a 28-day listing posted on 1 July runs through 28 July', () => {
    expect(formatDate(expiryDate(start, 28))).toBe('28/07/2026');
  });

  test('one day ends on the start date itself, keeping the time of day', () => {
    expect(expiryDate(start, 1).getTime()).toBe(start.getTime());
  });

  test('crosses month and year ends', () => {
    expect(formatDate(expiryDate(new Date('2026-12-20T09:00:00+07:00'), 14))).toBe('02/01/2027');
  });
});

describe('formatDateTime', () => {
  test('hour and minute in Vietnam time, then the date (trade history, issue #20)', () => {
    expect(formatDateTime(new Date('2026-06-30T18:05:00Z'))).toBe('01:05 01/07/2026');
    expect(formatDateTime(new Date('2026-11-24T14:30:00+07:00'))).toBe('14:30 24/11/2026');
  });
});
