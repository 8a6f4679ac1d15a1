import { describe, expect, test } from 'vitest';
import {
  activeFilterCount,
  browseHref,
  browseIndexing,
  changeFilters,
  NOTICES,
  parseBrowseParams,
  withoutFilters,
} from '../../src/lib/browse-params';

describe('parseBrowseParams', () => {
  test('reads every filter of a real-estate category page', () => {
    const { filters, notices } = parseBrowseParams(
      {
        province: '79',
        ward: '27478',
        price_min: '1000000000',
        price_max: '2000000000',
        area_min: '50',
        area_max: '80.5',
        bedrooms: '3',
        form: 'Cần bán',
        sort: 'price_asc',
        page: '3',
        cursor: 'eyJzIjoicmFuayJ9',
        view: 'list',
        utm_source: 'zalo',
      },
      'category',
      'bat-dong-san',
    );
    expect(notices).toEqual([]);
    expect(filters).toEqual({
      q: undefined,
      cat: 'bat-dong-san',
      province: '79',
      ward: '27478',
      priceMin: 1_000_000_000,
      priceMax: 2_000_000_000,
      areaMin: 50,
      areaMax: 80.5,
      bedrooms: 3,
      form: 'Cần bán',
      sort: 'price_asc',
      page: 3,
      cursor: 'eyJzIjoicmFuayJ9',
      view: 'list',
    });
  });

  test('nonsense values are dropped with a notice each, never thrown', () => {
    const { filters, notices } = parseBrowseParams(
      { page: '-5', price_min: 'abc', price_max: '-1', province: '999', district: 'x', form: 'Bán gấp', sort: 'cheapest', bedrooms: '0' },
      'category',
      'bat-dong-san',
    );
    expect(filters).toMatchObject({ page: 1, priceMin: undefined, priceMax: undefined, province: undefined, form: undefined, sort: undefined });
    expect(notices).toEqual(
      expect.arrayContaining([NOTICES.page, NOTICES.priceMin, NOTICES.priceMax, NOTICES.province, NOTICES.district, NOTICES.form, NOTICES.sort, NOTICES.bedrooms]),
    );
  });

  test('reversed ranges are swapped with a notice; a ward needs its province', () => {
    const { filters, notices } = parseBrowseParams(
      { price_min: '900', price_max: '100', area_min: '90', area_max: '30', ward: '25747' },
      'category',
      'bat-dong-san',
    );
    expect(filters).toMatchObject({ priceMin: 100, priceMax: 900, areaMin: 30, areaMax: 90, ward: undefined });
    expect(notices).toEqual([NOTICES.wardWithoutProvince, NOTICES.priceSwapped, NOTICES.areaSwapped]);
  });

  test('2025 units: an old province in a link filters by the province it joined; districts are gone', () => {
    // 74 Bình Dương joined 79 Thành phố Hồ Chí Minh; 79 itself is a code of today and stays.
    expect(parseBrowseParams({ province: '74', district: '718' }, 'category', 'bat-dong-san')).toEqual({
      filters: expect.objectContaining({ province: '79', ward: undefined }),
      notices: [NOTICES.provinceMerged, NOTICES.district],
    });
    expect(parseBrowseParams({ province: '79', ward: '25747' }, 'category', 'bat-dong-san')).toEqual({
      filters: expect.objectContaining({ province: '79', ward: '25747' }),
      notices: [],
    });
    expect(browseHref('/bat-dong-san', { province: '79', ward: '25747', page: 1 }, 'category')).toBe('/bat-dong-san?province=79&ward=25747');
  });

  test('area and bedrooms outside real estate, relevance without a query and page-1 cursors are dropped', () => {
    const { filters, notices } = parseBrowseParams({ area_min: '30', bedrooms: '2', sort: 'relevance', cursor: 'abc' }, 'category', 'xe-co');
    expect(filters).toMatchObject({ areaMin: undefined, bedrooms: undefined, sort: undefined, cursor: undefined, page: 1 });
    expect(notices).toEqual([NOTICES.realEstateOnly, NOTICES.sort]);
  });

  test('vehicle filters on "Xe cộ": a listed brand (any case), year, odometer, fuel and gearbox; elsewhere dropped', () => {
    const { filters, notices } = parseBrowseParams({ brand: 'honda', year_min: '2020', km_max: '30000', fuel: '1', gearbox: '1' }, 'category', 'xe-co');
    expect(filters).toMatchObject({ brand: 'Honda', yearMin: 2020, kmMax: 30_000, fuel: 1, gearbox: 1 });
    expect(notices).toEqual([]);
    expect(browseHref('/xe-co', filters, 'category')).toBe('/xe-co?brand=Honda&year_min=2020&km_max=30000&fuel=1&gearbox=1');
    expect(activeFilterCount(filters)).toBe(5);
    expect(browseIndexing(filters, 'category').index).toBe(false);

    const bad = parseBrowseParams({ brand: 'Lamborghini', year_min: '1800', km_max: 'nhiều', fuel: '7', gearbox: '0' }, 'category', 'xe-co');
    expect(bad.filters).toMatchObject({ brand: undefined, yearMin: undefined, kmMax: undefined, fuel: undefined, gearbox: undefined });
    expect(bad.notices).toEqual([NOTICES.brand, NOTICES.yearMin, NOTICES.kmMax, NOTICES.fuel, NOTICES.gearbox]);

    const house = parseBrowseParams({ brand: 'Honda' }, 'category', 'bat-dong-san');
    expect(house.filters.brand).toBeUndefined();
    expect(house.notices).toEqual([NOTICES.vehicleOnly]);
  });

  test('search: q (trimmed, cut at 200), cat from the query, first of repeated values', () => {
    const long = 'nhà '.repeat(80);
    const { filters, notices } = parseBrowseParams({ q: long, cat: 'bat-dong-san', page: ['2', '9'] }, 'search');
    expect(filters.q).toHaveLength(200);
    expect(filters).toMatchObject({ cat: 'bat-dong-san', page: 2 });
    expect(notices).toEqual([NOTICES.queryTooLong]);
    expect(parseBrowseParams({ q: '   ', cat: 'Bất động sản' }, 'search')).toEqual({
      filters: expect.objectContaining({ q: undefined, cat: undefined }),
      notices: [NOTICES.category],
    });
  });
});

describe('browse URLs', () => {
  const parsed = parseBrowseParams({ view: 'list', sort: 'newest', form: 'Cho thuê', province: '79', page: '4', cursor: 'abc' }, 'category', 'bat-dong-san');

  test('one canonical parameter order, defaults left out, cat in the path on category pages', () => {
    expect(browseHref('/bat-dong-san', parsed.filters, 'category')).toBe(
      '/bat-dong-san?province=79&form=Cho+thu%C3%AA&sort=newest&page=4&cursor=abc&view=list',
    );
    expect(browseHref('/search', { q: 'nhà đất', cat: 'xe-co', page: 1 }, 'search')).toBe('/search?q=nh%C3%A0+%C4%91%E1%BA%A5t&cat=xe-co');
  });

  test('a filter change goes back to page 1 without the cursor; clearing keeps q, sort and view', () => {
    const changed = changeFilters(parsed.filters, { province: '01', ward: undefined });
    expect(changed).toMatchObject({ province: '01', page: 1, cursor: undefined, sort: 'newest' });
    expect(activeFilterCount(parsed.filters)).toBe(2);
    expect(activeFilterCount(withoutFilters(parsed.filters))).toBe(0);
    expect(browseHref('/bat-dong-san', withoutFilters(parsed.filters), 'category')).toBe('/bat-dong-san?sort=newest&view=list');
  });

  test('indexing: category alone or with a province is indexable (page kept); other filters and search are noindex', () => {
    expect(browseIndexing({ page: 3, province: '79', view: 'list' }, 'category')).toEqual({ index: true, canonicalQuery: 'province=79&page=3' });
    expect(browseIndexing(parsed.filters, 'category')).toEqual({ index: false, canonicalQuery: 'province=79' });
    expect(browseIndexing({ q: 'nha dat', page: 2, sort: 'newest' }, 'search')).toEqual({ index: false, canonicalQuery: 'q=nha+dat' });
  });
});
