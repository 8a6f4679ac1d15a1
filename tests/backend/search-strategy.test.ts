import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { listings } from '../../src/backend/db/schema';
import { rowsOf } from '../../src/backend/db/sql-helpers';
import { listFilters, loadCategoryRows, searchWords, type ArticleQuery, type WordMatch } from '../../src/backend/services/article-search';
import { listArticleBlock } from '../../src/backend/services/articles';
import { wordMatchFor } from '../../src/backend/services/search-page';
import {
  applyPlanHint,
  chooseStrategy,
  PROBE_ROWS,
  probeSearch,
  rarestFirst,
  type PlanHint,
  type SearchProbe,
} from '../../src/backend/services/search-strategy';
import { storedSearchText, toSearchText } from '../../src/lib/search-text';
import { freshPglite, freshPostgres, TEST_DATABASE_URL } from '../helpers/db';
import { DAY_MS, insertListing } from '../helpers/fixtures';
import { seededBackend } from '../helpers/backend';

const probe = (overrides: Partial<SearchProbe>): SearchProbe => ({ walked: PROBE_ROWS, hits: 0, indexableHits: 0, liveRows: 100_000, wordHits: [], ...overrides });
/** Hits in the probe for a word in this share of the listings. */
const share = (fraction: number) => Math.round(PROBE_ROWS * fraction);

describe('chooseStrategy', () => {
  test('a word in half the listings is walked in order: 1,001 matches after ~2,000 rows', () => {
    expect(chooseStrategy(probe({ hits: share(0.5), indexableHits: share(0.5) }), 1001, 'whole', true)).toBe('ordered');
  });

  test('a word in 1% of the listings comes from the index (1,000 matches, not a walk of 100,000)', () => {
    expect(chooseStrategy(probe({ hits: share(0.01), indexableHits: share(0.01) }), 1001, 'whole', true)).toBe('index');
    expect(chooseStrategy(probe({ hits: 0, indexableHits: 0 }), 1001, 'whole', true)).toBe('index');
  });

  test('a word in 15% of the listings is walked: 6,700 rows, cheaper than 12,900 matches at twice the cost', () => {
    expect(chooseStrategy(probe({ hits: share(0.15), indexableHits: share(0.15), liveRows: 86_000 }), 1001, 'whole', true)).toBe('ordered');
  });

  test('the rows wanted move the line: a first page of 21 is walked where the 1,001 candidates are not', () => {
    const midway = probe({ hits: share(0.03), indexableHits: share(0.03) });
    expect(chooseStrategy(midway, 1001, 'whole', true)).toBe('index');
    expect(chooseStrategy(midway, 21, 'whole', true)).toBe('ordered');
  });

  test('a trigram candidate costs more than a whole-word match: at 6% the words index is used, the trigram one is not', () => {
    const six = probe({ hits: share(0.06), indexableHits: share(0.06) });
    expect(chooseStrategy(six, 1001, 'whole', true)).toBe('index');
    expect(chooseStrategy(six, 1001, 'part', true)).toBe('ordered');
  });

  test('only the indexable words count for the trigram side: "quan 7" walks when "quan" is everywhere', () => {
    expect(chooseStrategy(probe({ hits: share(0.1), indexableHits: share(0.95) }), 1001, 'part', true)).toBe('ordered');
  });

  test('without an indexable word, or when the filters leave fewer listings than the probe read, it walks', () => {
    expect(chooseStrategy(probe({ hits: 0 }), 1001, 'part', false)).toBe('ordered');
    expect(chooseStrategy(probe({ walked: 12, hits: 0 }), 1001, 'whole', true)).toBe('ordered');
  });

  test('a walk tests the rarest word first; without per-word counts, in the order written', () => {
    expect(rarestFirst(['tu', 'lanh'], probe({ wordHits: [120, 15] }))).toEqual(['lanh', 'tu']);
    expect(rarestFirst(['nha', 'dat', 'quan', '7'], probe({ wordHits: [90, 40, 120, 40] }))).toEqual(['dat', '7', 'nha', 'quan']);
    expect(rarestFirst(['tu', 'lanh'], probe({}))).toEqual(['tu', 'lanh']);
  });

  test('an unanalysed table (no live-row estimate) counts at least the rows the probe walked', () => {
    expect(chooseStrategy(probe({ liveRows: 0, hits: PROBE_ROWS, indexableHits: PROBE_ROWS }), 1001, 'whole', true)).toBe('ordered');
  });
});

type Opener = [name: string, open: () => Promise<DatabaseHandle>];
const postgresUrl = TEST_DATABASE_URL;
const DATABASES: readonly Opener[] = [
  ['PGlite', freshPglite],
  ...(postgresUrl === undefined ? [] : [['PostgreSQL', () => freshPostgres(postgresUrl)] satisfies Opener]),
];

describe.each(DATABASES)('search strategies on one %s database', (_name, open) => {
  let handle: DatabaseHandle;
  let sellerId: number;
  let excludedId: number;

  beforeAll(async () => {
    ({ handle, sellerId } = await seededBackend({ open }));
    // Many common listings, so the probe has a full walk to read.
    const base = await insertListing(handle.db, sellerId, { title: 'Căn hộ mẫu', pushedDaysAgo: 0.5 });
    const { id: _id, ...row } = base;
    const copies = Array.from({ length: PROBE_ROWS + 60 }, (_, index) => {
      const title = `Căn hộ Quận ${(index % 12) + 1} số ${index}`;
      return {
        ...row,
        title,
        searchText: storedSearchText(toSearchText(title, index % 3 === 0 ? 'gần chợ, nhà đất' : 'view sông')),
        postType: index % 7 === 0 ? (2 as const) : (1 as const),
        pushedAt: new Date(Date.now() - (1 + (index % 40)) * DAY_MS),
        provinceCode: index % 2 === 0 ? '79' : '01',
        districtCode: index % 2 === 0 ? '778' : '001',
        priceVnd: index % 5 === 0 ? null : 1_000_000_000 + index * 10_000_000,
        transactionType: index % 5 === 0 ? 2 : 1,
        area: 40 + (index % 50),
        bedrooms: (index % 4) + 1,
        postingForm: index % 3 === 0 ? 'Cho thuê' : 'Cần bán',
      };
    });
    for (let start = 0; start < copies.length; start += 200) {
      await handle.db.insert(listings).values(copies.slice(start, start + 200));
    }
    // A few rare ones, oldest, so a walk in ranking order meets them last.
    for (const [index, title] of ['Toyota Vios 2019', 'Toyota Camry cũ', 'Bán gấp Toyota Innova'].entries()) {
      await insertListing(handle.db, sellerId, { title, categoryId: 2, pushedDaysAgo: 60 + index });
    }
    excludedId = (await insertListing(handle.db, sellerId, { title: 'Toyota Fortuner', categoryId: 2, pushedDaysAgo: 70 })).id;
    await insertListing(handle.db, sellerId, { title: 'Toyota hết hạn', categoryId: 2, endsInDays: -1 });
    await insertListing(handle.db, sellerId, { title: 'Gạo Toyota', categoryId: 7 });
    await handle.db.execute(sql`analyze listings`);
  });

  afterAll(async () => {
    await handle.close();
  });

  async function probeFor(q: string, match: WordMatch = 'whole') {
    const filters = listFilters({ type: 5, page: 1, num: 20, q }, await loadCategoryRows(handle.db), new Date()) ?? [];
    return handle.db.transaction(async (tx) => {
      await applyPlanHint(tx, 'ordered');
      return probeSearch(tx, filters, searchWords(q), match);
    });
  }

  async function matchOf(q: string) {
    const filters = listFilters({ type: 5, page: 1, num: 20, q }, await loadCategoryRows(handle.db), new Date()) ?? [];
    return handle.db.transaction(async (tx) => {
      await applyPlanHint(tx, 'index');
      return wordMatchFor(tx, filters, searchWords(q));
    });
  }

  test('the probe walks PROBE_ROWS live listings and picks the walk for a common word, the index for a rare one', async () => {
    const common = await probeFor('can ho');
    expect(common).toMatchObject({ walked: PROBE_ROWS, hits: PROBE_ROWS, indexableHits: PROBE_ROWS, wordHits: [PROBE_ROWS, PROBE_ROWS] });
    expect(common.liveRows).toBeGreaterThan(PROBE_ROWS);
    // "quan 7": all but the "Căn hộ mẫu" listing have quan, one in twelve has 7 (Quận 1–12 in turn).
    const [quan = 0, seven = 0] = (await probeFor('quan 7')).wordHits;
    expect(quan).toBe(PROBE_ROWS - 1);
    expect(seven).toBeGreaterThan(PROBE_ROWS / 20);
    expect(seven).toBeLessThan(PROBE_ROWS / 6);
    expect(chooseStrategy(common, 1001, 'whole', true)).toBe('ordered');
    const rare = await probeFor('toyota');
    expect(rare).toMatchObject({ walked: PROBE_ROWS, hits: 0, indexableHits: 0, wordHits: [0] });
    expect(chooseStrategy(rare, 1001, 'whole', true)).toBe('index');
  });

  test('in a part-word probe only the 3+ character words are indexable; the short ones must start a word', async () => {
    expect(await probeFor('can h', 'part')).toMatchObject({ walked: PROBE_ROWS, hits: PROBE_ROWS, indexableHits: PROBE_ROWS });
    expect(await probeFor('can x', 'part')).toMatchObject({ walked: PROBE_ROWS, hits: 0, indexableHits: PROBE_ROWS });
  });

  test('words match whole when some listing has them all, else as parts of words', async () => {
    expect(await matchOf('toyota')).toBe('whole');
    expect(await matchOf('can ho quan 7')).toBe('whole');
    expect(await matchOf('toyo')).toBe('part');
    // Every word exists somewhere, but never all in one listing: parts of words (which then find nothing either).
    expect(await matchOf('toyota song')).toBe('part');
  });

  const QUERIES: ReadonlyArray<Partial<ArticleQuery>> = [
    { q: 'can ho' },
    { q: 'can ho quan 1' },
    { q: 'Căn hộ QUẬN 7' },
    { q: 'nha dat', sort: 'rank' },
    { q: 'toyota' },
    { q: 'toyota', cat: 'nhu-yeu-pham' },
    { q: 'toyota', exclude: 0 },
    { q: 'can ho', province: '79', district: '778' },
    { q: 'can ho', price_min: 1_500_000_000, price_max: 2_000_000_000, sort: 'price_asc' },
    { q: 'can ho', area_min: 60, bedrooms: 3, posting_form: 'Cho thuê', sort: 'price_desc' },
    { q: 'can ho', cat: 'bat-dong-san', sort: 'newest', page: 3 },
    { q: 'can ho', member: 0, page: 2 },
    { q: 'q 7' },
    { q: 'khong co dau' },
    // Part-word searches: no listing has these whole words.
    { q: 'toyo' },
    { q: 'can h', sort: 'rank' },
    { q: 'can ho qua', province: '79', sort: 'newest' },
    { q: 'ho qua', sort: 'price_asc' },
  ];
  const PLANS: readonly PlanHint[] = ['ordered', 'index', 'planner'];

  test('every strategy gives the same page, total and cursor, for every filter and sort', async () => {
    for (const query of QUERIES) {
      const full: ArticleQuery = {
        type: 5,
        page: 1,
        num: 7,
        ...query,
        ...(query.exclude === 0 ? { exclude: excludedId } : {}),
        ...(query.member === 0 ? { member: sellerId } : {}),
      };
      const answers = [];
      for (const plan of PLANS) answers.push(await listArticleBlock(handle.db, full, undefined, { plan }));
      const chosen = await listArticleBlock(handle.db, full);
      if (query.q === 'toyota') expect(chosen.total).toBe(query.cat ? 1 : query.exclude === undefined ? 4 : 3);
      if (query.q === 'toyo') expect(chosen.total).toBe(4);
      if (query.q === 'can ho' && Object.keys(query).length === 1) expect(chosen).toMatchObject({ total: PROBE_ROWS + 61, has_more: true });
      if (query.q !== 'khong co dau') expect(chosen.data.length).toBeGreaterThan(0);
      for (const answer of [...answers.slice(1), chosen]) {
        expect({ query, ids: answer.data.map((article) => article.id), total: answer.total, next: answer.next_cursor }).toEqual({
          query,
          ids: answers[0]?.data.map((article) => article.id),
          total: answers[0]?.total,
          next: answers[0]?.next_cursor,
        });
      }
    }
  });

  test('keyset pages of a search join up under every strategy', async () => {
    for (const sort of ['relevance', 'rank', 'newest', 'price_asc'] as const) {
      const walks: number[][] = [];
      for (const plan of PLANS) {
        const seen: number[] = [];
        let cursor: string | undefined;
        for (let guard = 0; guard < 100; guard += 1) {
          const page = await listArticleBlock(handle.db, { type: 5, page: 1, num: 40, q: 'can ho quan', sort, cursor }, undefined, { plan });
          seen.push(...page.data.map((article) => article.id));
          if (page.next_cursor === null) break;
          cursor = page.next_cursor;
        }
        walks.push(seen);
      }
      expect(new Set(walks[0]).size).toBe(walks[0]?.length);
      expect(walks[1]).toEqual(walks[0]);
      expect(walks[2]).toEqual(walks[0]);
    }
  });

  test('the plan settings end with the search: later statements plan freely', async () => {
    await listArticleBlock(handle.db, { type: 5, page: 1, num: 5, q: 'toyota' });
    const settings = rowsOf(await handle.db.execute(sql`select current_setting('enable_seqscan') as seq, current_setting('enable_indexscan') as idx`));
    expect(settings[0]).toEqual({ seq: 'on', idx: 'on' });
  });
});
