import { afterEach, describe, expect, it, vi } from 'vitest';
import { favouritesStore } from '~/components/favourite/favourites-store';
import { hasSessionHint } from '~/lib/session-hint';

afterEach(() => favouritesStore.setSignedIn(false));

describe('the page-wide favourites store (one data layer for every heart)', () => {
  it('sends a member’s click at once when the data layer is in, with the opposite of what the heart shows', () => {
    favouritesStore.setSignedIn(true);
    favouritesStore.setLiked([7]);
    const send = vi.fn();
    const disconnect = favouritesStore.connect(send);
    favouritesStore.toggle(7);
    favouritesStore.toggle(8);
    expect(send.mock.calls).toEqual([
      [7, false],
      [8, true],
    ]);
    disconnect();
  });

  it('keeps a click made before the data layer arrived, shows it pending, and sends it on connect', () => {
    favouritesStore.setSignedIn(true);
    favouritesStore.toggle(3);
    expect(favouritesStore.isPending(3)).toBe(true);
    const send = vi.fn();
    favouritesStore.connect(send)();
    expect(send.mock.calls).toEqual([[3, true]]);
  });

  it('forgets the member’s hearts and queued clicks on sign-out, and tells the hearts', () => {
    favouritesStore.setSignedIn(true);
    favouritesStore.setLiked([1, 2]);
    favouritesStore.toggle(5);
    const listener = vi.fn();
    const unsubscribe = favouritesStore.subscribe(listener);
    favouritesStore.setSignedIn(false);
    expect(listener).toHaveBeenCalled();
    expect(favouritesStore.isLiked(1)).toBe(false);
    expect(favouritesStore.isPending(5)).toBe(false);
    const send = vi.fn();
    favouritesStore.connect(send)();
    expect(send).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('a disconnected sender is no longer used', () => {
    favouritesStore.setSignedIn(true);
    const send = vi.fn();
    favouritesStore.connect(send)();
    favouritesStore.toggle(9);
    expect(send).not.toHaveBeenCalled();
    expect(favouritesStore.isPending(9)).toBe(true);
  });
});

describe('the session hint', () => {
  it('is the exact cookie, wherever it sits in the header', () => {
    expect(hasSessionHint('a=1; rv_signed_in=1; b=2')).toBe(true);
    expect(hasSessionHint('rv_signed_in=1')).toBe(true);
    expect(hasSessionHint('rv_signed_in=')).toBe(false);
    expect(hasSessionHint('xrv_signed_in=1')).toBe(false);
    expect(hasSessionHint('')).toBe(false);
  });
});
