/**
 * The filters' reference lists (issue #41, src/server/routers/browse.ts): the provinces with their
 * former names, the wards in Vietnamese order and the category links are made once per kept upstream
 * answer, not on every page — and follow the answer as soon as it is another one.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readCategories, readProvinces, readWards } from '~/server/routers/browse';
import { createContextInner } from '~/server/trpc';
import type { UpstreamRuntime } from '~/server/upstream/runtime';
import { category, provinces } from '../upstream/fixtures';
import { startFakeUpstream, upstreamRuntimeAt, type FakeUpstream } from '../upstream/fake-upstream';

const unit = (code: string, name: string, nameWithType: string) => ({ code, name, slug: code, type: 'tinh', name_with_type: nameWithType });
const provinces2025 = { '79': unit('79', 'Hồ Chí Minh', 'Thành phố Hồ Chí Minh'), '56': unit('56', 'Khánh Hoà', 'Tỉnh Khánh Hoà') };
const oldProvinces = { ...provinces, '58': unit('58', 'Ninh Thuận', 'Tỉnh Ninh Thuận') };
const wards = { '26734': unit('26734', 'Bình Hưng', 'Xã Bình Hưng'), '26735': unit('26735', 'Ấp Bắc', 'Xã Ấp Bắc'), '26736': unit('26736', 'An Lạc', 'Phường An Lạc') };

let fake: FakeUpstream;
let kept: UpstreamRuntime;
let everyTime: UpstreamRuntime;

beforeAll(async () => {
  fake = await startFakeUpstream();
  kept = upstreamRuntimeAt(fake.url, 2_000, 60_000);
  everyTime = upstreamRuntimeAt(fake.url, 2_000);
});
afterEach(() => fake.reset());
afterAll(async () => {
  await Promise.all([kept.dispose(), everyTime.dispose()]);
  await fake.close();
});

const contextOn = (runtime: UpstreamRuntime) => createContextInner({ headers: new Headers(), upstream: { runtime, mediaBaseUrl: fake.url, apiUrl: fake.url }, session: null });

function answerLocations(provinceNames = provinces2025) {
  fake.on('GET', '/location-2025/tinh_tp.json', { kind: 'json', body: provinceNames });
  fake.on('GET', '/location/tinh_tp.json', { kind: 'json', body: oldProvinces });
  fake.on('GET', '/location-2025/xa-phuong/79.json', { kind: 'json', body: wards });
  fake.on('GET', '/api/list/list-term', { kind: 'json', body: { status: 200, data: [category] } });
}

describe('reference lists made once per kept answer', () => {
  it('two pages within the keep get the very same lists, made from one read of each file', async () => {
    answerLocations();
    const first = contextOn(kept);
    const second = contextOn(kept);
    const provincesOnce = await readProvinces(first);
    expect(provincesOnce).toEqual([
      { code: '56', name: 'Khánh Hoà', fullName: 'Tỉnh Khánh Hoà', formerNames: ['Ninh Thuận'] },
      { code: '79', name: 'Hồ Chí Minh', fullName: 'Thành phố Hồ Chí Minh', formerNames: [] },
    ]);
    expect(await readProvinces(second)).toBe(provincesOnce);
    const wardsOnce = await readWards(first, '79');
    expect(wardsOnce.map((ward) => ward.name)).toEqual(['Phường An Lạc', 'Xã Ấp Bắc', 'Xã Bình Hưng']);
    expect(await readWards(second, '79')).toBe(wardsOnce);
    const categoriesOnce = await readCategories(first);
    expect(categoriesOnce).toEqual([{ id: category.id, slug: category.slug, name: category.name }]);
    expect(await readCategories(second)).toBe(categoriesOnce);
    expect([fake.hits('/location-2025/tinh_tp.json'), fake.hits('/location/tinh_tp.json'), fake.hits('/api/list/list-term')]).toEqual([1, 1, 1]);
  });

  it('a new answer makes new lists: a renamed province shows at once when nothing is kept', async () => {
    answerLocations();
    const before = await readProvinces(contextOn(everyTime));
    answerLocations({ ...provinces2025, '79': unit('79', 'TP. Hồ Chí Minh', 'Thành phố Hồ Chí Minh') });
    const after = await readProvinces(contextOn(everyTime));
    expect(before.find((province) => province.code === '79')?.name).toBe('Hồ Chí Minh');
    expect(after.find((province) => province.code === '79')?.name).toBe('TP. Hồ Chí Minh');
  });
});
