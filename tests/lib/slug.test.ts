import { describe, expect, test } from 'vitest';
import { listingPath, parseListingSegment, slugify } from '~/lib/slug';

describe('slugify', () => {
  test('lower-cases, strips Vietnamese diacritics and joins words with dashes', () => {
    expect(slugify('Bán nhà Quận 7')).toBe('ban-nha-quan-7');
    expect(slugify('ĐƯỜNG Nguyễn Thị Minh Khai, Đà Nẵng')).toBe('duong-nguyen-thi-minh-khai-da-nang');
  });

  test('turns m² into m2 and drops other punctuation', () => {
    expect(slugify('Căn hộ 80m² – 2PN!!! (sổ hồng)')).toBe('can-ho-80m2-2pn-so-hong');
  });

  test('text without letters or digits gives an empty slug', () => {
    expect(slugify('!!! ---')).toBe('');
  });

  test('cuts long titles at a word boundary within 80 characters', () => {
    const title = 'Bán gấp nhà mặt tiền đường Nguyễn Văn Linh Quận 7 gần Lotte Mart sổ hồng riêng chính chủ giá tốt';
    const slug = slugify(title);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toBe('ban-gap-nha-mat-tien-duong-nguyen-van-linh-quan-7-gan-lotte-mart-so-hong-rieng');
    expect(slug.endsWith('-')).toBe(false);
  });

  test('cuts at exactly 80 characters when the only dash is too early to cut at', () => {
    const slug = slugify(`ab ${'x'.repeat(120)}`);
    expect(slug).toBe(`ab-${'x'.repeat(77)}`);
    expect(slug).toHaveLength(80);
  });

  test('keeps a slug of exactly 80 characters whole', () => {
    const exact = `${'a'.repeat(39)} ${'b'.repeat(40)}`;
    expect(slugify(exact)).toHaveLength(80);
  });
});

describe('listingPath', () => {
  test('is /{category}/{object_slug}-{id}', () => {
    expect(listingPath('bat-dong-san', 'ban-nha-quan-7', 123)).toBe('/bat-dong-san/ban-nha-quan-7-123');
  });
});

describe('parseListingSegment', () => {
  test('reads the slug and the trailing id', () => {
    expect(parseListingSegment('ban-nha-quan-7-123')).toEqual({ slug: 'ban-nha-quan-7', id: 123 });
  });

  test('an id alone has an empty slug', () => {
    expect(parseListingSegment('123')).toEqual({ slug: '', id: 123 });
    expect(parseListingSegment('-123')).toEqual({ slug: '', id: 123 });
  });

  test('leading zeros still name the listing (the page redirects to the canonical URL)', () => {
    expect(parseListingSegment('ban-nha-007')).toEqual({ slug: 'ban-nha', id: 7 });
  });

  test.each([
    ['no id at all', 'ban-nha-quan'],
    ['an empty segment', ''],
    ['id 0', 'ban-nha-0'],
    ['letters after the digits', 'ban-nha-12a'],
    ['a decimal id', 'ban-nha-1.5'],
    ['beyond a 32-bit id', 'ban-nha-2147483648'],
    ['more than ten digits', 'ban-nha-12345678901'],
    ['a huge id', `x-${'9'.repeat(400)}`],
    ['non-ASCII digits', 'ban-nha-١٢٣'],
  ])('%s → null', (_name, segment) => {
    expect(parseListingSegment(segment)).toBeNull();
  });

  test('the largest 32-bit id is accepted', () => {
    expect(parseListingSegment('x-2147483647')).toEqual({ slug: 'x', id: 2_147_483_647 });
  });
});
