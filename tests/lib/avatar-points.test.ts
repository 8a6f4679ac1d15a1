import { describe, expect, test } from 'vitest';
import { DEFAULT_AVATARS, defaultAvatar } from '~/lib/avatar';
import { extraPoints, formatPoints, POINT_VALUE_VND } from '~/lib/points';

describe('defaultAvatar (spec §2: boy or girl image by gender 1 or 2)', () => {
  test('gender 2 gets the girl image, 1 the boy image', () => {
    expect(defaultAvatar(2)).toBe(DEFAULT_AVATARS.girl);
    expect(defaultAvatar(1)).toBe(DEFAULT_AVATARS.boy);
  });

  test('an unknown gender gets the boy image', () => {
    expect(defaultAvatar(null)).toBe('/images/avatar-boy.svg');
  });
});

describe('points', () => {
  test('formatPoints groups thousands', () => {
    expect(formatPoints(5)).toBe('5 điểm');
    expect(formatPoints(1_120)).toBe('1.120 điểm');
  });

  test('extraPoints counts points beyond the price in thousands, bonus included', () => {
    expect(POINT_VALUE_VND).toBe(1_000);
    expect(extraPoints({ priceVnd: 50_000, points: 50, bonus: 0 })).toBe(0);
    expect(extraPoints({ priceVnd: 100_000, points: 105, bonus: 0 })).toBe(5);
    expect(extraPoints({ priceVnd: 100_000, points: 100, bonus: 20 })).toBe(20);
  });

  test('a pack worth less than its price has no extra points, never a negative number', () => {
    expect(extraPoints({ priceVnd: 100_000, points: 90, bonus: 0 })).toBe(0);
  });
});
