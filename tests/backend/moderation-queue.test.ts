/** Issue #20 point 7: the moderation queue is searched by id, title, phone, category and waiting time, oldest or newest first. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { listings, members } from '../../src/backend/db/schema';
import { vehicleColumns } from '../../src/backend/db/vehicle-columns';
import { backendApp, memberWithToken, type BackendApp, type TestMember } from '../helpers/backend';
import { freshPglite } from '../helpers/db';
import { insertBasics, insertListing } from '../helpers/fixtures';

let handle: DatabaseHandle;
let app: BackendApp;
let moderator: TestMember;
const ids: Record<string, number> = {};
const DAY_MS = 86_400_000;

beforeAll(async () => {
  handle = await freshPglite();
  const { sellerId } = await insertBasics(handle.db);
  app = await backendApp(handle.db);
  moderator = await memberWithToken(handle.db, { phone: '0900000009', role: 'moderator' });
  const [other] = await handle.db.insert(members).values({ phone: '0987654321', passwordHash: 'scrypt$x', fullName: 'Lê Văn Cường' }).returning();
  const waiting = [
    { key: 'oldHouse', title: 'Bán nhà phố 3 tầng Gò Vấp', categoryId: 1, owner: sellerId, daysAgo: 9 },
    { key: 'motorbike', title: 'Bán xe Honda Vision 2022 chính chủ', categoryId: 2, owner: other?.id ?? sellerId, daysAgo: 4 },
    { key: 'flat', title: 'Cho thuê căn hộ 2 phòng ngủ Quận 7', categoryId: 1, owner: sellerId, daysAgo: 2 },
    { key: 'car', title: 'Bán xe Toyota Vios 2019', categoryId: 2, owner: other?.id ?? sellerId, daysAgo: 0 },
  ];
  const now = Date.now();
  for (const item of waiting) {
    const row = await insertListing(handle.db, item.owner, { title: item.title, categoryId: item.categoryId, status: 10 });
    await handle.db.update(listings).set({ updatedAt: new Date(now - item.daysAgo * DAY_MS - 60_000) }).where(eq(listings.id, row.id));
    ids[item.key] = row.id;
  }
  // Live: never in the queue, whatever matches.
  ids.live = (await insertListing(handle.db, sellerId, { title: 'Bán xe Honda SH đã duyệt', categoryId: 2, status: 20 })).id;
  ids.rejected = (await insertListing(handle.db, sellerId, { title: 'Tin vi phạm', categoryId: 2, status: 40 })).id;
  await handle.db.update(listings).set(vehicleColumns({ brand: 'Toyota', model: 'Vios 1.5G', year: 2019, km: 60_000, fuel: 1, gearbox: 1 })).where(eq(listings.id, ids.car ?? 0));
});
afterAll(() => handle.close());

async function queue(query: string): Promise<{ ids: number[]; total: number }> {
  const response = await app.request(`/api/moderation/queue?${query}`, { headers: moderator.headers });
  expect(response.status, query).toBe(200);
  const body = (await response.json()) as { data: { data: Array<{ post_id: number }>; total: number } };
  return { ids: body.data.data.map((item) => item.post_id), total: body.data.total };
}

describe('moderation queue search', () => {
  test('oldest first by default, newest first on request', async () => {
    expect(await queue('')).toEqual({ ids: [ids.oldHouse, ids.motorbike, ids.flat, ids.car], total: 4 });
    expect((await queue('sort=newest')).ids).toEqual([ids.car, ids.flat, ids.motorbike, ids.oldHouse]);
  });

  test('by id or by words of the title, case-insensitive; wildcards are text', async () => {
    expect((await queue(`q=${ids.car}`)).ids).toEqual([ids.car]);
    // Digits also match titles: "2022" finds the Vision.
    expect((await queue("q=2022")).ids).toEqual([ids.motorbike]);
    expect((await queue(`q=${encodeURIComponent('bán XE')}`)).ids).toEqual([ids.motorbike, ids.car]);
    expect((await queue(`q=${encodeURIComponent('%')}`)).total).toBe(0);
  });

  test("by the poster's phone in any spelling, by category and by waiting time, combined", async () => {
    expect((await queue('phone=%2B84987654321')).ids).toEqual([ids.motorbike, ids.car]);
    expect((await queue('phone=0987%20654%20321&category=xe-co')).ids).toEqual([ids.motorbike, ids.car]);
    expect((await queue('category=bat-dong-san')).ids).toEqual([ids.oldHouse, ids.flat]);
    expect((await queue('waiting=3d')).ids).toEqual([ids.oldHouse, ids.motorbike]);
    expect((await queue('waiting=7d&category=bat-dong-san')).ids).toEqual([ids.oldHouse]);
  });

  test('an id of a listing that exists but is not waiting says its state (issue #35 §4); an unknown id or words say nothing', async () => {
    const notice = async (query: string) => {
      const response = await app.request(`/api/moderation/queue?${query}`, { headers: moderator.headers });
      const body = (await response.json()) as { data: { data: unknown[]; notice: string | null } };
      return { count: body.data.data.length, notice: body.data.notice };
    };
    expect(await notice(`q=${ids.live}`)).toEqual({ count: 0, notice: `Tin #${ids.live} không ở trạng thái chờ duyệt (đang hiển thị).` });
    expect((await notice(`q=${ids.rejected}`)).notice).toBe(`Tin #${ids.rejected} không ở trạng thái chờ duyệt (bị từ chối).`);
    expect(await notice(`q=${ids.car}`)).toEqual({ count: 1, notice: null });
    expect((await notice('q=99999999')).notice).toBeNull();
    expect((await notice('q=Vision')).notice).toBeNull();
  });

  test('a vehicle carries its facts, as the detail page has them (issue #35 §4)', async () => {
    const response = await app.request(`/api/moderation/queue?q=${ids.car}`, { headers: moderator.headers });
    const body = (await response.json()) as { data: { data: Array<{ vehicle: unknown }> } };
    expect(body.data.data[0]?.vehicle).toEqual({ brand: 'Toyota', model: 'Vios 1.5G', year: 2019, km: 60_000, fuel: 1, gearbox: 1 });
  });

  test('bad filters are a 400 with a Vietnamese message', async () => {
    for (const query of ['sort=random', 'waiting=2d', 'category=Xe%20C%E1%BB%99', `q=${'a'.repeat(101)}`]) {
      const response = await app.request(`/api/moderation/queue?${query}`, { headers: moderator.headers });
      expect(response.status, query).toBe(400);
    }
  });
});
