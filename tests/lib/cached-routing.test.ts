import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { cachedRoutesFor } from '../../src/lib/cached-paths';
import { cachedRouting, categorySlugOf, RESERVED_TOP_SEGMENTS } from '../../src/lib/route-guards';

/** Top-level URL segments the app router serves: folders of src/app, through route groups. */
function topLevelSegments(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    if (entry.name.startsWith('(')) return topLevelSegments(path.join(dir, entry.name));
    if (entry.name.startsWith('[') || entry.name.startsWith('_')) return [];
    return [entry.name];
  });
}

describe('cachedRouting', () => {
  test('every top-level route folder is reserved, so it is never taken for a category', () => {
    const segments = topLevelSegments(path.resolve('src/app'));
    const reserved = new Set<string>(RESERVED_TOP_SEGMENTS);
    expect(segments.filter((segment) => !reserved.has(segment))).toEqual([]);
  });

  test('the home page is always served from the cached route; its query is read in the browser', () => {
    expect(cachedRouting('/', '', false)).toEqual({ kind: 'rewrite', path: '/trang-chu/vi' });
    expect(cachedRouting('/', 'login-redirect=%2Fuser', true)).toEqual({ kind: 'rewrite', path: '/trang-chu/vi' });
  });

  test('an unfiltered category in the grid view is cached; filters, a remembered list view and other routes are not', () => {
    expect(cachedRouting('/nha-dat', '', false)).toEqual({ kind: 'rewrite', path: '/danh-muc/nha-dat' });
    expect(cachedRouting('/nha-dat', 'price=1-2', false)).toBeNull();
    expect(cachedRouting('/nha-dat', '', true)).toBeNull();
    expect(cachedRouting('/search', '', false)).toBeNull();
    expect(cachedRouting('/user', '', false)).toBeNull();
    expect(cachedRouting('/nha-dat/can-ho-12', '', false)).toBeNull();
    expect(cachedRouting('/favicon.ico', '', false)).toBeNull();
  });

  test('a category slug is one path segment that is no app folder and no file', () => {
    expect(categorySlugOf('/xe-co')).toBe('xe-co');
    expect(categorySlugOf('/xe-co/')).toBe('xe-co');
    expect(categorySlugOf('/search')).toBeNull();
    expect(categorySlugOf('/favicon.ico')).toBeNull();
    expect(categorySlugOf('/xe-co/honda-12')).toBeNull();
    expect(categorySlugOf('/')).toBeNull();
  });

  test('internal cached paths redirect to their public URL', () => {
    expect(cachedRouting('/danh-muc/nha-dat', '', false)).toEqual({ kind: 'redirect', path: '/nha-dat' });
    expect(cachedRouting('/trang-chu/vi', '', false)).toEqual({ kind: 'redirect', path: '/' });
  });
});

describe('cachedRoutesFor', () => {
  test('maps public paths to the routes that cache them and ignores anything else', () => {
    expect(cachedRoutesFor('/')).toEqual(['/trang-chu/vi']);
    expect(cachedRoutesFor('/nha-dat')).toEqual(['/danh-muc/nha-dat']);
    expect(cachedRoutesFor('/nha-dat/can-ho-quan-7-12')).toEqual(['/nha-dat/can-ho-quan-7-12']);
    expect(cachedRoutesFor('/user/like')).toEqual([]);
    expect(cachedRoutesFor('/../etc')).toEqual([]);
    expect(cachedRoutesFor('/a/b/c')).toEqual([]);
  });
});
