import { Effect } from 'effect';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LocationUnit } from '~/lib/contract/location';
import { LocationApi } from '~/server/upstream/location-api';
import { PriceApi } from '~/server/upstream/price-api';
import { makeUpstreamRuntime, type UpstreamRuntime } from '~/server/upstream/runtime';
import { districts, priceList, provinces } from './fixtures';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream';

let listHost: FakeUpstream;
let priceHost: FakeUpstream;
let runtime: UpstreamRuntime;

beforeAll(async () => {
  [listHost, priceHost] = await Promise.all([startFakeUpstream(), startFakeUpstream()]);
  runtime = makeUpstreamRuntime({
    listApiUrl: listHost.url,
    priceApiUrl: priceHost.url,
    locationUrl: listHost.url,
    apiUrl: listHost.url,
    commentApiUrl: listHost.url,
    ssoUrl: listHost.url,
    notificationApiUrl: listHost.url,
    timeoutMs: 5_000,
  });
});
afterEach(() => {
  listHost.reset();
  priceHost.reset();
});
afterAll(async () => {
  await runtime.dispose();
  await Promise.all([listHost.close(), priceHost.close()]);
});

describe('LocationApi', () => {
  it('keeps each location file per process when a TTL is set: one read per file, the operation named by the call', async () => {
    const kept = makeUpstreamRuntime({ listApiUrl: listHost.url, priceApiUrl: priceHost.url, locationUrl: listHost.url, apiUrl: listHost.url, commentApiUrl: listHost.url, ssoUrl: listHost.url, notificationApiUrl: listHost.url, timeoutMs: 5_000, referenceTtlMs: 60_000 });
    try {
      listHost.on('GET', '/location/tinh_tp.json', { kind: 'json', body: provinces });
      listHost.on('GET', '/location/quan-huyen/79.json', { kind: 'json', body: districts });
      const read = () => kept.runPromise(Effect.flatMap(LocationApi, (api) => Effect.all([api.provinces(), api.districts('79'), api.provinces()])));
      const [first] = await read();
      const [again, ofHcm] = await read();
      expect(again).toBe(first);
      expect(ofHcm['760']?.parent_code).toBe('79');
      expect([listHost.hits('/location/tinh_tp.json'), listHost.hits('/location/quan-huyen/79.json')]).toEqual([1, 1]);
      // A file that is missing is an error every time it is asked for, never kept.
      listHost.on('GET', '/location/quan-huyen/01.json', { kind: 'json', status: 404, body: {} });
      for (let attempt = 0; attempt < 2; attempt++) {
        const error = await kept.runPromise(Effect.flip(Effect.flatMap(LocationApi, (api) => api.districts('01'))));
        expect(error).toMatchObject({ host: 'location', operation: 'districts' });
      }
      expect(listHost.hits('/location/quan-huyen/01.json')).toBe(2);
    } finally {
      await kept.dispose();
    }
  });

  it('loads provinces and the districts of a province', async () => {
    listHost.on('GET', '/location/tinh_tp.json', { kind: 'json', body: provinces });
    listHost.on('GET', '/location/quan-huyen/79.json', { kind: 'json', body: districts });
    const [all, ofHcm] = await runtime.runPromise(
      Effect.flatMap(LocationApi, (api) => Effect.all([api.provinces(), api.districts('79')])),
    );
    expect(all['79']).toBeInstanceOf(LocationUnit);
    expect(all['79']?.name_with_type).toBe('Thành phố Hồ Chí Minh');
    expect(ofHcm['760']?.parent_code).toBe('79');
  });

  it('loads the wards of a district from /location/xa-phuong/{code}.json', async () => {
    listHost.on('GET', '/location/xa-phuong/760.json', { kind: 'json', body: {} });
    const wards = await runtime.runPromise(Effect.flatMap(LocationApi, (api) => api.wards('760')));
    expect(wards).toEqual({});
    expect(listHost.hits('/location/xa-phuong/760.json')).toBe(1);
  });

  const invalid: ReadonlyArray<readonly ['districts' | 'wards', string]> = [
    ['districts', '../etc'],
    ['districts', '7'],
    ['districts', '079'],
    ['districts', '79?x=1'],
    ['districts', '79\n'],
    ['wards', '../etc/passwd'],
    ['wards', '76'],
    ['wards', '%2e%2e'],
  ];
  for (const [method, code] of invalid) {
    it(`${method}(${JSON.stringify(code)}) fails with UpstreamInvalidInput and sends nothing`, async () => {
      const error = await runtime.runPromise(Effect.flip(Effect.flatMap(LocationApi, (api) => api[method](code))));
      expect(error).toMatchObject({ _tag: 'UpstreamInvalidInput', host: 'location', operation: method });
      expect(listHost.requests).toHaveLength(0);
    });
  }

  it('maps a missing file to UpstreamHttpError 404 without retrying', async () => {
    const error = await runtime.runPromise(Effect.flip(Effect.flatMap(LocationApi, (api) => api.districts('99'))));
    expect(error).toMatchObject({ _tag: 'UpstreamHttpError', status: 404 });
    expect(listHost.hits('/location/quan-huyen/99.json')).toBe(1);
  });
});

describe('PriceApi', () => {
  it('reads the price list from the price host, not the list host', async () => {
    priceHost.on('GET', '/api/list/list-price', { kind: 'json', body: priceList });
    const prices = await runtime.runPromise(Effect.flatMap(PriceApi, (api) => api.listPrice()));
    expect(prices['add-on'][0]?.label).toBe('Nhãn HOT');
    expect(prices['rao-vat']).toHaveLength(1);
    expect(priceHost.hits('/api/list/list-price')).toBe(1);
    expect(listHost.requests).toHaveLength(0);
  });

  it('treats a missing price group as a contract violation', async () => {
    const { media: _omitted, ...groups } = priceList.data;
    priceHost.on('GET', '/api/list/list-price', { kind: 'json', body: { status: 200, data: groups } });
    const error = await runtime.runPromise(Effect.flip(Effect.flatMap(PriceApi, (api) => api.listPrice())));
    expect(error).toMatchObject({ _tag: 'UpstreamContractViolation', reason: 'SchemaMismatch', host: 'price' });
  });
});
