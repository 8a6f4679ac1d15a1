import { describe, expect, test } from 'vitest';
import {
  abbreviateName,
  averageTenths,
  cleanReviewText,
  formatRating,
  formatReviewCount,
  ratingLabel,
  validateReplyText,
  validateReviewText,
} from '../../src/lib/reviews';
import { parseReviewParams, reviewsHref } from '../../src/lib/review-url';

describe('star average', () => {
  test('one decimal with the Vietnamese comma', () => {
    expect(formatRating(4.6)).toBe('4,6');
    expect(formatRating(5)).toBe('5,0');
    expect(formatRating(1)).toBe('1,0');
    expect(formatRating(3.96)).toBe('4,0');
    expect(ratingLabel(4.7)).toBe('4,7 trên 5 sao');
  });

  test('averages round half up in tenths, exactly', () => {
    // 93 stars over 20 reviews is 4,65 → 4,7 (floating point would give 4,6 for some such sums).
    expect(averageTenths({ 1: 0, 2: 0, 3: 1, 4: 5, 5: 14 })).toBe(47);
    expect(averageTenths({ 1: 0, 2: 0, 3: 0, 4: 1, 5: 2 })).toBe(47);
    expect(averageTenths({ 1: 1, 2: 0, 3: 0, 4: 0, 5: 1 })).toBe(30);
    expect(averageTenths({ 1: 0, 2: 0, 3: 2, 4: 1, 5: 0 })).toBe(33);
    expect(averageTenths({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 })).toBeNull();
  });

  test('counts with thousands dots', () => {
    expect(formatReviewCount(12)).toBe('12 đánh giá');
    expect(formatReviewCount(1204)).toBe('1.204 đánh giá');
  });
});

describe('review text', () => {
  test('plain text: markup and invisible characters removed, blank lines and spaces collapsed, trimmed', () => {
    expect(cleanReviewText('  <b>Tốt</b>   lắm\r\n\r\n\r\nnha\u200b \u202e ')).toBe('Tốt lắm\n\nnha');
    expect(cleanReviewText('Giá <3 triệu, ok <3')).toBe('Giá <3 triệu, ok <3');
    // NFD input (macOS keyboards) is stored composed, so lengths and search agree.
    expect(cleanReviewText('Nhiê\u0323t ti\u0300nh')).toBe('Nhiệt tình');
  });

  test('messages in the spec style', () => {
    expect(validateReviewText('')).toBe('Nội dung đánh giá không được để trống!');
    expect(validateReviewText('Tốt lắm')).toBe('Nội dung đánh giá không được ít hơn 10 kí tự!');
    expect(validateReviewText('a'.repeat(501))).toBe('Nội dung đánh giá không được quá 500 kí tự!');
    expect(validateReviewText('Người bán nhiệt tình.')).toBeNull();
    expect(validateReplyText('Ok')).toBe('Nội dung phản hồi không được ít hơn 5 kí tự!');
  });
});

describe('reviewer names', () => {
  test('family name then initials', () => {
    expect(abbreviateName('Nguyễn Văn An')).toBe('Nguyễn V. A.');
    expect(abbreviateName('  Lê   thị Ánh  ')).toBe('Lê T. Á.');
    expect(abbreviateName('Tuấn')).toBe('Tuấn');
    expect(abbreviateName('')).toBe('Thành viên');
  });
});

describe('/review URLs', () => {
  test('parse what is valid, drop the rest; a seller that cannot be an id is flagged', () => {
    expect(parseReviewParams({ seller: '12', stars: '5', page: '3' })).toEqual({ filters: { sellerId: 12, rating: 5, page: 3 }, invalidSeller: false });
    expect(parseReviewParams({ stars: '6', page: '-2' })).toEqual({ filters: { sellerId: null, rating: null, page: 1 }, invalidSeller: false });
    expect(parseReviewParams({ stars: ['4', '5'], page: '99999' }).filters).toEqual({ sellerId: null, rating: null, page: 1 });
    expect(parseReviewParams({ seller: 'abc' }).invalidSeller).toBe(true);
    expect(parseReviewParams({ seller: '0' }).invalidSeller).toBe(true);
  });

  test('links in one canonical order without defaults', () => {
    expect(reviewsHref({})).toBe('/review');
    expect(reviewsHref({ page: 1, rating: null })).toBe('/review');
    expect(reviewsHref({ page: 2, rating: 4, sellerId: 7 })).toBe('/review?seller=7&stars=4&page=2');
  });
});
