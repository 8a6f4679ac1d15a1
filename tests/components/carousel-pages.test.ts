/**
 * The home carousels count their screens from the track's widths. A track measured at zero width
 * made Infinity screens, and drawing Infinity dots threw a RangeError that replaced the whole home
 * page with "Đã có lỗi xảy ra" (a 390 px phone, full-page capture).
 */
import { describe, expect, test, vi } from 'vitest';
import { carouselPages } from '../../src/components/home/carousel';

vi.mock('styled-system/css', () => ({ css: () => '' }));

describe('carouselPages', () => {
  test('one screen per track width, rounding a sliver of the last card down', () => {
    expect(carouselPages(3_000, 1_000)).toBe(3);
    expect(carouselPages(3_040, 1_000)).toBe(3);
    expect(carouselPages(3_200, 1_000)).toBe(4);
    expect(carouselPages(800, 1_000)).toBe(1);
  });

  test('a track with no width is one screen, never Infinity or NaN', () => {
    expect(carouselPages(3_000, 0)).toBe(1);
    expect(carouselPages(0, 0)).toBe(1);
    expect(() => Array.from({ length: carouselPages(3_000, 0) })).not.toThrow();
  });
});
