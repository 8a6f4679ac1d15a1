/**
 * The e2e-only listing hooks (routes/test-hooks*.ts over services/test-fixtures.ts): the demo
 * member's fresh draft copied from their real-estate listing with its media, a pending listing
 * found and approved with its history, a live listing of a given owner, and a listing expired now.
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { listingMedia, listings, listingStatusHistory } from '../../src/backend/db/schema';
import { LISTING_STATUS } from '../../src/machines/listing-statuses';
import { backendApp, memberWithToken, type BackendApp, type TestMember } from '../helpers/backend';
import { insertMedia } from '../helpers/detail-fixtures';
import { insertBasics, insertListing } from '../helpers/fixtures';
import { freshPglite } from '../helpers/db';

let handle: DatabaseHandle;
let app: BackendApp;
let demo: TestMember;
let sellerId: number;

const post = (path: string, body: unknown = {}) => app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const dataOf = async <T>(response: Response): Promise<T> => ((await response.json()) as { data: T }).data;

describe('listing test hooks', () => {
  beforeEach(async () => {
    handle = await freshPglite();
    // The demo member first, so it is member 1 as in the seed ("another member" means not 1).
    demo = await memberWithToken(handle.db, { phone: '0900000001' });
    ({ sellerId } = await insertBasics(handle.db));
    // The seed's moderator, who approves through the lifecycle machine.
    await memberWithToken(handle.db, { phone: '0900000009' });
    app = await backendApp(handle.db, { ENABLE_TEST_HOOKS: '1' });
  });
  afterEach(() => handle.close());

  test('POST /__test/listings/draft copies the demo member real-estate listing and its media as a new draft', async () => {
    const template = await insertListing(handle.db, demo.id, { title: 'Nhà mẫu của demo', categoryId: 1 });
    await insertMedia(handle.db, template.id, 'image', 0, '/uploads/mau-1.jpg');
    await insertMedia(handle.db, template.id, 'image', 1, '/uploads/mau-2.jpg');

    const response = await post('/__test/listings/draft');
    expect(response.status).toBe(200);
    const draft = await dataOf<{ id: number; title: string }>(response);
    expect(draft.id).not.toBe(template.id);
    expect(draft.title).toMatch(/^Tin kiểm thử vòng đời /);
    const [row] = await handle.db.select().from(listings).where(eq(listings.id, draft.id));
    expect(row).toMatchObject({ memberId: demo.id, status: LISTING_STATUS.draft, categoryId: 1, endsAt: null });
    const media = await handle.db.select({ path: listingMedia.path }).from(listingMedia).where(eq(listingMedia.listingId, draft.id));
    expect(media.map((file) => file.path).sort()).toEqual(['/uploads/mau-1.jpg', '/uploads/mau-2.jpg']);
  });

  test('POST /__test/listings/draft answers 404 in Vietnamese without a demo real-estate listing', async () => {
    const response = await post('/__test/listings/draft');
    expect(response.status).toBe(404);
    expect(JSON.stringify(await response.json())).toContain('Thành viên demo không có tin bất động sản.');
  });

  test('a pending listing is found, approved once with its history, then live for its owner and expired on demand', async () => {
    const pending = await insertListing(handle.db, sellerId, { title: 'Căn hộ chờ duyệt', status: LISTING_STATUS.pending });

    const found = await dataOf<{ id: number; member_id: number }>(await app.request('/__test/listings/pending'));
    expect(found).toMatchObject({ id: pending.id, member_id: sellerId });

    expect((await post('/__test/listings/approve', { listing_id: pending.id })).status).toBe(200);
    const [approved] = await handle.db.select().from(listings).where(eq(listings.id, pending.id));
    expect(approved?.status).toBe(LISTING_STATUS.posted);
    expect(approved?.endsAt?.getTime()).toBeGreaterThan(Date.now());
    const history = await handle.db
      .select({ from: listingStatusHistory.fromStatus, to: listingStatusHistory.toStatus })
      .from(listingStatusHistory)
      .where(and(eq(listingStatusHistory.listingId, pending.id), eq(listingStatusHistory.event, 'listing.approve')));
    expect(history).toEqual([{ from: LISTING_STATUS.pending, to: LISTING_STATUS.posted }]);
    expect((await post('/__test/listings/approve', { listing_id: pending.id })).status).toBe(404);
    expect((await app.request('/__test/listings/pending')).status).toBe(404);

    const live = await dataOf<{ id: number; path: string }>(await app.request(`/__test/listings/live?owner=${sellerId}`));
    expect(live.id).toBe(pending.id);
    expect(live.path).toContain(String(pending.id));

    expect((await post(`/__test/listings/${pending.id}/expire`)).status).toBe(200);
    const [expired] = await handle.db.select({ endsAt: listings.endsAt }).from(listings).where(eq(listings.id, pending.id));
    expect(expired?.endsAt?.getTime()).toBeLessThan(Date.now());
    expect((await app.request(`/__test/listings/live?owner=${sellerId}`)).status).toBe(404);
  });
});
