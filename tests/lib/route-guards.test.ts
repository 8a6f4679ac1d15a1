import { describe, expect, test } from 'vitest';
import { guardRedirect, trackingFor } from '../../src/lib/route-guards';

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
