/**
 * The public read routers over the real backend (issue #19, point 5), below the browser: catalog,
 * browse, listing blocks, profile, news, sitemap and support. Each answers what the database holds,
 * projected for the page: live listings only, filters applied, hidden categories out of menus,
 * a missing member as null, and the price board in its groups. Out-of-range input never reaches
 * the backend.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { newsItems, priceItems } from '../../src/backend/db/schema';
import { priceItemRows } from '../../src/backend/db/seed/catalog';
import { memberWithToken, type TestMember } from '../helpers/backend';
import { DAY_MS, insertBasics, insertListing } from '../helpers/fixtures';
import { insertCatalog } from '../helpers/payments';
import { routersOverFreshDatabase, type RouterHarness } from '../helpers/router';
import { invalidInput, refusal } from './router-refusal';

let handle: DatabaseHandle;
let harness: RouterHarness;
let sellerId: number;
let other: TestMember;
const ids: Record<'house' | 'flat' | 'vision' | 'pending' | 'expired' | 'rice' | 'wave', number> = { house: 0, flat: 0, vision: 0, pending: 0, expired: 0, rice: 0, wave: 0 };

beforeAll(async () => {
  ({ handle, harness } = await routersOverFreshDatabase('/tmp/raovat-public-routers-media'));
  ({ sellerId } = await insertBasics(handle.db));
  other = await memberWithToken(handle.db, { phone: '0900000701', fullName: 'Lê Văn Cường' });
  ids.house = (await insertListing(handle.db, sellerId, { title: 'Bán nhà phố Quận 7 sổ hồng riêng', pushedDaysAgo: 1 })).id;
  // In Thủ Đức (old district 769): since issue #35 a place named in the query filters by location.
  ids.flat = (await insertListing(handle.db, sellerId, { title: 'Bán căn hộ Thủ Đức 2 phòng ngủ', price: 2.1, bedrooms: 2, pushedDaysAgo: 2, districtCode: '769' })).id;
  ids.vision = (
    await insertListing(handle.db, sellerId, {
      title: 'Honda Vision 2022 chính chủ',
      categoryId: 2,
      price: 28,
      priceUnit: 2,
      pushedDaysAgo: 3,
      vehicle: { brand: 'Honda', model: 'Vision', year: 2022, km: 8_000, fuel: 1, gearbox: 1 },
    })
  ).id;
  ids.pending = (await insertListing(handle.db, sellerId, { title: 'Bán đất nền chờ duyệt', status: 10 })).id;
  ids.expired = (await insertListing(handle.db, sellerId, { title: 'Bán nhà cũ đã hết hạn', endsInDays: -1 })).id;
  ids.rice = (await insertListing(handle.db, sellerId, { title: 'Gạo ST25 túi 5kg', categoryId: 7, price: 150, priceUnit: 1 })).id;
  ids.wave = (await insertListing(handle.db, other.id, { title: 'Bán xe Wave Alpha', categoryId: 2, postType: 2, price: 9, priceUnit: 2, pushedDaysAgo: 4 })).id;
  await handle.db.insert(newsItems).values([
    { title: 'Giá nhà TP.HCM tăng nhẹ', summary: 'Thị trường căn hộ sôi động trở lại.', imagePath: 'news/gia-nha.jpg', link: 'https://tuoitre.vn/gia-nha.htm', publishedAt: new Date(Date.now() - 3 * DAY_MS) },
    { title: 'Xe máy điện bán chạy', summary: 'Người mua chuộng xe điện.', imagePath: null, link: 'https://tuoitre.vn/xe-dien.htm', publishedAt: new Date(Date.now() - DAY_MS) },
    { title: 'Tin cũ', summary: 'Tin đăng từ tuần trước.', imagePath: null, link: 'https://tuoitre.vn/tin-cu.htm', publishedAt: new Date(Date.now() - 7 * DAY_MS) },
  ]);
  await insertCatalog(handle.db);
  await handle.db.insert(priceItems).values(priceItemRows(new Date()));
});

afterAll(() => harness.close());

const guest = () => harness.callerOf();
const media = (width: 360 | 720, path: string) => `${harness.base}/media/${width}/${path}`;

describe('catalog router', () => {
  test('the menu lists the categories in order without the hidden nhu-yeu-pham; browse.categories keeps it', async () => {
    expect(await guest().catalog.menu()).toEqual([
      { id: 1, slug: 'bat-dong-san', name: 'Bất động sản' },
      { id: 2, slug: 'xe-co', name: 'Xe cộ' },
    ]);
    expect(await guest().browse.categories()).toEqual([
      { id: 1, slug: 'bat-dong-san', name: 'Bất động sản' },
      { id: 2, slug: 'xe-co', name: 'Xe cộ' },
      { id: 7, slug: 'nhu-yeu-pham', name: 'Nhu yếu phẩm' },
    ]);
  });
});

describe('browse router', () => {
  test('a category lists its live listings only (not pending, not expired), best ranked first, as cards with a count', async () => {
    const page = await guest().browse.list({ cat: 'bat-dong-san' });
    expect(page).toMatchObject({ page: 1, num: 20, hasMore: false, nextCursor: null, total: 2, totalCapped: false, totalText: '2 tin', wordMatch: null });
    expect(page.items.map((card) => card.id)).toEqual([ids.house, ids.flat]);
    expect(page.items[0]).toMatchObject({
      href: `/bat-dong-san/ban-nha-pho-quan-7-so-hong-rieng-${ids.house}`,
      title: 'Bán nhà phố Quận 7 sổ hồng riêng',
      thumbUrl: media(360, 'seed/listing/test.jpg'),
      thumbUrlLarge: media(720, 'seed/listing/test.jpg'),
      postingForm: 'Cần bán',
      contactName: 'Chị Bình',
      isActive: true,
      priceText: '3,5 tỷ',
      tier: 1,
      categoryName: 'Bất động sản',
      realEstate: { area: 72.5, bedrooms: 3, bathrooms: 2, verified: false },
      vehicle: [],
    });
  });

  test('filters narrow the list: words, price, bedrooms; a vehicle card says its year, km and fuel', async () => {
    const titles = async (filters: Parameters<ReturnType<typeof guest>['browse']['list']>[0]) => (await guest().browse.list(filters)).items.map((card) => card.title);
    const search = await guest().browse.list({ q: 'thu duc' });
    // The whole query names a place (issue #35): no words are left to match, the place filters.
    expect(search).toMatchObject({ total: 1, totalText: '1 tin', wordMatch: null, place: { name: 'Thủ Đức', text: '' }, corrected: null });
    expect(search.items.map((card) => card.title)).toEqual(['Bán căn hộ Thủ Đức 2 phòng ngủ']);
    expect(await titles({ cat: 'bat-dong-san', priceMax: 3e9 })).toEqual(['Bán căn hộ Thủ Đức 2 phòng ngủ']);
    expect(await titles({ cat: 'bat-dong-san', bedrooms: 3 })).toEqual(['Bán nhà phố Quận 7 sổ hồng riêng']);
    const [vision] = (await guest().browse.list({ cat: 'xe-co', brand: 'Honda' })).items;
    expect(vision).toMatchObject({ id: ids.vision, priceText: '28 triệu', realEstate: null, vehicle: ['2022', '8.000 km', 'Xăng'] });
  });

  test('paging: one card a page says there is more and hands a cursor that continues where it stopped', async () => {
    const first = await guest().browse.list({ num: 1 });
    // The VIP listing ranks first across categories; the hidden category is not browsed.
    expect(first).toMatchObject({ page: 1, num: 1, hasMore: true, total: 4, totalText: '4 tin' });
    expect(first.items.map((card) => card.id)).toEqual([ids.wave]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const next = await guest().browse.list({ num: 1, cursor: first.nextCursor ?? undefined });
    expect(next.items.map((card) => card.id)).toEqual([ids.house]);
  });

  test('suggestions come from live titles, matched without diacritics', async () => {
    const keys = (await guest().browse.suggest({ key: 'hon' })).map((tag) => tag.key);
    expect(keys).toEqual(expect.arrayContaining(['honda', 'honda vision', 'hồng', 'hồng riêng']));
    expect(await guest().browse.suggest({ key: 'honda v', limit: 1 })).toEqual([{ key: 'honda vision', count: 1, capped: false, place: null }]);
    expect(await guest().browse.suggest({ key: 'zzz' })).toEqual([]);
  });

  test('provinces are the 34 of 2025 with the old ones merged into them; a province lists its wards by name', async () => {
    const provinces = await guest().browse.provinces();
    expect(provinces).toHaveLength(34);
    expect(provinces[0]).toEqual({ code: '01', name: 'Hà Nội', fullName: 'Thành phố Hà Nội', formerNames: [] });
    expect(provinces.find((province) => province.code === '79')).toEqual({
      code: '79',
      name: 'Hồ Chí Minh',
      fullName: 'Thành phố Hồ Chí Minh',
      formerNames: ['Bà Rịa - Vũng Tàu', 'Bình Dương'],
    });
    // The old data spells 'Thanh Hóa', 'Khánh Hòa': the province itself is not one of its former names (issue #35 §4).
    expect(provinces.find((province) => province.code === '38')?.formerNames).toEqual([]);
    expect(provinces.find((province) => province.code === '56')?.formerNames).toEqual(['Ninh Thuận']);
    const wards = await guest().browse.wards({ province: '79' });
    expect(wards.length).toBe(168);
    expect(wards.slice(0, 2)).toEqual([
      { code: '26732', name: 'Đặc khu Côn Đảo' },
      { code: '27316', name: 'Phường An Đông' },
    ]);
  });

  test('out-of-range filters are refused before the backend is asked', async () => {
    expect(await refusal(guest().browse.list({ page: 0 }))).toEqual(invalidInput('page'));
    expect(await refusal(guest().browse.list({ num: 41 }))).toEqual(invalidInput('num'));
    expect(await refusal(guest().browse.list({ cat: 'Bất động sản' }))).toEqual(invalidInput('cat'));
    expect(await refusal(guest().browse.suggest({ key: 'x'.repeat(101) }))).toEqual(invalidInput('key'));
    expect(await refusal(guest().browse.wards({ province: '7' }))).toEqual(invalidInput('province'));
  });
});

describe('browse page router (a filter change in the browser)', () => {
  test('a category page with its filters: the category, the narrowed cards, the location options and no notice', async () => {
    const page = await guest().browsePage.read({ context: 'category', slug: 'bat-dong-san', query: 'price_max=3000000000&province=79' });
    expect(page).toMatchObject({
      context: 'category',
      basePath: '/bat-dong-san',
      category: { slug: 'bat-dong-san', name: 'Bất động sản' },
      filters: { province: '79', priceMax: 3e9, page: 1 },
      notices: [],
      error: null,
    });
    expect(page?.result?.items.map((card) => card.title)).toEqual(['Bán căn hộ Thủ Đức 2 phòng ngủ']);
    expect(page?.provinces).toHaveLength(34);
    expect(page?.wards).toHaveLength(168);
    expect(page?.menuCategories.map((category) => category.slug)).not.toContain('nhu-yeu-pham');
  });

  test('what the URL got wrong is said, as on the server-rendered page; a category that does not exist is null', async () => {
    const page = await guest().browsePage.read({ context: 'search', slug: null, query: 'q=thu+duc&cat=khong-co&province=99' });
    expect(page?.filters).toMatchObject({ q: 'thu duc', cat: undefined, province: undefined });
    expect(page?.notices).toEqual([
      'Không tìm thấy danh mục đã chọn nên đang tìm trong tất cả danh mục.',
      'Không tìm thấy tỉnh/thành đã chọn nên bộ lọc này đã được bỏ qua.',
    ]);
    expect(page?.result?.items.map((card) => card.title)).toEqual(['Bán căn hộ Thủ Đức 2 phòng ngủ']);
    expect(await guest().browsePage.read({ context: 'category', slug: 'khong-co', query: '' })).toBeNull();
    expect(await guest().browsePage.read({ context: 'search', slug: 'bat-dong-san', query: '' })).toBeNull();
  });

  test('a query longer than a URL, or a slug that is no slug, is refused before the backend is asked', async () => {
    expect(await refusal(guest().browsePage.read({ context: 'search', slug: null, query: 'q='.padEnd(2_001, 'x') }))).toEqual(invalidInput('query'));
    expect(await refusal(guest().browsePage.read({ context: 'category', slug: '../user', query: '' }))).toEqual(invalidInput('slug'));
  });
});

describe('listing router', () => {
  test('each home block holds its listings: hot the VIP one, newest every live one, necessities the hidden category', async () => {
    const block = async (name: 'vedette' | 'hot' | 'newest' | 'necessities') => (await guest().listing.block({ block: name })).items.map((card) => card.id);
    expect(await block('vedette')).toEqual([]);
    expect(await block('hot')).toEqual([ids.wave]);
    expect(await block('newest')).toEqual([ids.house, ids.flat, ids.vision, ids.wave]);
    expect(await block('necessities')).toEqual([ids.rice]);
    expect(await guest().listing.block({ block: 'newest', num: 2 })).toMatchObject({ page: 1, hasMore: true });
    expect(await refusal(guest().listing.block({ block: 'newest', num: 41 }))).toEqual(invalidInput('num'));
  });
});

describe('profile router', () => {
  test('a member’s public profile counts their live listings outside hidden categories; an unknown member is null', async () => {
    expect(await guest().profile.byId({ id: sellerId })).toEqual({
      id: sellerId,
      fullName: 'Trần Thị Bình',
      avatarUrl: '/images/avatar-girl.svg',
      hasOwnAvatar: false,
      gender: 2,
      memberSince: expect.any(Date),
      activeListings: 3,
      verifiedListings: 0,
    });
    expect(await guest().profile.byId({ id: 999_999 })).toBeNull();
    expect(await refusal(guest().profile.byId({ id: 0 }))).toEqual(invalidInput('id'));
  });

  test('a member’s listings are theirs only', async () => {
    const own = await guest().profile.listings({ id: sellerId });
    expect(own).toMatchObject({ page: 1, hasMore: false });
    expect(own.items.map((card) => card.id)).toEqual([ids.house, ids.flat, ids.vision]);
    expect((await guest().profile.listings({ id: other.id })).items.map((card) => card.title)).toEqual(['Bán xe Wave Alpha']);
    expect(await refusal(guest().profile.listings({ id: sellerId, page: 1001 }))).toEqual(invalidInput('page'));
  });
});

describe('news router', () => {
  test('the latest news first, with the media host’s image URL when there is an image', async () => {
    expect(await guest().news.latest({ num: 2 })).toEqual([
      { id: 2, title: 'Xe máy điện bán chạy', summary: 'Người mua chuộng xe điện.', imageUrl: null, link: 'https://tuoitre.vn/xe-dien.htm', publishedAt: expect.any(Date) },
      {
        id: 1,
        title: 'Giá nhà TP.HCM tăng nhẹ',
        summary: 'Thị trường căn hộ sôi động trở lại.',
        imageUrl: media(360, 'news/gia-nha.jpg'),
        link: 'https://tuoitre.vn/gia-nha.htm',
        publishedAt: expect.any(Date),
      },
    ]);
    expect((await guest().news.latest({})).map((item) => item.title)).toEqual(['Xe máy điện bán chạy', 'Giá nhà TP.HCM tăng nhẹ', 'Tin cũ']);
    expect(await refusal(guest().news.latest({ num: 21 }))).toEqual(invalidInput('num'));
  });
});

describe('sitemap router', () => {
  test('one chunk holds every live listing by id as site paths; pending and expired ones are left out', async () => {
    expect(await guest().sitemap.chunks()).toEqual([1]);
    const entries = await guest().sitemap.listings({ chunk: 1 });
    expect(entries.map((entry) => entry.path)).toEqual([
      `/bat-dong-san/ban-nha-pho-quan-7-so-hong-rieng-${ids.house}`,
      `/bat-dong-san/ban-can-ho-thu-duc-2-phong-ngu-${ids.flat}`,
      `/xe-co/honda-vision-2022-chinh-chu-${ids.vision}`,
      `/nhu-yeu-pham/gao-st25-tui-5kg-${ids.rice}`,
      `/xe-co/ban-xe-wave-alpha-${ids.wave}`,
    ]);
    expect(entries.every((entry) => new Date(entry.lastmod).toISOString() === entry.lastmod)).toBe(true);
    expect(await guest().sitemap.listings({ chunk: 2 })).toEqual([]);
    expect(await refusal(guest().sitemap.listings({ chunk: 0 }))).toEqual(invalidInput('chunk'));
  });
});

describe('support router', () => {
  test('the price board shows the price list in reading order, the point packs and the service packages', async () => {
    const board = await guest().support.priceBoard();
    expect(board.prices?.map((group) => [group.key, group.title, group.items.length])).toEqual([
      ['rao-vat', 'Đăng tin rao vặt', 4],
      ['day-tin-rao-vat', 'Đẩy tin', 4],
      ['add-on', 'Nhãn cho tin đăng', 3],
      ['tto-display', 'Hiển thị trên báo Tuổi Trẻ', 2],
      ['media', 'Video và ảnh 360°', 2],
      ['other', 'Dịch vụ khác', 3],
    ]);
    expect(board.prices?.[0]?.items[0]).toEqual({ id: 1, name: 'Tin thường', option: '14 ngày', points: 5, startsAt: null, endsAt: null });
    expect(board.prices?.[5]?.items[2]).toMatchObject({ name: 'Ưu đãi: đăng tin trang chủ giảm 20%', points: 20, startsAt: expect.any(Date), endsAt: expect.any(Date) });
    expect(board.pointPacks?.[1]).toEqual({ id: 2, name: 'Gói 105 điểm', priceText: '100.000 đ', points: 105, bonus: 0, extra: 5, validityDays: 180 });
    expect(board.packages?.map((pkg) => [pkg.name, pkg.tierLabel, pkg.points])).toEqual([
      ['Gói Cơ bản 10 tin', 'thường', 48],
      ['Gói Cơ bản tự động 20 tin', 'thường', 152],
      ['Gói VIP 10 tin', 'VIP', 108],
      ['Gói VIP tự động 20 tin', 'VIP', 270],
      ['Gói Siêu VIP 5 tin', 'siêu VIP', 72],
      ['Gói Siêu VIP tự động 10 tin', 'siêu VIP', 170],
    ]);
  });
});
