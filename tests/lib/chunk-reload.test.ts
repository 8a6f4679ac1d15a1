import { describe, expect, test } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, claimChunkReload, isChunkLoadFailure, type ReloadMemory } from '~/lib/chunk-reload';

function memory(initial: Record<string, string> = {}): ReloadMemory & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

describe('isChunkLoadFailure', () => {
  test('recognises webpack and turbopack chunk failures', () => {
    const named = new Error('whatever');
    named.name = 'ChunkLoadError';
    expect(isChunkLoadFailure(named)).toBe(true);
    expect(isChunkLoadFailure(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadFailure(new Error('Loading CSS chunk app-page failed'))).toBe(true);
    expect(isChunkLoadFailure(new Error('Failed to load chunk /_next/static/chunks/x.js'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('error loading dynamically imported module: /x.js'))).toBe(true);
  });

  test('ignores other errors and non-errors', () => {
    expect(isChunkLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadFailure('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadFailure(null)).toBe(false);
    expect(isChunkLoadFailure({ name: 'ChunkLoadError' })).toBe(false);
  });
});

describe('claimChunkReload (spec §8: at most once per minute per path)', () => {
  const t0 = 1_750_000_000_000;

  test('the first failure on a path may reload, and is remembered', () => {
    const store = memory();
    expect(claimChunkReload(store, '/bat-dong-san', t0)).toBe(true);
    expect(store.items.get('chunk-reload:/bat-dong-san')).toBe(String(t0));
  });

  test('a second failure within the minute does not reload', () => {
    const store = memory();
    claimChunkReload(store, '/bat-dong-san', t0);
    expect(claimChunkReload(store, '/bat-dong-san', t0 + CHUNK_RELOAD_INTERVAL_MS - 1)).toBe(false);
    // A refused claim does not extend the window.
    expect(store.items.get('chunk-reload:/bat-dong-san')).toBe(String(t0));
  });

  test('a failure a full minute later may reload again', () => {
    const store = memory();
    claimChunkReload(store, '/bat-dong-san', t0);
    expect(claimChunkReload(store, '/bat-dong-san', t0 + CHUNK_RELOAD_INTERVAL_MS)).toBe(true);
  });

  test('paths are independent', () => {
    const store = memory();
    claimChunkReload(store, '/bat-dong-san', t0);
    expect(claimChunkReload(store, '/xe-co', t0 + 1)).toBe(true);
  });

  test('an unreadable stored value does not block reloading', () => {
    expect(claimChunkReload(memory({ 'chunk-reload:/': 'garbage' }), '/', t0)).toBe(true);
  });
});
