import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { guardRedirect, isSameForEveryVisitor, trackingFor } from '../../src/lib/route-guards';

describe('route guards', () => {
  test('authenticated: a guest on a member page goes home with the encoded path', () => {
    expect(guardRedirect('/user/wallet', false)).toBe('/?login-redirect=%2Fuser%2Fwallet');
    expect(guardRedirect('/user', false)).toBe('/?login-redirect=%2Fuser');
    expect(guardRedirect('/user/trade-history?tab=2', false)).toBe('/?login-redirect=%2Fuser%2Ftrade-history%3Ftab%3D2');
  });
  test('members pass member pages; nobody is stopped on public pages', () => {
    expect(guardRedirect('/user/wallet', true)).toBeNull();
    expect(guardRedirect('/users-guide', false)).toBeNull();
    expect(guardRedirect('/bat-dong-san', false)).toBeNull();
  });
  test('notAuthenticated: a member on the guest-only sign-in page goes to /user', () => {
    expect(guardRedirect('/dang-nhap', true)).toBe('/user');
    expect(guardRedirect('/dang-nhap', false)).toBeNull();
  });
  test('tracking: channel and analytics category per route', () => {
    expect(trackingFor('/')).toEqual({ channel: 'home', category: 'trang-chu' });
    expect(trackingFor('/bat-dong-san')).toEqual({ channel: 'category', category: 'bat-dong-san' });
    expect(trackingFor('/xe-co/ban-xe-12')).toEqual({ channel: 'detail', category: 'xe-co' });
    expect(trackingFor('/user/like')).toEqual({ channel: 'member', category: 'thanh-vien' });
  });
});

/** Every page and layout module under src/app, with the path it serves (groups dropped, `[x]` kept as a segment). */
function appModules(dir = 'src/app', route = ''): Array<{ file: string; path: string }> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name === 'api') return [];
      return appModules(file, /^\(.*\)$/.test(entry.name) ? route : `${route}/${entry.name}`);
    }
    return /^(page|layout)\.tsx$/.test(entry.name) ? [{ file, path: route || '/' }] : [];
  });
}

/** The modules of src/server that read the visitor's session for a page (they use the request caller). */
const SESSION_LOADERS = readdirSync('src/server', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && readFileSync(`src/server/${file}`, 'utf8').includes('requestCaller'))
  .map((file) => file.replace(/\.ts$/, '').split('/').pop() ?? file);

describe('pages shared by members and guests', () => {
  test('public pages are the same for everyone; member, guest-only, payment and statechart pages are not', () => {
    for (const path of ['/', '/xe-co', '/xe-co/honda-wave-123', '/search', '/profile/7', '/support-about/bang-gia', '/tin-tuc']) expect(isSameForEveryVisitor(path)).toBe(true);
    for (const path of ['/user', '/user/wallet', '/moderation', '/dang-nhap', '/payment', '/statecharts/auth']) expect(isSameForEveryVisitor(path)).toBe(false);
  });

  test('no page that reads the session is shared: every one is outside isSameForEveryVisitor', () => {
    expect(SESSION_LOADERS).toEqual(expect.arrayContaining(['callers', 'posting-page', 'statecharts-access']));
    const readers = appModules().filter(({ file }) => {
      const source = readFileSync(file, 'utf8');
      return /\b(requestCaller|cookies\(\)|headers\(\))/.test(source) || SESSION_LOADERS.some((loader) => loader !== 'callers' && source.includes(`/${loader}'`));
    });
    expect(readers.length).toBeGreaterThan(5);
    for (const { file, path } of readers) expect(isSameForEveryVisitor(path), file).toBe(false);
  });
});
