/**
 * The relevance set (issue #35): queries run on a seeded database (the project's seed, fixed seed
 * and clock, plus a few listings whose words and places the cases name), each with what its top 5
 * must hold and what it must not return. Place names old and new, phrases, accent pairs, brands
 * and models, words cut short by one letter, and one-letter typos (a letter dropped, swapped or
 * wrong), which a search that found nothing corrects and says so.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { listings, members } from '../../src/backend/db/schema';
import { seedDatabase } from '../../src/backend/db/seed';
import { listArticleBlock } from '../../src/backend/services/articles';
import { ArticleListType } from '../../src/lib/contract/list';
import { toSearchText } from '../../src/lib/search-text';
import { freshPglite } from '../helpers/db';
import { insertListing } from '../helpers/fixtures';

const SEEDED = 1_500;
const NOW = new Date();
/** Results read per query: enough to see what a query must not return. */
const READ = 50;

interface Placed {
  readonly provinceCode?: string;
  readonly districtCode?: string;
  readonly unitProvinceCode?: string;
  readonly unitWardCode?: string | null;
  /** Posted with the 2025 units only (no old codes). */
  readonly newCoded?: boolean;
}

interface Fixture extends Placed {
  readonly title: string;
  readonly description?: string;
  readonly category?: number;
}

/** Quảng Nam (old 49) is today in Đà Nẵng (48); Điện Bàn is its old district 507; 20410 is the 2025 ward Hội An. */
const FIXTURES = {
  visionDienBan: { title: 'Bán xe máy Honda Vision 2021 chính chủ', category: 2, provinceCode: '49', districtCode: '507', unitProvinceCode: '48' },
  exciterHoiAn: { title: 'Cần bán xe máy Yamaha Exciter 150', category: 2, unitProvinceCode: '48', unitWardCode: '20410', newCoded: true },
  quangTrungDecoy: { title: 'Xe máy Honda Wave đường Quang Trung năm 2019', category: 2, provinceCode: '79', districtCode: '764', unitProvinceCode: '79' },
  canHoDienBan: { title: 'Căn hộ Điện Bàn view sông Thu Bồn', provinceCode: '49', districtCode: '507', unitProvinceCode: '48' },
  tableWood: { title: 'Bàn gỗ lim nguyên khối dài 2m', category: 3, description: 'Bàn ăn gia đình, gỗ tự nhiên.' },
  sellWood: { title: 'Bán gỗ thông pallet giá xưởng', category: 3, description: 'Gỗ thông nhập khẩu, số lượng lớn.' },
  landBinhDuong: { title: 'Đất nền Dĩ An 100m2 sổ riêng', provinceCode: '74', districtCode: '724', unitProvinceCode: '79' },
  goldLeaf: { title: 'Nhẫn dát vàng thủ công tinh xảo', category: 3, description: 'Nhẫn bạc dát vàng 24k.' },
  goldLand: { title: 'Đất vàng mặt tiền quốc lộ 13', provinceCode: '79', districtCode: '762', unitProvinceCode: '79' },
  guitar: { title: 'Đàn guitar Yamaha C40 mới', category: 3, description: 'Đàn guitar classic cho người mới tập.' },
  organ: { title: 'Guitar điện tử và đàn organ Casio', category: 3, description: 'Bộ nhạc cụ điện tử cũ.' },
  speakerTitle: { title: 'Loa kéo Acnos karaoke bass 40', category: 3, description: 'Loa còn mới, tặng micro.' },
  speakerBody: { title: 'Thanh lý dàn âm thanh gia đình', category: 3, description: 'Gồm amply và loa kéo Acnos cũ.' },
  iphone14: { title: 'iPhone 14 Pro Max 256GB như mới', category: 3 },
  iphoneCase: { title: 'Ốp lưng iPhone 14 Pro chống sốc', category: 3 },
} satisfies Record<string, Fixture>;

type FixtureKey = keyof typeof FIXTURES;

interface Row {
  readonly id: number;
  readonly title: string;
  readonly unitProvinceCode: string | null;
}

interface Case {
  readonly q: string;
  /** Listings that must be among the top 5. */
  readonly top5?: readonly FixtureKey[];
  /** Something every one of the top 5 must be. */
  readonly everyTop5?: (row: Row) => boolean;
  /** Listings, in this order, each above the next. */
  readonly order?: readonly FixtureKey[];
  /** Listings that must not be returned at all. */
  readonly absent?: readonly FixtureKey[];
  /** What no returned listing may be. */
  readonly never?: (row: Row) => boolean;
  /** The query the answer says it searched instead (list-article `corrected`); null: none. */
  readonly corrected?: string | null;
}

const outside = (province: string) => (row: Row) => row.unitProvinceCode !== province;
/** The title's words as written (lower-case, marks kept). */
const titleWords = (row: Row) => row.title.normalize('NFC').toLowerCase().split(/[^\p{L}\p{N}]+/u);
const titleHas = (word: string) => (row: Row) => titleWords(row).includes(word);
const plainTitleHas = (word: string) => (row: Row) => toSearchText(row.title).split(' ').some((titleWord) => titleWord.startsWith(word));

const CASES: readonly Case[] = [
  // Places, old and new, with and without accents.
  { q: 'xe máy quảng nam', top5: ['visionDienBan', 'exciterHoiAn'], absent: ['quangTrungDecoy'], never: outside('48') },
  { q: 'xe may quang nam', top5: ['visionDienBan', 'exciterHoiAn'], absent: ['quangTrungDecoy'], never: outside('48') },
  { q: 'Quảng Nam', top5: ['visionDienBan', 'exciterHoiAn', 'canHoDienBan'], never: outside('48') },
  { q: 'quang nam', top5: ['visionDienBan', 'exciterHoiAn', 'canHoDienBan'], never: outside('48') },
  { q: 'Điện Bàn', top5: ['visionDienBan', 'canHoDienBan'], absent: ['exciterHoiAn', 'tableWood', 'sellWood'], never: outside('48') },
  { q: 'dien ban', top5: ['visionDienBan', 'canHoDienBan'], absent: ['exciterHoiAn'], never: outside('48') },
  { q: 'Hội An', top5: ['exciterHoiAn'], absent: ['visionDienBan', 'canHoDienBan'], never: outside('48') },
  { q: 'hoi an', top5: ['exciterHoiAn'], absent: ['visionDienBan'], never: outside('48') },
  { q: 'căn hộ điện bàn', top5: ['canHoDienBan'], absent: ['visionDienBan'], never: outside('48') },
  { q: 'xe máy hội an', top5: ['exciterHoiAn'], absent: ['visionDienBan', 'quangTrungDecoy'], never: outside('48') },
  { q: 'Bình Dương', absent: ['goldLand', 'quangTrungDecoy'], never: outside('79') },
  { q: 'binh duong', absent: ['goldLand'], never: outside('79') },
  { q: 'đất nền bình dương', top5: ['landBinhDuong'], absent: ['goldLand'], never: outside('79') },
  { q: 'Dĩ An', top5: ['landBinhDuong'], absent: ['goldLand'], never: outside('79') },
  { q: 'dat nen di an', top5: ['landBinhDuong'], never: outside('79') },
  { q: 'Đà Nẵng', never: outside('48') },
  { q: 'xe máy đà nẵng', never: outside('48') },
  { q: 'Hồ Chí Minh', never: outside('79') },
  { q: 'ha noi', never: outside('01') },
  { q: 'Thủ Dầu Một', absent: ['landBinhDuong', 'goldLand'], never: outside('79') },
  // Phrases: adjacent words first, the title above the body.
  { q: 'đàn guitar', top5: ['guitar'], order: ['guitar', 'organ'] },
  { q: 'dan guitar', top5: ['guitar'], order: ['guitar', 'organ'] },
  { q: 'guitar yamaha', top5: ['guitar'] },
  { q: 'loa kéo acnos', top5: ['speakerTitle', 'speakerBody'], order: ['speakerTitle', 'speakerBody'] },
  { q: 'loa keo', top5: ['speakerTitle'], order: ['speakerTitle', 'speakerBody'] },
  { q: 'iphone 14 pro max', top5: ['iphone14'], absent: ['iphoneCase'] },
  { q: 'iphone 14 pro', top5: ['iphone14', 'iphoneCase'] },
  // Accent pairs: the marks typed count; typed without marks, both are found.
  { q: 'bàn gỗ', top5: ['tableWood'], order: ['tableWood', 'sellWood'] },
  { q: 'bán gỗ', top5: ['sellWood'], order: ['sellWood', 'tableWood'] },
  { q: 'ban go', top5: ['tableWood', 'sellWood'] },
  { q: 'bàn', everyTop5: titleHas('bàn') },
  { q: 'bán', everyTop5: titleHas('bán') },
  { q: 'dát vàng', top5: ['goldLeaf'], order: ['goldLeaf', 'goldLand'] },
  { q: 'đất vàng', top5: ['goldLand'], order: ['goldLand', 'goldLeaf'] },
  { q: 'dat vang', top5: ['goldLeaf', 'goldLand'] },
  { q: 'đất nền', everyTop5: titleHas('đất') },
  // Brands and models.
  { q: 'xe máy honda vision', top5: ['visionDienBan'] },
  { q: 'honda vision', everyTop5: plainTitleHas('vision') },
  { q: 'yamaha exciter', top5: ['exciterHoiAn'] },
  { q: 'casio', top5: ['organ'] },
  { q: 'toyota', everyTop5: plainTitleHas('toyota'), corrected: null },
  { q: 'samsung', everyTop5: plainTitleHas('samsung') },
  { q: 'iphone', everyTop5: plainTitleHas('iphone') },
  // A word short by its last letter is still found (inside words, trigram index).
  { q: 'iphon', everyTop5: plainTitleHas('iphone') },
  { q: 'excite', top5: ['exciterHoiAn'] },
  { q: 'guita', top5: ['guitar'] },
  { q: 'toyot', everyTop5: plainTitleHas('toyota') },
  // A one-letter typo finds nothing, so the unknown word is corrected (pg_trgm) and the page says so.
  { q: 'toyta', everyTop5: plainTitleHas('toyota'), corrected: 'toyota' },
  { q: 'guitra', top5: ['guitar'], corrected: 'guitar' },
  { q: 'đàn guitat', top5: ['guitar'], order: ['guitar', 'organ'], corrected: 'đàn guitar' },
  { q: 'yamaga exciter', top5: ['exciterHoiAn'], corrected: 'yamaha exciter' },
  { q: 'samsnug', everyTop5: plainTitleHas('samsung'), corrected: 'samsung' },
  { q: 'hondq điện bàn', top5: ['visionDienBan'], never: outside('48'), corrected: 'honda điện bàn' },
  { q: 'xyzzy qwerty', absent: ['guitar'], corrected: null },
];

let handle: DatabaseHandle;
let mediaDir = '';
const ids = new Map<FixtureKey, number>();
const rows = new Map<number, Row>();

beforeAll(async () => {
  handle = await freshPglite();
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'raovat-relevance-'));
  await seedDatabase(handle.db, { listings: SEEDED, mediaDir, now: NOW });
  const [seller] = await handle.db.select({ id: members.id }).from(members).limit(1);
  if (!seller) throw new Error('the seed made no member');
  for (const [key, fixture] of Object.entries(FIXTURES) as Array<[FixtureKey, Fixture]>) {
    const row = await insertListing(handle.db, seller.id, {
      title: fixture.title,
      description: fixture.description,
      categoryId: fixture.category ?? 1,
      provinceCode: fixture.provinceCode,
      districtCode: fixture.districtCode,
      unitProvinceCode: fixture.unitProvinceCode,
      unitWardCode: fixture.unitWardCode ?? null,
    });
    if (fixture.newCoded) await handle.db.update(listings).set({ provinceCode: null, districtCode: null }).where(eq(listings.id, row.id));
    ids.set(key, row.id);
  }
}, 60_000);

afterAll(async () => {
  await handle.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

async function search(q: string): Promise<{ found: Row[]; corrected: string | null }> {
  const page = await listArticleBlock(handle.db, { type: ArticleListType.browse, page: 1, num: READ, q });
  const missing = page.data.map((article) => article.id).filter((id) => !rows.has(id));
  if (missing.length > 0) {
    const found = await handle.db
      .select({ id: listings.id, title: listings.title, unitProvinceCode: listings.unitProvinceCode })
      .from(listings)
      .where(inArray(listings.id, missing));
    for (const row of found) rows.set(row.id, row);
  }
  const found = page.data.map((article) => rows.get(article.id)).filter((row): row is Row => row !== undefined);
  return { found, corrected: page.corrected };
}

const idOf = (key: FixtureKey) => ids.get(key) ?? -1;

describe('search relevance (issue #35)', () => {
  test('has 40 queries or more', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  test.each(CASES.map((item) => [item.q, item] as const))('%s', async (_q, item) => {
    const { found, corrected } = await search(item.q);
    if (item.corrected !== undefined) expect(corrected, 'the query searched instead').toBe(item.corrected);
    const top = found.slice(0, 5);
    const titles = top.map((row) => row.title);
    for (const key of item.top5 ?? []) expect(top.map((row) => row.id), `${key} in the top 5 of ${JSON.stringify(titles)}`).toContain(idOf(key));
    if (item.everyTop5) {
      expect(top.length, 'some results').toBeGreaterThan(0);
      for (const row of top) expect(item.everyTop5(row), `top 5 row "${row.title}"`).toBe(true);
    }
    const positions = (item.order ?? []).map((key) => found.findIndex((row) => row.id === idOf(key)));
    for (const [index, position] of positions.entries()) {
      expect(position, `${item.order?.[index]} returned`).toBeGreaterThanOrEqual(0);
      if (index > 0) expect(position, `${item.order?.[index - 1]} above ${item.order?.[index]}`).toBeGreaterThan(positions[index - 1] ?? -1);
    }
    for (const key of item.absent ?? []) expect(found.map((row) => row.id), `${key} not returned`).not.toContain(idOf(key));
    if (item.never) {
      const wrong = found.filter(item.never).map((row) => row.title);
      expect(wrong, 'results that must not be returned').toEqual([]);
    }
  });
});
