import { describe, expect, test } from 'vitest';
import { buildEntries, matchEntries, titlePhrases } from '../../src/backend/services/search-tags';

describe('search-tag index', () => {
  test('a title gives its 1–3 word phrases, unaccented for matching, never starting with a bare number', () => {
    const phrases = titlePhrases('Bán nhà 3 tầng, Quận 7');
    expect(phrases.get('ban nha')).toBe('bán nhà');
    expect(phrases.get('nha 3 tang')).toBe('nhà 3 tầng');
    expect(phrases.get('quan 7')).toBe('quận 7');
    expect([...phrases.keys()].some((norm) => norm.startsWith('3'))).toBe(false);
  });

  test('phrases are counted once per title and shown as most titles write them', () => {
    const entries = buildEntries(['Nhà đất đẹp', 'NHÀ ĐẤT rẻ, nhà đất', 'nha dat gia re'], 100);
    const nhaDat = entries.find((entry) => entry.norm === 'nha dat');
    expect(nhaDat).toMatchObject({ key: 'nhà đất', count: 3 });
    expect(buildEntries(['ab cd ef gh'], 2)).toHaveLength(2);
  });

  test('matching: prefix without diacritics, most used first, limited; a trailing space ends the word', () => {
    const entries = buildEntries(['Nhà đất Quận 7', 'Nhà đất Thủ Đức', 'Nhân viên kho', 'Nhà phố'], 100);
    expect(matchEntries(entries, 'NHÀ Đ', 10).map((tag) => tag.key)).toEqual(['nhà đất', 'nhà đất thủ', 'nhà đất quận']);
    expect(matchEntries(entries, 'nha', 2)).toEqual([
      { key: 'nhà', count: 3 },
      { key: 'nhà đất', count: 2 },
    ]);
    expect(matchEntries(entries, 'nha ', 10).map((tag) => tag.key)).not.toContain('nhân');
    expect(matchEntries(entries, '  ?? ', 10)).toEqual([]);
  });
});
