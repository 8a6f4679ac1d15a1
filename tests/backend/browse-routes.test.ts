import { Schema } from 'effect';
import { describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { listings } from '../../src/backend/db/schema';
import { CURSOR_MESSAGE } from '../../src/backend/services/article-search';
import { ListArticleResponse } from '../../src/lib/contract/list';
import { SearchTagResponse } from '../../src/lib/contract/search';
import { compareRank } from '../../src/lib/ranking';
import { DAY_MS, insertListing } from '../helpers/fixtures';
import { seededBackendForEachTest, type BackendApp } from '../helpers/backend';

let handle: DatabaseHandle;
let app: BackendApp;
let sellerId: number;

seededBackendForEachTest((seeded) => {
  ({ handle, app, sellerId } = seeded);
});

/** The three listing tiers, to cycle through. */
const TIERS = [1, 2, 3] as const;

const post = (body: Record<string, unknown>) =>
  app.request('/api/list/list-article', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function browse(body: Record<string, unknown>) {
  const response = await post({ type: 5, page: 1, num: 40, ...body });
  expect(response.status).toBe(200);
  return Schema.decodeUnknownSync(ListArticleResponse)(await response.json()).data;
}

const titles = async (body: Record<string, unknown>) => (await browse(body)).data.map((article) => article.title);

/** Follows next_cursor from the first page to the end, `num` at a time. */
async function walkCursor(body: Record<string, unknown>, num: number): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 50; guard += 1) {
    const page = await browse({ ...body, num, ...(cursor === null ? {} : { cursor }) });
    seen.push(...page.data.map((article) => article.title));
    expect(page.has_more).toBe(page.next_cursor !== null);
    cursor = page.next_cursor;
    if (cursor === null) return seen;
  }
  throw new Error('cursor never ended');
}

async function expectBadRequest(body: Record<string, unknown>, message?: string) {
  const response = await post(body);
  expect(response.status).toBe(400);
  const json = (await response.json()) as { success: boolean; message: string };
  expect(json.success).toBe(false);
  if (message) expect(json.message).toBe(message);
  else expect(json.message).toMatch(/không hợp lệ|không tồn tại|không thuộc/);
}

describe('POST /api/list/list-article type 5 (browse)', () => {
  test('lists one category, live listings only, ranked tier, then push, then id', async () => {
    const sameTime = new Date(Date.now() - DAY_MS);
    await insertListing(handle.db, sellerId, { title: 'Thường mới', pushedDaysAgo: 0.1 });
    await insertListing(handle.db, sellerId, { title: 'VIP cũ', postType: 2, pushedDaysAgo: 5 });
    await insertListing(handle.db, sellerId, { title: 'Cùng giờ A', pushedAt: sameTime });
    await insertListing(handle.db, sellerId, { title: 'Cùng giờ B', pushedAt: sameTime });
    await insertListing(handle.db, sellerId, { title: 'Hết hạn', endsInDays: -1 });
    await insertListing(handle.db, sellerId, { title: 'Chờ duyệt', status: 10 });
    await insertListing(handle.db, sellerId, { title: 'Xe máy', categoryId: 2 });
    const page = await browse({ cat: 'bat-dong-san' });
    expect(page.data.map((article) => article.title)).toEqual(['VIP cũ', 'Thường mới', 'Cùng giờ B', 'Cùng giờ A']);
    expect(page).toMatchObject({ total: 4, total_capped: false, has_more: false, next_cursor: null });
  });

  test('the SQL order is the order of compareRank from src/lib/ranking.ts', async () => {
    const rows = [];
    for (let index = 0; index < 12; index += 1) {
      rows.push(
        await insertListing(handle.db, sellerId, { title: `Tin ${index}`, postType: TIERS[index % 3], pushedDaysAgo: index % 4 }),
      );
    }
    const expected = [...rows]
      .sort((a, b) => compareRank({ tier: a.postType, pushedAt: a.pushedAt, id: a.id }, { tier: b.postType, pushedAt: b.pushedAt, id: b.id }))
      .map((row) => row.title);
    expect(await titles({ sort: 'rank' })).toEqual(expected);
  });

  test('an unknown category is an empty list, not an error; a hidden one only when asked by name', async () => {
    await insertListing(handle.db, sellerId, { title: 'Gạo ST25', categoryId: 7 });
    await insertListing(handle.db, sellerId, { title: 'Nhà phố' });
    expect(await browse({ cat: 'khong-co' })).toMatchObject({ data: [], total: 0, has_more: false });
    expect(await titles({})).toEqual(['Nhà phố']);
    expect(await titles({ cat: 'nhu-yeu-pham' })).toEqual(['Gạo ST25']);
  });

  test('filters: province, district, price range (reversed is swapped), area, bedrooms, posting form, member, exclude', async () => {
    const small = await insertListing(handle.db, sellerId, { title: 'Căn hộ nhỏ', price: 900, priceUnit: 2, area: 35, bedrooms: 1 });
    await insertListing(handle.db, sellerId, { title: 'Nhà Hà Nội', provinceCode: '01', districtCode: '001', price: 5, priceUnit: 3, area: 120, bedrooms: 4 });
    await insertListing(handle.db, sellerId, { title: 'Nhà thuê', postingForm: 'Cho thuê', price: 15, priceUnit: 2, area: 80, bedrooms: 3 });
    await insertListing(handle.db, sellerId, { title: 'Nhà thoả thuận', price: null, priceUnit: 1, transactionType: 2, area: 60, bedrooms: 2 });

    expect(await titles({ province: '01' })).toEqual(['Nhà Hà Nội']);
    expect(await titles({ province: '79', district: '778' })).toHaveLength(3);
    expect(await titles({ price_min: 1_000_000_000 })).toEqual(['Nhà Hà Nội']);
    expect(await titles({ price_max: 1_000_000_000, sort: 'price_asc' })).toEqual(['Nhà thuê', 'Căn hộ nhỏ']);
    expect(await titles({ price_min: 1_000_000_000, price_max: 100_000_000, sort: 'price_asc' })).toEqual(['Căn hộ nhỏ']);
    expect(await titles({ area_min: 50, area_max: 100, sort: 'price_asc' })).toEqual(['Nhà thuê', 'Nhà thoả thuận']);
    expect(await titles({ bedrooms: 3, sort: 'price_asc' })).toEqual(['Nhà thuê', 'Nhà Hà Nội']);
    expect(await titles({ posting_form: 'Cho thuê' })).toEqual(['Nhà thuê']);
    expect(await titles({ member: sellerId, exclude: small.id })).not.toContain('Căn hộ nhỏ');
    expect(await titles({ member: sellerId + 1000 })).toEqual([]);
  });

  test('vehicle filters (issue #20): brand, model year from, odometer up to, fuel, gearbox; the card carries the facts', async () => {
    const vision = { brand: 'Honda', model: 'Vision', year: 2022, km: 8_000, fuel: 1, gearbox: 1 } as const;
    await insertListing(handle.db, sellerId, { title: 'Honda Vision 2022', categoryId: 2, price: 28, priceUnit: 2, vehicle: vision });
    await insertListing(handle.db, sellerId, { title: 'Yamaha Exciter 2019', categoryId: 2, price: 32, priceUnit: 2, vehicle: { ...vision, brand: 'Yamaha', model: 'Exciter', year: 2019, km: 45_000, gearbox: 3 } });
    await insertListing(handle.db, sellerId, { title: 'VinFast VF e34 2021', categoryId: 2, price: 520, priceUnit: 2, vehicle: { ...vision, brand: 'VinFast', model: 'VF e34', year: 2021, km: 30_000, fuel: 3 } });
    await insertListing(handle.db, sellerId, { title: 'Xe đạp thể thao', categoryId: 2, price: 3, priceUnit: 2 });

    const vehicles = (body: Record<string, unknown>) => titles({ cat: 'xe-co', sort: 'price_asc', ...body });
    expect(await vehicles({ brand: 'Honda' })).toEqual(['Honda Vision 2022']);
    expect(await vehicles({ year_min: 2021 })).toEqual(['Honda Vision 2022', 'VinFast VF e34 2021']);
    expect(await vehicles({ km_max: 30_000 })).toEqual(['Honda Vision 2022', 'VinFast VF e34 2021']);
    expect(await vehicles({ fuel: 3 })).toEqual(['VinFast VF e34 2021']);
    expect(await vehicles({ gearbox: 3 })).toEqual(['Yamaha Exciter 2019']);
    expect(await vehicles({ brand: 'Honda', year_min: 2023 })).toEqual([]);

    const [card] = (await browse({ cat: 'xe-co', brand: 'Honda' })).data;
    expect(card?.vehicle).toEqual(vision);
    const bike = (await browse({ cat: 'xe-co', q: 'xe dap' })).data[0];
    expect(bike?.vehicle).toBeNull();
    expect((await post({ type: 5, page: 1, num: 10, fuel: 9 })).status).toBe(400);
  });

  test('sorts: newest, price up and down (no price last in both)', async () => {
    await insertListing(handle.db, sellerId, { title: 'Đất nền giá rẻ', price: 1, priceUnit: 3, pushedDaysAgo: 3 });
    await insertListing(handle.db, sellerId, { title: 'Nhà mặt tiền', price: 9, priceUnit: 3, pushedDaysAgo: 2, postType: 3 });
    await insertListing(handle.db, sellerId, { title: 'Căn hộ thoả thuận', price: null, priceUnit: 1, transactionType: 2, pushedDaysAgo: 1 });
    await insertListing(handle.db, sellerId, { title: 'Nhà phố', price: 4, priceUnit: 3, pushedDaysAgo: 4 });
    expect(await titles({ sort: 'newest' })).toEqual(['Căn hộ thoả thuận', 'Nhà mặt tiền', 'Đất nền giá rẻ', 'Nhà phố']);
    expect(await titles({ sort: 'price_asc' })).toEqual(['Đất nền giá rẻ', 'Nhà phố', 'Nhà mặt tiền', 'Căn hộ thoả thuận']);
    expect(await titles({ sort: 'price_desc' })).toEqual(['Nhà mặt tiền', 'Nhà phố', 'Đất nền giá rẻ', 'Căn hộ thoả thuận']);
    // Relevance without a query falls back to the ranking rule.
    expect((await titles({ sort: 'relevance' }))[0]).toBe('Nhà mặt tiền');
  });

  test('relevance (the default for a search): title starting with the phrase, then the phrase anywhere, then scattered words; tier breaks ties', async () => {
    await insertListing(handle.db, sellerId, { title: 'Đất nền gần nhà thờ', postType: 3 });
    await insertListing(handle.db, sellerId, { title: 'Bán gấp nhà đất mặt tiền', postType: 2 });
    await insertListing(handle.db, sellerId, { title: 'Nhà đất chính chủ', pushedDaysAgo: 3 });
    await insertListing(handle.db, sellerId, { title: 'Nhà đất hẻm xe hơi', pushedDaysAgo: 1 });
    await insertListing(handle.db, sellerId, { title: 'Xe máy cũ', categoryId: 2 });
    const expected = ['Nhà đất hẻm xe hơi', 'Nhà đất chính chủ', 'Bán gấp nhà đất mặt tiền', 'Đất nền gần nhà thờ'];
    expect(await titles({ q: 'nha dat' })).toEqual(expected);
    expect(await titles({ q: 'nha dat', sort: 'relevance' })).toEqual(expected);
    expect(await titles({ q: 'nha dat', sort: 'rank' })).toEqual(['Đất nền gần nhà thờ', 'Bán gấp nhà đất mặt tiền', 'Nhà đất hẻm xe hơi', 'Nhà đất chính chủ']);
  });

  test('keyset pages, in every sort, join up to the whole ordered list without gaps or repeats', async () => {
    const sameTime = new Date(Date.now() - 2 * DAY_MS);
    for (let index = 0; index < 23; index += 1) {
      await insertListing(handle.db, sellerId, {
        title: `Nhà đất số ${index}`,
        postType: TIERS[index % 3],
        pushedAt: index % 5 === 0 ? sameTime : new Date(Date.now() - (index % 7) * DAY_MS),
        price: index % 4 === 0 ? null : (index % 6) + 1,
        transactionType: index % 4 === 0 ? 2 : 1,
        priceUnit: 3,
        description: index % 2 === 0 ? 'nhà đất chính chủ' : 'căn góc',
      });
    }
    for (const sort of ['rank', 'newest', 'price_asc', 'price_desc', 'relevance'] as const) {
      const body = { sort, q: sort === 'relevance' ? 'nha dat' : undefined };
      const all = await titles(body);
      expect(all).toHaveLength(23);
      expect(await walkCursor(body, 5)).toEqual(all);
      // Offset pages agree with the cursor pages.
      expect((await browse({ ...body, num: 5, page: 3 })).data.map((article) => article.title)).toEqual(all.slice(10, 15));
    }
  });

  test('search is diacritic- and case-insensitive, đ = d, and every word must match', async () => {
    await insertListing(handle.db, sellerId, { title: 'Nhà đất Quận 7 sổ hồng' });
    // In Thủ Đức: since issue #35 a place named in the query filters by location.
    await insertListing(handle.db, sellerId, { title: 'Đất nền Thủ Đức', districtCode: '769' });
    await insertListing(handle.db, sellerId, { title: 'Căn hộ Quận 2', description: 'Gần nhà đất thổ cư' });
    await insertListing(handle.db, sellerId, { title: 'Nhà phố năm 2017' });
    expect(await titles({ q: 'nha dat quan 7' })).toEqual(['Nhà đất Quận 7 sổ hồng']);
    expect(await titles({ q: 'NHÀ ĐẤT quận 7' })).toEqual(['Nhà đất Quận 7 sổ hồng']);
    expect((await titles({ q: 'dat' })).sort()).toEqual(['Căn hộ Quận 2', 'Nhà đất Quận 7 sổ hồng', 'Đất nền Thủ Đức'].sort());
    expect(await titles({ q: 'thu duc' })).toEqual(['Đất nền Thủ Đức']);
    // Whole words: "7" is Quận 7, not 2017.
    expect(await titles({ q: 'nha 7' })).toEqual(['Nhà đất Quận 7 sổ hồng']);
    expect(await titles({ q: 'nha dat xe may' })).toEqual([]);
    expect(await titles({ q: '  !!! ' })).toHaveLength(4);
  });

  test('words match whole words first, and parts of words only when no listing has them whole', async () => {
    await insertListing(handle.db, sellerId, { title: 'Bán gấp xe máy Vision' });
    await insertListing(handle.db, sellerId, { title: 'Xe không ngập nước, bán nhanh' });
    await insertListing(handle.db, sellerId, { title: 'iPhone 15 Pro Max' });
    // "gap" is the word gấp, not a piece of ngập.
    expect(await titles({ q: 'ban gap' })).toEqual(['Bán gấp xe máy Vision']);
    // "iphon" is no listing's word, and no listing has all of gap, xe and nhanh: parts of words then.
    expect(await titles({ q: 'iphon' })).toEqual(['iPhone 15 Pro Max']);
    expect(await titles({ q: 'gap xe nhanh' })).toEqual(['Xe không ngập nước, bán nhanh']);
    expect(await titles({ q: 'xyz' })).toEqual([]);
    // The answer says which, so the page can tell the visitor.
    expect((await browse({ q: 'ban gap' })).word_match).toBe('whole');
    expect((await browse({ q: 'iphon' })).word_match).toBe('part');
    expect((await browse({})).word_match).toBeNull();
  });

  test('total is counted up to 1000; beyond it total_capped says "1000+"; relevance ranks those 1000', async () => {
    const base = await insertListing(handle.db, sellerId, { title: 'Tin mẫu' });
    const { id: _id, ...row } = base;
    const copies = Array.from({ length: 1004 }, (_, index) => ({ ...row, title: `Tin mẫu ${index}`, searchText: ` tin mau ${index} ` }));
    for (let start = 0; start < copies.length; start += 250) {
      await handle.db.insert(listings).values(copies.slice(start, start + 250));
    }
    const capped = await browse({ num: 5 });
    expect(capped).toMatchObject({ total: 1000, total_capped: true, has_more: true });
    // Relevance orders the best-ranked 1,000 matches: its pages end there, as the count does.
    const lastRelevant = await browse({ num: 20, page: 50, q: 'tin mau' });
    expect(lastRelevant).toMatchObject({ has_more: false, total: 1000, total_capped: true });
    expect(lastRelevant.data).toHaveLength(20);
    expect((await browse({ num: 20, page: 51, q: 'tin mau', sort: 'newest' })).data).toHaveLength(5);
    // Whole words: "99" is Tin mẫu 99, not 990–999.
    const exact = await browse({ num: 5, q: 'tin mau 99' });
    expect(exact.total).toBe(1);
    expect(exact.total_capped).toBe(false);
  });

  test('bad input is a 400 with a Vietnamese message, never a 500', async () => {
    await insertListing(handle.db, sellerId, { title: 'Nhà phố' });
    await expectBadRequest({ type: 5, page: 1, num: 10, price_min: -5 });
    await expectBadRequest({ type: 5, page: 0, num: 10 });
    await expectBadRequest({ type: 5, page: 1, num: 500 });
    await expectBadRequest({ type: 6, page: 1, num: 10 });
    await expectBadRequest({ type: 5, page: 1, num: 10, sort: 'cheapest' });
    await expectBadRequest({ type: 5, page: 1, num: 10, cat: '../../etc' });
    await expectBadRequest({ type: 5, page: 1, num: 10, province: '999' });
    await expectBadRequest({ type: 5, page: 1, num: 10, province: '99' }, 'Tỉnh/thành phố không tồn tại.');
    await expectBadRequest({ type: 5, page: 1, num: 10, province: '01', district: '778' }, 'Quận/huyện không thuộc tỉnh/thành phố đã chọn.');
    await expectBadRequest({ type: 5, page: 1, num: 10, cursor: 'not a cursor!' }, CURSOR_MESSAGE);
    await expectBadRequest({ type: 5, page: 1, num: 10, cursor: Buffer.from('{"s":"rank","v":[1]}').toString('base64url') }, CURSOR_MESSAGE);
    await expectBadRequest({ type: 5, page: 1, num: 10, cursor: Buffer.from('[1,2,3]').toString('base64url') }, CURSOR_MESSAGE);
    // A cursor made for another sort order is refused rather than misread.
    await insertListing(handle.db, sellerId, { title: 'Nhà phố 2' });
    const first = await browse({ num: 1, sort: 'newest' });
    expect(first.next_cursor).not.toBeNull();
    await expectBadRequest({ type: 5, page: 1, num: 1, sort: 'price_asc', cursor: first.next_cursor }, CURSOR_MESSAGE);
    // Pages past the end are simply empty.
    expect(await browse({ page: 900 })).toMatchObject({ data: [], has_more: false });
  });

  test('form-encoded requests with blank optional fields are read as "not set"', async () => {
    await insertListing(handle.db, sellerId, { title: 'Nhà phố' });
    const response = await app.request('/api/list/list-article', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'type=5&page=1&num=10&q=&price_min=&province=79&sort=',
    });
    expect(response.status).toBe(200);
    const body = Schema.decodeUnknownSync(ListArticleResponse)(await response.json());
    expect(body.data.data.map((article) => article.title)).toEqual(['Nhà phố']);
  });

  test('the older block types keep their answers: no total for types 1–4', async () => {
    await insertListing(handle.db, sellerId, { title: 'VIP', postType: 2 });
    const hot = Schema.decodeUnknownSync(ListArticleResponse)(await (await post({ type: 2, page: 1, num: 10 })).json()).data;
    expect(hot).toMatchObject({ total: null, total_capped: false, has_more: false, next_cursor: null });
    expect(hot.data.map((article) => article.title)).toEqual(['VIP']);
  });
});

describe('GET /api/content/search-tag', () => {
  const suggest = async (query: string) => {
    const response = await app.request(`/api/content/search-tag?${query}`);
    expect(response.status).toBe(200);
    return Schema.decodeUnknownSync(SearchTagResponse)(await response.json()).data;
  };

  test('suggests the most used title words and phrases for an unaccented prefix', async () => {
    await insertListing(handle.db, sellerId, { title: 'Nhà đất Quận 7' });
    await insertListing(handle.db, sellerId, { title: 'Bán nhà đất Thủ Đức' });
    await insertListing(handle.db, sellerId, { title: 'Nhân viên bán hàng', categoryId: 2 });
    await insertListing(handle.db, sellerId, { title: 'Nhà đất hết hạn', endsInDays: -1 });
    const tags = await suggest(`key=${encodeURIComponent('nha d')}`);
    // The count is the search's own total (issue #35).
    expect(tags[0]).toEqual({ key: 'nhà đất', count: 2, capped: false, place: null });
    expect(tags.map((tag) => tag.key)).toContain('nhà đất quận');
    expect((await suggest('key=nha')).map((tag) => tag.key)).toContain('nhân viên');
    // A finished word (trailing space) no longer matches longer words.
    expect((await suggest(`key=${encodeURIComponent('nha ')}`)).map((tag) => tag.key)).not.toContain('nhân viên');
    expect(await suggest('key=NHA%20DAT&limit=1')).toEqual([{ key: 'nhà đất', count: 2, capped: false, place: null }]);
  });

  test('an empty or punctuation-only key gives no suggestions; bad limits are a 400', async () => {
    await insertListing(handle.db, sellerId, { title: 'Nhà đất' });
    expect(await suggest('key=')).toEqual([]);
    expect(await suggest('key=%21%21')).toEqual([]);
    expect((await app.request('/api/content/search-tag?key=nha&limit=500')).status).toBe(400);
    expect((await app.request(`/api/content/search-tag?key=${'a'.repeat(101)}`)).status).toBe(400);
  });
});
