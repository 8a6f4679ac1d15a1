/**
 * The posting and browse routers over the real backend (issue #20), below the browser: the
 * wizard's background save and "Lưu nháp" keep one draft, carrying a vehicle's facts; the draft
 * reopens with them; the category's vehicle filters find it once it is live, its card saying them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { listings } from '../../src/backend/db/schema';
import { EMPTY_POSTING, type PostingValues } from '../../src/lib/posting-rules';
import { memberWithToken, type TestMember } from '../helpers/backend';
import { insertBasics, insertListing } from '../helpers/fixtures';
import { routersOverFreshDatabase, type RouterHarness } from '../helpers/router';

let handle: DatabaseHandle;
let harness: RouterHarness;
let member: TestMember;

beforeAll(async () => {
  ({ handle, harness } = await routersOverFreshDatabase('/tmp/raovat-posting-router-media'));
  await insertBasics(handle.db);
  member = await memberWithToken(handle.db, { phone: '0900000601', fullName: 'Người Bán Xe' });
});

afterAll(() => harness.close());

const vision: PostingValues = {
  ...EMPTY_POSTING,
  categoryId: 2,
  title: 'Bán Honda Vision 2022',
  vehicleBrand: 'honda',
  vehicleModel: 'Vision',
  vehicleYear: '2022',
  vehicleKm: '8.000',
  vehicleFuel: '1',
  vehicleGearbox: '1',
};

const ownListings = async () => handle.db.select({ id: listings.id, status: listings.status }).from(listings).where(eq(listings.memberId, member.id));

describe('posting router', () => {
  test('background saves and "Lưu nháp" keep one draft; it reopens where it was left, with its vehicle facts', async () => {
    const posting = harness.callerOf(member).posting;
    const first = await posting.autosaveDraft({ values: vision, step: 'details', postId: null, mode: 'create' });
    expect(first).toEqual({ postId: expect.any(Number), status: 60 });
    const again = await posting.autosaveDraft({ values: { ...vision, vehicleKm: '9.500' }, step: 'media', postId: first.postId, mode: 'create' });
    const manual = await posting.saveDraft({ values: { ...vision, vehicleKm: '9.500' }, step: 'media', postId: first.postId, mode: 'create' });
    expect([again.postId, manual.postId]).toEqual([first.postId, first.postId]);
    expect(await ownListings()).toEqual([{ id: first.postId, status: 60 }]);

    const reopened = await posting.editDetail({ id: first.postId });
    expect(reopened.draftStep).toBe('media');
    expect(reopened.categorySlug).toBe('xe-co');
    expect(reopened.values).toMatchObject({ vehicleBrand: 'Honda', vehicleModel: 'Vision', vehicleYear: '2022', vehicleKm: '9500', vehicleFuel: '1', vehicleGearbox: '1' });
  });

  test('a guest cannot save a draft', async () => {
    await expect(harness.callerOf().posting.autosaveDraft({ values: vision, step: 'details', postId: null, mode: 'create' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('browse router: vehicle filters', () => {
  test('brand, year, odometer, fuel and gearbox narrow the category; the card says year, km and fuel', async () => {
    await insertListing(handle.db, member.id, { title: 'Honda Vision 2022 chính chủ', categoryId: 2, price: 28, priceUnit: 2, vehicle: { brand: 'Honda', model: 'Vision', year: 2022, km: 8_000, fuel: 1, gearbox: 1 } });
    await insertListing(handle.db, member.id, { title: 'Toyota Fortuner 2019 máy dầu', categoryId: 2, price: 850, priceUnit: 2, vehicle: { brand: 'Toyota', model: 'Fortuner 2.4', year: 2019, km: 98_000, fuel: 2, gearbox: 2 } });
    const browse = harness.callerOf().browse;
    const titles = async (filters: Parameters<typeof browse.list>[0]) => (await browse.list({ cat: 'xe-co', ...filters })).items.map((card) => card.title);

    expect(await titles({ brand: 'Honda' })).toEqual(['Honda Vision 2022 chính chủ']);
    expect(await titles({ yearMin: 2020 })).toEqual(['Honda Vision 2022 chính chủ']);
    expect(await titles({ kmMax: 50_000 })).toEqual(['Honda Vision 2022 chính chủ']);
    expect(await titles({ fuel: 2 })).toEqual(['Toyota Fortuner 2019 máy dầu']);
    expect(await titles({ gearbox: 2, brand: 'Toyota' })).toEqual(['Toyota Fortuner 2019 máy dầu']);
    const [card] = (await browse.list({ cat: 'xe-co', brand: 'Toyota' })).items;
    expect(card?.vehicle).toEqual(['2019', '98.000 km', 'Dầu (diesel)']);
    // A fuel code the contract does not know never reaches the backend. The types refuse it too, so
    // it is sent the way a browser could send it: untyped.
    const unknownFuel: unknown = Reflect.apply(browse.list, undefined, [{ cat: 'xe-co', fuel: 9 }]);
    await expect(unknownFuel).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
