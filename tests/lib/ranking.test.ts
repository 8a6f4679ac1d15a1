import { describe, expect, test } from 'vitest';
import { compareRank, RANK_ORDER, rankListings, type RankKeys } from '../../src/lib/ranking';

const at = (iso: string) => new Date(iso);
const listing = (id: number, tier: number, pushed: string): RankKeys & { name: string } => ({
  id,
  tier,
  pushedAt: at(pushed),
  name: `#${id}`,
});

describe('ranking rule', () => {
  test('a higher tier ranks first, however old its push', () => {
    const superVip = listing(1, 3, '2026-01-01T00:00:00Z');
    const vip = listing(2, 2, '2026-06-01T00:00:00Z');
    const normal = listing(3, 1, '2026-11-01T00:00:00Z');
    expect(rankListings([normal, vip, superVip]).map((item) => item.name)).toEqual(['#1', '#2', '#3']);
  });

  test('within a tier, the latest push ranks first', () => {
    const older = listing(10, 2, '2026-11-01T08:00:00Z');
    const pushed = listing(4, 2, '2026-11-02T08:00:00Z');
    expect(compareRank(pushed, older)).toBeLessThan(0);
    expect(compareRank(older, pushed)).toBeGreaterThan(0);
  });

  test('same tier and push time: the higher (newer) id first; identical keys compare equal', () => {
    const a = listing(7, 1, '2026-11-02T08:00:00Z');
    const b = listing(9, 1, '2026-11-02T08:00:00Z');
    expect(rankListings([a, b]).map((item) => item.id)).toEqual([9, 7]);
    expect(compareRank(a, { ...a })).toBe(0);
  });

  test('rankListings leaves its input untouched', () => {
    const input = [listing(1, 1, '2026-01-01T00:00:00Z'), listing(2, 3, '2026-01-01T00:00:00Z')];
    rankListings(input);
    expect(input.map((item) => item.id)).toEqual([1, 2]);
  });

  test('the rule states its keys in order, all descending (what the SQL ORDER BY follows)', () => {
    expect(RANK_ORDER).toEqual([
      { key: 'tier', direction: 'desc' },
      { key: 'pushedAt', direction: 'desc' },
      { key: 'id', direction: 'desc' },
    ]);
  });
});
