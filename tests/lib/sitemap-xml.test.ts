import { describe, expect, test } from 'vitest';
import { absoluteUrl, escapeXml, listingsSitemapName, parseSitemapName, sitemapIndexXml, urlSetXml } from '~/lib/sitemap-xml';

describe('escapeXml', () => {
  test('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(escapeXml('nha-dat-quan-7')).toBe('nha-dat-quan-7');
  });
});

describe('urlSetXml', () => {
  test('writes one <url> per entry with an escaped loc and a W3C lastmod', () => {
    const xml = urlSetXml([
      { loc: 'https://raovat.vn/bat-dong-san/ban-nha-1?a=1&b=2', lastmod: new Date('2026-07-01T02:03:04.567Z') },
      { loc: 'https://raovat.vn/' },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml).toContain('<url><loc>https://raovat.vn/bat-dong-san/ban-nha-1?a=1&amp;b=2</loc><lastmod>2026-07-01T02:03:04Z</lastmod></url>');
    expect(xml).toContain('<url><loc>https://raovat.vn/</loc></url>');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  test('leaves out an invalid lastmod instead of writing "Invalid Date"', () => {
    expect(urlSetXml([{ loc: 'https://raovat.vn/', lastmod: new Date(Number.NaN) }])).not.toContain('lastmod');
  });
});

describe('sitemapIndexXml', () => {
  test('writes one <sitemap> per child', () => {
    const xml = sitemapIndexXml([{ loc: 'https://raovat.vn/sitemaps/static.xml' }, { loc: 'https://raovat.vn/sitemaps/listings-1.xml' }]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<sitemap>/g)).toHaveLength(2);
  });
});

describe('child sitemap names', () => {
  test('round-trip listings chunks and recognise the static sitemap', () => {
    expect(parseSitemapName(listingsSitemapName(3))).toEqual({ kind: 'listings', chunk: 3 });
    expect(parseSitemapName('static.xml')).toEqual({ kind: 'static' });
  });

  test.each(['listings-0.xml', 'listings-01.xml', 'listings-1234567.xml', 'listings-1.xml.gz', 'listings-a.xml', 'other.xml', ''])(
    '%s is not a sitemap',
    (name) => {
      expect(parseSitemapName(name)).toBeNull();
    },
  );
});

describe('absoluteUrl', () => {
  test('resolves a path against the site origin', () => {
    expect(absoluteUrl('https://raovat.vn', '/support-about/faq')).toBe('https://raovat.vn/support-about/faq');
    expect(absoluteUrl('https://raovat.vn/', '/')).toBe('https://raovat.vn/');
  });
});
