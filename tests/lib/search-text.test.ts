import { describe, expect, test } from 'vitest';
import { storedSearchText, toSearchText } from '~/lib/search-text';

describe('toSearchText', () => {
  test('strips diacritics and lower-cases, so unaccented queries match', () => {
    expect(toSearchText('Nhà đất Quận 7')).toBe('nha dat quan 7');
    expect(toSearchText('nha dat quan 7')).toBe(toSearchText('NHÀ ĐẤT QUẬN 7'));
  });

  test('maps đ and Đ to d', () => {
    expect(toSearchText('Đường Điện Biên Phủ')).toBe('duong dien bien phu');
  });

  test('decomposed (NFD) input gives the same text as composed input', () => {
    expect(toSearchText('Nha\u0300 \u0111a\u0302\u0301t'.normalize('NFD'))).toBe('nha dat');
  });

  test('collapses punctuation, symbols and runs of spaces to single spaces and trims', () => {
    expect(toSearchText('  Xe   máy, Honda/SH!! 150i — 2023 ')).toBe('xe may honda sh 150i 2023');
    expect(toSearchText('iPhone 15 Pro Max 🔥')).toBe('iphone 15 pro max');
  });

  test('joins several parts with a space and skips empty, null and undefined ones', () => {
    expect(toSearchText('Bán nhà', null, '', undefined, 'Quận 7')).toBe('ban nha quan 7');
    expect(toSearchText()).toBe('');
    expect(toSearchText(null, undefined)).toBe('');
  });
});

describe('storedSearchText', () => {
  test('puts a space on each side, so every word, first and last too, is found as " word "', () => {
    const stored = storedSearchText(toSearchText('Nhà đất Quận 7'));
    expect(stored).toBe(' nha dat quan 7 ');
    for (const word of ['nha', 'dat', 'quan', '7']) expect(stored).toContain(` ${word} `);
    expect(stored).not.toContain(' qua ');
  });
});
