/**
 * The demo-data seeder on a real (in-memory PGlite) database, and on PostgreSQL when TEST_DATABASE_URL
 * is set: the shape of the data other features rely on (categories, demo accounts, every status, media
 * files on disk, a balanced ledger, search text) and determinism for a seed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database, DatabaseHandle } from '../../src/backend/db/client';
import {
  callbackRequests,
  categories,
  comments,
  favourites,
  ledgerEntries,
  ledgerTransactions,
  listingMedia,
  listings,
  listingStatusHistory,
  members,
  notifications,
  pointPacks,
  priceItems,
  safePurchaseOrders,
  sellerReviews,
  servicePackages,
  vouchers,
  walletAccounts,
} from '../../src/backend/db/schema';
import { DEMO_MEMBER, isDatabaseBlank, isDatabaseEmpty, MODERATOR, PRODUCT_OWNER, seedDatabase, type SeedSummary } from '../../src/backend/db/seed';
import { hanhchinhDir } from '../../src/backend/db/seed/locations';
import { loadUnits2025 } from '../../src/backend/services/locations';
import { CURRENT_PROVINCE_OF } from '../../src/lib/units-2025';
import { truncateAll } from '../../src/backend/db/seed/reset';
import { verifyPassword } from '../../src/backend/services/password';
import { priceInVnd, type PriceUnit } from '../../src/lib/money';
import { slugify } from '../../src/lib/slug';
import { storedSearchText, toSearchText } from '../../src/lib/search-text';
import { freshPglite, freshPostgres, TEST_DATABASE_URL } from '../helpers/db';
import { expectMoneyConsistent } from '../helpers/safe-purchase';

const LISTINGS = 300;
const DAY = 86_400_000;

interface Seeded {
  readonly db: Database;
  readonly mediaDir: string;
  readonly summary: SeedSummary;
}

function htmlToText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

interface Unit {
  readonly name: string;
  readonly name_with_type: string;
  readonly parent_code?: string;
}

function readUnits(file: string): Record<string, Unit> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, Unit>;
}

const checks: ReadonlyArray<readonly [string, (seeded: Seeded) => Promise<void>]> = [
  [
    '"Mua an toàn": the demo member offers listings, has a completed sale and a paid purchase, and the ledger balances',
    async ({ db }) => {
      const offered = await db.select({ id: listings.id }).from(listings).where(and(eq(listings.memberId, DEMO_MEMBER.id), eq(listings.safePurchase, true)));
      expect(offered.length).toBeGreaterThanOrEqual(1);
      const sales = await db.select({ state: safePurchaseOrders.state }).from(safePurchaseOrders).where(eq(safePurchaseOrders.sellerId, DEMO_MEMBER.id));
      expect(sales.map((order) => order.state)).toContain('completed');
      const purchases = await db.select({ state: safePurchaseOrders.state }).from(safePurchaseOrders).where(eq(safePurchaseOrders.buyerId, DEMO_MEMBER.id));
      expect(purchases.map((order) => order.state)).toEqual(['paid']);
      await expectMoneyConsistent(db);
    },
  ],
  [
    'reports what it wrote',
    async ({ db, summary }) => {
      expect(summary.listings).toBe(LISTINGS);
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(listings);
      expect(row?.count).toBe(LISTINGS);
      expect(await isDatabaseEmpty(db)).toBe(false);
      expect(summary.media).toBeGreaterThanOrEqual(LISTINGS);
    },
  ],
  [
    'has the spec categories with fixed ids, nhu-yeu-pham hidden',
    async ({ db }) => {
      const rows = await db.select().from(categories).orderBy(asc(categories.id));
      expect(rows.map((c) => [c.id, c.slug])).toEqual([
        [1, 'bat-dong-san'],
        [2, 'viec-lam'],
        [3, 'xe-co'],
        [4, 'hoc-tap'],
        [5, 'san-pham-dich-vu'],
        [6, 'khac'],
        [7, 'nhu-yeu-pham'],
      ]);
      expect(rows.filter((c) => c.hidden).map((c) => c.slug)).toEqual(['nhu-yeu-pham']);
      expect(rows.find((c) => c.slug === 'bat-dong-san')?.defaultListingType).toBe(2);
      expect(rows.find((c) => c.slug === 'san-pham-dich-vu')?.name).toBe('Sản phẩm - Dịch vụ');
      const used = await db.selectDistinct({ id: listings.categoryId }).from(listings);
      expect(used.map((u) => u.id).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    },
  ],
  [
    'has the demo member, the moderator and the product owner with their passwords',
    async ({ db, mediaDir }) => {
      const [demo] = await db.select().from(members).where(eq(members.phone, DEMO_MEMBER.phone));
      expect(demo?.fullName).toBe(DEMO_MEMBER.fullName);
      expect(demo?.gender).toBe(1);
      expect(await verifyPassword('demo1234', demo?.passwordHash ?? '')).toBe(true);
      expect(await verifyPassword('wrong-password', demo?.passwordHash ?? '')).toBe(false);
      expect(existsSync(path.join(mediaDir, demo?.avatarPath ?? 'missing'))).toBe(true);
      const [moderator] = await db.select().from(members).where(eq(members.phone, MODERATOR.phone));
      expect(moderator?.role).toBe('moderator');
      expect(await verifyPassword('mod12345', moderator?.passwordHash ?? '')).toBe(true);
      const [productOwner] = await db.select().from(members).where(eq(members.phone, PRODUCT_OWNER.phone));
      expect(productOwner?.role).toBe('product_owner');
      expect(await verifyPassword('sanpham123', productOwner?.passwordHash ?? '')).toBe(true);
      const [crowd] = await db.select({ count: sql<number>`count(*)::int` }).from(members);
      expect(crowd?.count).toBeGreaterThan(150);
    },
  ],
  [
    'gives the demo member a listing in every status, an expired one, notes and history',
    async ({ db }) => {
      const own = await db.select().from(listings).where(eq(listings.memberId, DEMO_MEMBER.id));
      expect(new Set(own.map((l) => l.status))).toEqual(new Set([10, 20, 30, 40, 50, 60, 70, 80]));
      const now = Date.now();
      expect(own.some((l) => l.status === 20 && l.endsAt !== null && l.endsAt.getTime() < now)).toBe(true);
      expect(own.some((l) => l.status === 20 && l.endsAt !== null && l.endsAt.getTime() > now && l.onHomePage)).toBe(true);
      expect(own.find((l) => l.status === 40)?.rejectReason).toBeTruthy();
      expect(Object.keys(own.find((l) => l.status === 50)?.sendBackNotes ?? {}).sort()).toEqual(['price', 'title']);
      const history = await db
        .select()
        .from(listingStatusHistory)
        .where(inArray(listingStatusHistory.listingId, own.map((l) => l.id)));
      for (const listing of own) {
        const steps = history.filter((h) => h.listingId === listing.id);
        expect(steps.at(-1)?.toStatus, `history of listing ${listing.id}`).toBe(listing.status);
      }
      const favs = await db.select().from(favourites).where(eq(favourites.memberId, DEMO_MEMBER.id));
      expect(favs.length).toBe(8);
      const notes = await db.select().from(notifications).where(eq(notifications.memberId, DEMO_MEMBER.id));
      expect(new Set(notes.map((n) => n.seen))).toEqual(new Set([1, 2]));
      expect(new Set(notes.map((n) => n.tab))).toEqual(new Set(['general', 'promotion', 'wallet', 'news', 'activities']));
      const asked = await db.select().from(callbackRequests).where(eq(callbackRequests.memberId, DEMO_MEMBER.id));
      expect(asked.length).toBeGreaterThanOrEqual(1);
      const onOwn = await db.select().from(comments).where(eq(comments.listingId, 1));
      expect(onOwn.length).toBeGreaterThan(0);
    },
  ],
  [
    'gives every listing 1–6 images whose files exist, the first being the thumb',
    async ({ db, mediaDir }) => {
      const rows = await db.select({ id: listings.id, thumb: listings.thumbPath }).from(listings);
      const media = await db
        .select()
        .from(listingMedia)
        .where(eq(listingMedia.kind, 'image'))
        .orderBy(asc(listingMedia.listingId), asc(listingMedia.position));
      const byListing = new Map<number, string[]>();
      for (const m of media) byListing.set(m.listingId, [...(byListing.get(m.listingId) ?? []), m.path]);
      for (const row of rows) {
        const images = byListing.get(row.id) ?? [];
        expect(images.length).toBeGreaterThanOrEqual(1);
        expect(images.length).toBeLessThanOrEqual(6);
        expect(row.thumb).toBe(images[0]);
        expect(row.thumb).toMatch(/^seed\/listing\/[a-z-]+-\d{2}\.jpg$/);
      }
      for (const file of new Set(media.map((m) => m.path))) expect(existsSync(path.join(mediaDir, file)), file).toBe(true);
      const positions = media.filter((m) => m.listingId === 1).map((m) => m.position);
      expect(positions).toEqual(positions.map((_, i) => i));
      const panoramas = await db.select().from(listingMedia).where(eq(listingMedia.kind, 'panorama'));
      expect(panoramas.length).toBeGreaterThan(0);
      for (const p of panoramas) {
        expect(existsSync(path.join(mediaDir, p.path))).toBe(true);
        expect([p.width, p.height]).toEqual([4096, 2048]);
      }
      const withVideo = await db.select({ id: listings.id }).from(listings).where(eq(listings.hasVideo, true));
      const videos = await db.select({ id: listingMedia.listingId }).from(listingMedia).where(eq(listingMedia.kind, 'video'));
      expect(new Set(videos.map((v) => v.id))).toEqual(new Set(withVideo.map((v) => v.id)));
    },
  ],
  [
    'keeps the ledger balanced and the cached balances right',
    async ({ db }) => {
      const unbalanced = await db
        .select({ id: ledgerEntries.transactionId })
        .from(ledgerEntries)
        .groupBy(ledgerEntries.transactionId)
        .having(sql`sum(${ledgerEntries.amount}) <> 0`);
      expect(unbalanced).toEqual([]);
      const [empty] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(ledgerTransactions)
        .where(sql`not exists (select 1 from ledger_entries e where e.transaction_id = ledger_transactions.id)`);
      expect(empty?.count).toBe(0);
      const accounts = await db
        .select({
          id: walletAccounts.id,
          memberId: walletAccounts.memberId,
          kind: walletAccounts.kind,
          balance: walletAccounts.balance,
          expiresAt: walletAccounts.expiresAt,
          sum: sql<string>`(select coalesce(sum(e.amount), 0) from ledger_entries e where e.account_id = wallet_accounts.id)`,
        })
        .from(walletAccounts);
      expect(accounts.length).toBeGreaterThan(6);
      for (const account of accounts) expect(Number(account.sum), `account ${account.id}`).toBe(account.balance);
      const systemKinds = accounts.filter((a) => a.memberId === null).map((a) => a.kind);
      // The seeded "Mua an toàn" orders hold and release money through the escrow accounts.
      expect(systemKinds).toEqual(expect.arrayContaining(['escrow_clearing', 'escrow_held', 'escrow_fees']));
      expect(systemKinds.filter((kind) => !kind.startsWith('escrow_')).sort()).toEqual([
        'system_expiry',
        'system_promotion',
        'system_sales',
        'system_spend',
      ]);
      const topup = accounts.find((a) => a.memberId === DEMO_MEMBER.id && a.kind === 'topup');
      const bonus = accounts.find((a) => a.memberId === DEMO_MEMBER.id && a.kind === 'bonus');
      expect(topup?.balance).toBe(350);
      expect(bonus?.balance).toBe(50);
      const months = (date: Date | null | undefined) => ((date?.getTime() ?? 0) - Date.now()) / (30 * DAY);
      expect(months(topup?.expiresAt)).toBeGreaterThan(5);
      expect(months(bonus?.expiresAt)).toBeGreaterThan(0.5);
      expect(months(bonus?.expiresAt)).toBeLessThan(2);
    },
  ],
  [
    'stores search text, slugs and prices the way the app computes them',
    async ({ db }) => {
      const rows = await db.select().from(listings);
      const nhaDat = rows.filter((l) => l.title.toLowerCase().includes('nhà đất'));
      expect(nhaDat.length).toBeGreaterThan(0);
      for (const l of nhaDat) expect(l.searchText).toContain('nha dat');
      for (const l of rows) {
        // Title, description, then the place's names: the old ones and those of today (2025 units).
        expect(l.searchText.startsWith(storedSearchText(toSearchText(l.title, htmlToText(l.descriptionHtml))).trimEnd())).toBe(true);
        expect(l.searchText).toContain(` ${toSearchText(l.locationStage)} `);
        expect(l.searchText).toContain(` ${toSearchText(l.unitStage)} `);
        expect(l.objectSlug).toBe(slugify(l.title));
        expect(l.objectSlug).toMatch(/^[a-z0-9-]+$/);
        expect(l.descriptionHtml).toMatch(/^<p>.*<\/p>$/);
        expect(l.descriptionHtml.replace(/<\/?(p|ul|li|strong)>/g, '')).not.toMatch(/[<>]/);
        if (l.transactionType === 1) {
          expect(l.price).not.toBeNull();
          expect(l.priceVnd).toBe(priceInVnd(l.price, l.priceUnit as PriceUnit));
        } else {
          expect([l.price, l.priceVnd, l.priceUnit]).toEqual([null, null, 1]);
        }
        expect(l.listingType).toBe(l.categoryId === 1 ? 2 : 1);
        if (l.categoryId === 1) expect(l.area).not.toBeNull();
        expect(l.contactPhone).toMatch(/^0\d{9}$/);
      }
      expect(new Set(rows.map((l) => l.priceUnit))).toEqual(new Set([1, 2, 3]));
      expect(new Set(rows.map((l) => l.transactionType))).toEqual(new Set([1, 2, 3]));
      expect(new Set(rows.map((l) => l.postType))).toEqual(new Set([1, 2, 3]));
      const posted = rows.filter((l) => l.status === 20).length / rows.length;
      expect(posted).toBeGreaterThan(0.75);
    },
  ],
  [
    'uses real codes: 2025 province → ward for most, old province → district → ward (mapped into 2025) for some; dates consistent',
    async ({ db }) => {
      const dir = hanhchinhDir();
      const rows = await db.select().from(listings);
      const units2025 = await loadUnits2025();
      for (const l of rows) {
        expect(units2025.provinces[l.unitProvinceCode ?? ''], `${l.id}`).toBeDefined();
        if (l.unitWardCode !== null) expect(units2025.wards[l.unitWardCode]?.parent_code).toBe(l.unitProvinceCode);
        expect(l.unitStage).toBe(units2025.place(l.unitProvinceCode ?? '', l.unitWardCode)?.address);
        if (l.provinceCode === null) {
          expect([l.districtCode, l.wardCode]).toEqual([null, null]);
          expect(l.unitWardCode).not.toBeNull();
          expect(l.locationStage).toBe(l.unitStage);
        } else {
          // Every seeded old code maps into the 2025 units, the ward where a new ward kept its code.
          expect(l.unitProvinceCode).toBe(CURRENT_PROVINCE_OF[l.provinceCode]);
          if (units2025.wards[l.wardCode ?? ''] !== undefined) expect(l.unitWardCode).toBe(l.wardCode);
        }
      }
      const oldCoded = rows.filter((l) => l.provinceCode !== null);
      expect(oldCoded.length / rows.length).toBeGreaterThan(0.2);
      expect(oldCoded.length / rows.length).toBeLessThan(0.4);
      const checked = new Set<string>();
      for (const l of oldCoded) {
        const key = `${l.provinceCode}/${l.districtCode}/${l.wardCode}`;
        if (!checked.has(key)) {
          checked.add(key);
          const districts = readUnits(path.join(dir, 'quan-huyen', `${l.provinceCode}.json`));
          const wards = readUnits(path.join(dir, 'xa-phuong', `${l.districtCode}.json`));
          expect(districts[l.districtCode ?? '']?.parent_code, key).toBe(l.provinceCode);
          expect(wards[l.wardCode ?? '']?.parent_code, key).toBe(l.districtCode);
        }
      }
      for (const l of rows) {
        expect(l.pushedAt.getTime()).toBeGreaterThanOrEqual(l.objectDate.getTime());
        expect(Date.now() - l.objectDate.getTime()).toBeLessThan(61 * DAY);
        expect([14, 28]).toContain(l.durationDays);
        if (l.status === 20 || l.status === 80) {
          expect(l.endsAt?.getTime()).toBe(l.objectDate.getTime() + (l.durationDays - 1) * DAY);
        }
        if (l.status === 80) expect(l.verified).toBe(true);
      }
      const hcm = rows.filter((l) => l.unitProvinceCode === '79').length;
      expect(hcm / rows.length).toBeGreaterThan(0.15);
      const provinces = readUnits(path.join(dir, 'tinh_tp.json'));
      for (const l of oldCoded.slice(0, 50)) {
        const district = readUnits(path.join(dir, 'quan-huyen', `${l.provinceCode}.json`))[l.districtCode ?? ''];
        expect(l.locationStage).toBe(`${district?.name_with_type}, ${provinces[l.provinceCode ?? '']?.name}`);
      }
    },
  ],
  [
    'fills the catalog and moves identity sequences past the seeded ids',
    async ({ db }) => {
      const packs = await db.select().from(pointPacks);
      expect(packs.map((p) => [p.priceVnd, p.points])).toContainEqual([100_000, 105]);
      const packages = await db.select().from(servicePackages);
      expect(new Set(packages.map((p) => p.postType))).toEqual(new Set([1, 2, 3]));
      expect(new Set(packages.map((p) => p.discount))).toEqual(new Set([5, 10, 15]));
      const prices = await db.select().from(priceItems).where(eq(priceItems.groupKey, 'rao-vat'));
      expect(prices.map((p) => p.price).sort((a, b) => a - b)).toEqual([5, 10, 15, 25]);
      const groups = await db.selectDistinct({ group: priceItems.groupKey }).from(priceItems);
      expect(groups.length).toBe(6);
      const codes = await db.select().from(vouchers);
      expect(codes.some((v) => v.code === 'TUOITRE50' && v.points === 50)).toBe(true);
      expect(codes.some((v) => v.expiresAt.getTime() < Date.now())).toBe(true);
      const [inserted] = await db
        .insert(categories)
        .values({ slug: 'thu-nghiem', name: 'Thử nghiệm' })
        .returning({ id: categories.id });
      expect(inserted?.id).toBe(8);
      const [member] = await db
        .insert(members)
        .values({ phone: '0999999999', passwordHash: 'x', fullName: 'Người Mới' })
        .returning({ id: members.id });
      const [maxMember] = await db.select({ max: sql<number>`max(${members.id})::int` }).from(members);
      expect(member?.id).toBe(maxMember?.max);
      const [listing] = await db
        .select({ max: sql<number>`max(${listings.id})::int`, next: sql<string>`nextval(pg_get_serial_sequence('listings', 'id'))` })
        .from(listings);
      expect(Number(listing?.next)).toBe((listing?.max ?? 0) + 1);
      await db.delete(members).where(and(eq(members.phone, '0999999999')));
      await db.delete(categories).where(eq(categories.slug, 'thu-nghiem'));
    },
  ],
  [
    'refuses a database that already has data',
    async ({ db, mediaDir }) => {
      expect(await isDatabaseBlank(db)).toBe(false);
      await expect(seedDatabase(db, { listings: 10, mediaDir })).rejects.toThrow(/empty database/);
    },
  ],
  [
    'has seller reviews of published listings by their owners, some of the demo member, none by it',
    async ({ db }) => {
      const rows = await db
        .select({ review: sellerReviews, owner: listings.memberId, status: listings.status })
        .from(sellerReviews)
        .innerJoin(listings, eq(listings.id, sellerReviews.listingId));
      expect(rows.length).toBeGreaterThanOrEqual(20);
      for (const { review, owner, status } of rows) {
        expect(review.sellerId).toBe(owner);
        expect([20, 30, 80]).toContain(status);
        expect(review.content.length).toBeGreaterThanOrEqual(10);
        if (review.repliedAt) expect(review.repliedAt.getTime()).toBeGreaterThanOrEqual(review.createdAt.getTime());
      }
      expect(rows.some((row) => row.review.reviewerId === DEMO_MEMBER.id)).toBe(false);
      const ofDemo = rows.filter((row) => row.review.sellerId === DEMO_MEMBER.id);
      expect(ofDemo.length).toBeGreaterThan(0);
      expect(ofDemo.some((row) => row.review.reply === null)).toBe(true);
    },
  ],
];

async function seedInto(
  handle: DatabaseHandle,
  mediaDir: string,
  listingCount: number,
  seed: number,
  batchSize?: number,
): Promise<SeedSummary> {
  return seedDatabase(handle.db, { listings: listingCount, seed, mediaDir, batchSize });
}

let mediaDir = '';

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'raovat-seed-media-'));
});

afterAll(async () => {
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

describe('seedDatabase on PGlite', () => {
  let handle: DatabaseHandle;
  let seeded: Seeded;

  beforeAll(async () => {
    handle = await freshPglite();
    expect(await isDatabaseEmpty(handle.db)).toBe(true);
    const summary = await seedInto(handle, mediaDir, LISTINGS, 7);
    seeded = { db: handle.db, mediaDir, summary };
  });

  afterAll(async () => {
    await handle.close();
  });

  for (const [name, check] of checks) test(name, () => check(seeded));

  test('is deterministic for a seed', async () => {
    const titles = async (seed: number, batchSize?: number) => {
      const copy = await freshPglite();
      try {
        await seedInto(copy, mediaDir, 60, seed, batchSize);
        const rows = await copy.db
          .select({ title: listings.title, price: listings.price, ward: listings.wardCode, member: listings.memberId })
          .from(listings)
          .orderBy(asc(listings.id))
          .limit(50);
        return rows;
      } finally {
        await copy.close();
      }
    };
    const first = await titles(42);
    expect(first.length).toBe(50);
    // The same whatever the batch size: every listing has its own random stream.
    expect(await titles(42, 7)).toEqual(first);
    expect((await titles(43)).map((r) => r.title)).not.toEqual(first.map((r) => r.title));
  });

  test('drops the GIN search indexes during a large load and builds them again', async () => {
    const copy = await freshPglite();
    try {
      await seedInto(copy, mediaDir, 1_000, 3);
      const indexes = await copy.db.execute(sql`select indexname from pg_indexes where tablename = 'listings'`);
      expect(JSON.stringify(indexes)).toContain('listings_search_text_trgm');
      expect(JSON.stringify(indexes)).toContain('listings_search_words_idx');
      const hits = await copy.db
        .select({ id: listings.id })
        .from(listings)
        .where(sql`${listings.searchText} like ${'%nha dat%'}`);
      expect(hits.length).toBeGreaterThan(0);
    } finally {
      await copy.close();
    }
  });

  test('rolls everything back when a batch fails', async () => {
    const copy = await freshPglite();
    try {
      await copy.db.execute(
        sql.raw(`create function fail_late() returns trigger language plpgsql as $$
          begin if new.listing_id > 250 then raise exception 'no room for listing %', new.listing_id; end if; return new; end $$`),
      );
      await copy.db.execute(sql.raw('create trigger fail_late before insert on listing_media for each row execute function fail_late()'));
      await expect(seedInto(copy, mediaDir, 400, 1, 100)).rejects.toThrow(/listing_media failed: no room for listing 2\d\d/);
      expect(await isDatabaseBlank(copy.db)).toBe(true);
    } finally {
      await copy.close();
    }
  });

  test('truncateAll empties every table for --reset', async () => {
    const copy = await freshPglite();
    try {
      await seedInto(copy, mediaDir, 20, 1);
      await truncateAll(copy.db);
      expect(await isDatabaseBlank(copy.db)).toBe(true);
      const [count] = await copy.db.select({ count: sql<number>`count(*)::int` }).from(walletAccounts);
      expect(count?.count).toBe(0);
      await seedInto(copy, mediaDir, 20, 1);
      expect(await isDatabaseEmpty(copy.db)).toBe(false);
    } finally {
      await copy.close();
    }
  });
});

describe.skipIf(!TEST_DATABASE_URL)('seedDatabase on PostgreSQL', () => {
  let handle: DatabaseHandle | undefined;
  let seeded: Seeded;

  beforeAll(async () => {
    handle = await freshPostgres(TEST_DATABASE_URL ?? '');
    const summary = await seedInto(handle, mediaDir, LISTINGS, 7);
    seeded = { db: handle.db, mediaDir, summary };
  });

  afterAll(async () => {
    await handle?.close();
  });

  for (const [name, check] of checks) test(name, () => check(seeded));
});
