import { eq } from 'drizzle-orm';
import { beforeEach, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { favourites, listings, notifications } from '../../src/backend/db/schema';
import { runPriceDropAlerts } from '../../src/backend/services/price-drop-alerts';
import { memberWithToken, seededBackendForEachTest, type TestMember } from '../helpers/backend';
import { insertListing } from '../helpers/fixtures';

let handle: DatabaseHandle;
let sellerId: number;
let alice: TestMember;

seededBackendForEachTest((seeded) => {
  ({ handle, sellerId } = seeded);
});
beforeEach(async () => {
  alice = await memberWithToken(handle.db, { phone: '0911000001', fullName: 'Alice' });
});

const setPrice = (id: number, priceVnd: number) => handle.db.update(listings).set({ priceVnd }).where(eq(listings.id, id));

test('a favourite whose price goes down is announced once; a rise only moves the reference; negotiable listings are ignored', async () => {
  const flat = await insertListing(handle.db, sellerId, { title: 'Căn hộ Quận 7', price: 3, priceUnit: 3 });
  const negotiable = await insertListing(handle.db, sellerId, { title: 'Nhà thoả thuận', transactionType: 2, price: null });
  await handle.db.insert(favourites).values([
    { memberId: alice.id, listingId: flat.id },
    { memberId: alice.id, listingId: negotiable.id },
  ]);
  expect(await runPriceDropAlerts(handle.db)).toEqual({ notified: 0 });

  await setPrice(flat.id, 2_800_000_000);
  expect(await runPriceDropAlerts(handle.db)).toEqual({ notified: 1 });
  const [notice] = await handle.db.select().from(notifications);
  expect(notice).toMatchObject({
    memberId: alice.id,
    tab: 'activities',
    title: 'Tin bạn yêu thích vừa giảm giá',
    body: '“Căn hộ Quận 7” giảm từ 3.000.000.000 đ xuống 2.800.000.000 đ.',
  });
  expect(await runPriceDropAlerts(handle.db)).toEqual({ notified: 0 });

  await setPrice(flat.id, 2_900_000_000);
  expect(await runPriceDropAlerts(handle.db)).toEqual({ notified: 0 });
  await setPrice(flat.id, 2_850_000_000);
  expect(await runPriceDropAlerts(handle.db)).toEqual({ notified: 1 });

  // An unfavourited listing is no longer watched.
  await handle.db.delete(favourites).where(eq(favourites.listingId, flat.id));
  await setPrice(flat.id, 1_000_000_000);
  expect(await runPriceDropAlerts(handle.db)).toEqual({ notified: 0 });
  expect(await handle.db.select().from(notifications)).toHaveLength(2);
});
