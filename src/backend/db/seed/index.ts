/**
 * The demo-data seeder: fills an empty, migrated database with believable Vietnamese classifieds.
 * Deterministic for a seed (dates are relative to `now`), batched and streamed so a million listings
 * run in bounded memory. `npm run seed` (cli.ts) and the backend's first start (main.ts) call it.
 */
import { seedFunnel } from './funnel';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
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
  memberPackages,
  members,
  newsItems,
  notifications,
  payments,
  pointPacks,
  priceItems,
  servicePackages,
  voucherRedemptions,
  vouchers,
  walletAccounts,
} from '../schema';
import { hashPassword } from '../../services/password';
import { dropGinIndexes, insertInChunks, insertRows, resetIdentity, restoreIndexes } from './bulk';
import { categoryRows, SEED_CATEGORIES } from './categories';
import { NEWS_TOPICS, newsRows, POINT_PACKS, priceItemRows, SERVICE_PACKAGES, voucherRows } from './catalog';
import { ensureImages, listingPhotoJobs, newsImageJobs, panoramaJobs } from './images';
import { ensureVideos } from './videos';
import { emptyBatch, ListingFactory, type ListingBatch } from './listings';
import { PlacePicker } from './locations';
import { buildMembers, DEMO_MEMBER, MODERATOR, PRODUCT_OWNER, randomPassword } from './members';
import { notificationRows, type ListingRef } from './notifications';
import { streamRng, STREAM, uuidFrom } from './random';
import { seedMinigame } from './minigame';
import { seedReviews } from './reviews';
import { seedSafePurchase } from './safe-purchase';
import { SHOWCASE } from './showcase';
import { buildWallets } from './wallet';
import { vacuumListings } from '../../services/vacuum-job';

export { DEMO_MEMBER, MODERATOR, PRODUCT_OWNER } from './members';

export const DEFAULT_SEED = 2026;
export const DEFAULT_MEMBER_COUNT = 200;
/** From this many listings on, the GIN search indexes (trigram, words) are dropped during the load and rebuilt after it. */
const REBUILD_INDEX_FROM = 1_000;

const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface SeedOptions {
  readonly listings: number;
  readonly seed?: number;
  /** Where `seed/…` images are written (MEDIA_DIR). */
  readonly mediaDir: string;
  readonly log?: (msg: string) => void;
  /** Dates are relative to this moment (default: now). */
  readonly now?: Date;
  /** Members besides the demo member and the moderator (default 200). */
  readonly members?: number;
  /** Listings per INSERT (default 1,000). */
  readonly batchSize?: number;
}

export interface SeedSummary {
  readonly seed: number;
  readonly listings: number;
  readonly members: number;
  readonly media: number;
  readonly comments: number;
  readonly favourites: number;
  readonly callbackRequests: number;
  readonly notifications: number;
  readonly ledgerTransactions: number;
  readonly images: number;
  /** Milliseconds per phase. */
  readonly timings: Readonly<Record<string, number>>;
  readonly totalMs: number;
}

/** True when there are no listings yet (the backend seeds such a database on start). */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: listings.id }).from(listings).limit(1);
  return rows.length === 0;
}

/** True when there are neither listings nor members: what seedDatabase needs. */
export async function isDatabaseBlank(db: Database): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  const rows = await db.select({ id: members.id }).from(members).limit(1);
  return rows.length === 0;
}

async function insertBatch(db: Database, batch: ListingBatch): Promise<void> {
  await insertRows(db, listings, batch.listings);
  await insertRows(db, listingMedia, batch.media);
  await insertRows(db, listingStatusHistory, batch.history);
  await insertRows(db, comments, batch.comments);
  await insertRows(db, favourites, batch.favourites);
  await insertRows(db, callbackRequests, batch.callbacks);
}

export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? new Date();
  const total = Math.max(0, Math.floor(options.listings));
  const batchSize = options.batchSize ?? 1_000;
  const log = options.log ?? (() => {});
  const timings: Record<string, number> = {};
  const phase = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const begun = Date.now();
    const result = await work();
    timings[name] = Date.now() - begun;
    log(`seed: ${name} done in ${((Date.now() - begun) / 1000).toFixed(1)} s`);
    return result;
  };

  if (!(await isDatabaseBlank(db))) {
    throw new Error('seedDatabase needs an empty database (truncate it first, e.g. `npm run seed -- --reset`).');
  }

  const { people, images } = await phase('images and password hashes', async () => {
    // scrypt (four hashes, ~0.1 s each) and sharp share the libuv pool and run side by side.
    const hashes = Promise.all([hashPassword(DEMO_MEMBER.password), hashPassword(MODERATOR.password), hashPassword(PRODUCT_OWNER.password), hashPassword(randomPassword())]);
    const shared = ensureImages(options.mediaDir, [...listingPhotoJobs(), ...panoramaJobs(), ...newsImageJobs(NEWS_TOPICS)]);
    const videos = ensureVideos(options.mediaDir);
    const [demoHash, moderatorHash, productOwnerHash, bulkHash] = await hashes;
    const built = buildMembers({ seed, count: options.members ?? DEFAULT_MEMBER_COUNT, now, demoHash, moderatorHash, productOwnerHash, bulkHash });
    const avatars = await ensureImages(options.mediaDir, built.avatars);
    return { people: built, images: new Map([...(await shared), ...avatars, ...(await videos)]) };
  });
  const places = new PlacePicker();

  const summary = await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);

    const catalog = await phase('catalog and members', async () => {
      await insertRows(tx, categories, categoryRows());
      const packs = await tx.insert(pointPacks).values(POINT_PACKS).returning({ id: pointPacks.id, priceVnd: pointPacks.priceVnd });
      const packageRng = streamRng(seed, STREAM.extras, 1);
      const packages = await tx
        .insert(servicePackages)
        .values(SERVICE_PACKAGES.map((p) => ({ ...p, uuid: uuidFrom(packageRng) })))
        .returning();
      await tx.insert(priceItems).values(priceItemRows(now));
      const voucherIds = await tx.insert(vouchers).values(voucherRows(now)).returning({ id: vouchers.id, code: vouchers.code });
      await tx.insert(newsItems).values(newsRows(now));
      await insertInChunks(tx, members, people.rows);
      return {
        packByPrice: new Map(packs.map((p) => [p.priceVnd, p.id])),
        packages: new Map(packages.map((p) => [p.name, p])),
        voucherByCode: new Map(voucherIds.map((v) => [v.code, v.id])),
      };
    });

    const factory = new ListingFactory({ seed, now, total, places, members: people, images });
    const counts = { media: 0, comments: 0, favourites: 0, callbacks: 0 };
    const showcase = new Map<number, ListingRef>();
    const slugs = new Map(SEED_CATEGORIES.map((c) => [c.id, c.slug]));
    const dropped = total >= REBUILD_INDEX_FROM ? await dropGinIndexes(tx, 'listings') : [];
    await phase(`listings (${total})`, async () => {
      let pending: Promise<void> = Promise.resolve();
      let lastLog = Date.now();
      for (let start = 0; start < total; start += batchSize) {
        // Build the next batch while the database is still writing the previous one (yielding now
        // and then lets the driver send the batch's next statement).
        const batch = emptyBatch();
        const end = Math.min(total, start + batchSize);
        for (let index = start; index < end; index++) {
          factory.build(index, batch);
          if (index % 100 === 99) await yieldToIo();
        }
        for (const row of batch.listings) {
          if (row.id === undefined || row.id > SHOWCASE.length) continue;
          const categorySlug = slugs.get(row.categoryId) ?? 'khac';
          showcase.set(row.id, { id: row.id, title: row.title, objectSlug: row.objectSlug, categorySlug });
        }
        counts.media += batch.media.length;
        counts.comments += batch.comments.length;
        counts.favourites += batch.favourites.length;
        counts.callbacks += batch.callbacks.length;
        await pending;
        pending = insertBatch(tx, batch);
        // Marked as handled now; the next `await pending` still throws if the batch failed.
        pending.catch(() => {});
        if (Date.now() - lastLog > 5_000) {
          lastLog = Date.now();
          log(`seed: ${end}/${total} listings`);
        }
      }
      await pending;
    });
    if (dropped.length > 0) {
      await phase('search index', async () => {
        await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
        await restoreIndexes(tx, dropped);
      });
    }

    const wallet = await phase('wallets and notifications', async () => {
      const data = buildWallets({ seed, now, crowd: people.crowd, catalog });
      await insertInChunks(tx, walletAccounts, data.ledger.accounts);
      await insertInChunks(tx, ledgerTransactions, data.ledger.transactions);
      await insertInChunks(tx, ledgerEntries, data.ledger.entries);
      await insertInChunks(tx, payments, data.payments);
      if (data.memberPackages.length > 0) await tx.insert(memberPackages).values(data.memberPackages);
      await insertInChunks(tx, voucherRedemptions, data.redemptions);
      await tx.execute(
        sql`update ${vouchers} set redeemed_count = (select count(*) from ${voucherRedemptions} r where r.voucher_id = ${vouchers.id})`,
      );
      const notes = notificationRows(now, showcase);
      await tx.insert(notifications).values(notes);
      for (const table of ['categories', 'members', 'listings', 'comments', 'wallet_accounts', 'ledger_transactions']) {
        await resetIdentity(tx, table);
      }
      return { transactions: data.ledger.transactions.length, notifications: notes.length };
    });

    await phase('mini-game', () => seedMinigame(tx, { seed, now, crowd: people.crowd }));
    await phase('seller reviews', () => seedReviews(tx, { seed, now, crowd: people.crowd }));
    await phase('funnel history', () => seedFunnel(tx, { seed, now }));

    return { counts, wallet };
  });

  // Through the services, after the bulk load: they open their own transactions and conversations.
  const safePurchaseBuyer = people.crowd[0];
  if (safePurchaseBuyer) await phase('safe purchase', () => seedSafePurchase(db, { now, buyerId: safePurchaseBuyer.id }));

  await phase('analyze', () => db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`analyze`);
  }));
  // Freshly loaded pages are not yet all-visible: until a VACUUM marks them, a walk of the covering
  // search index still reads every table row (services/vacuum-job.ts).
  await phase('vacuum', () => vacuumListings(db));

  return {
    seed,
    listings: total,
    members: people.rows.length,
    media: summary.counts.media,
    comments: summary.counts.comments,
    favourites: summary.counts.favourites,
    callbackRequests: summary.counts.callbacks,
    notifications: summary.wallet.notifications,
    ledgerTransactions: summary.wallet.transactions,
    images: images.size,
    timings,
    totalMs: Date.now() - started,
  };
}
