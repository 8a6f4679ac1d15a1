import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER, openPglite, openPostgres, type DatabaseHandle } from '../../src/backend/db/client';
import { toSearchText } from '../../src/lib/search-text';
import { freshPostgres, TEST_DATABASE_URL } from '../helpers/db';
import { insertBasics, insertListing } from '../helpers/fixtures';

const readMigrationJournal = (): { entries: unknown[] } => JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));

const EXPECTED_TABLES = [
  'callback_requests',
  'categories',
  'chat_events',
  'chat_messages',
  'chat_photos',
  'comments',
  'conversation_reports',
  'conversations',
  'email_verifications',
  'favourite_price_watches',
  'favourites',
  'funnel_counts',
  'ledger_entries',
  'ledger_transactions',
  'listing_changes',
  'listing_media',
  'listing_reports',
  'listing_status_history',
  'listings',
  'member_blocks',
  'member_packages',
  'member_tokens',
  'members',
  'minigame_matches',
  'minigame_predictions',
  'news_items',
  'notifications',
  'outbox_emails',
  'password_resets',
  'payments',
  'payout_accounts',
  'point_packs',
  'price_items',
  'rate_limits',
  'safe_purchase_events',
  'safe_purchase_orders',
  'safe_purchase_payouts',
  'safe_purchase_refunds',
  'saved_searches',
  'seller_reviews',
  'service_packages',
  'sign_in_challenges',
  'sso_codes',
  'voucher_redemptions',
  'vouchers',
  'wallet_accounts',
];

async function rows<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await handle.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

function migrationSuite(name: string, open: () => Promise<DatabaseHandle>) {
  describe(`migrations on ${name}`, () => {
    let handle: DatabaseHandle;
    let sellerId = 0;
    afterAll(async () => {
      await handle.close();
    });

    test('apply from empty, twice without error, and create the whole domain', async () => {
      handle = await open();
      await handle.migrate();
      await handle.migrate();
      const tables = await rows<{ table_name: string }>(
        handle,
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      expect(tables.map((table) => table.table_name)).toEqual(EXPECTED_TABLES);
      const applied = await rows<{ count: number | string }>(handle, sql`select count(*) as count from drizzle.__drizzle_migrations`);
      expect(Number(applied[0]?.count)).toBeGreaterThanOrEqual(2);
    });

    test('loads unaccent and pg_trgm, and the stored search column has its trigram index', async () => {
      const extensions = await rows<{ extname: string }>(handle, sql`select extname from pg_extension order by extname`);
      expect(extensions.map((extension) => extension.extname)).toEqual(expect.arrayContaining(['pg_trgm', 'unaccent']));
      const unaccented = await rows<{ text: string }>(handle, sql`select lower(f_unaccent('Nhà Đất Quận 7')) as text`);
      expect(unaccented[0]?.text).toBe(toSearchText('Nhà Đất Quận 7'));
      const indexes = await rows<{ indexdef: string }>(handle, sql`select indexdef from pg_indexes where indexname = 'listings_search_text_trgm'`);
      expect(indexes[0]?.indexdef).toContain('gin_trgm_ops');
    });

    test('diacritic-free queries find accented titles through the trigram operator', async () => {
      ({ sellerId } = await insertBasics(handle.db));
      await insertListing(handle.db, sellerId, { title: 'Nhà đất Quận 7 sổ hồng riêng' });
      await insertListing(handle.db, sellerId, { title: 'Bán xe Honda Vision' });
      const query = toSearchText('nha dat quan 7');
      const found = await rows<{ title: string }>(
        handle,
        sql`select title from listings where ${query} <% search_text order by word_similarity(${query}, search_text) desc`,
      );
      expect(found.map((row) => row.title)).toEqual(['Nhà đất Quận 7 sổ hồng riêng']);
    });

    test('the words index and the walk test agree: search_words splits the stored text on its spaces', async () => {
      for (const title of ['Nhà đất Quận 7', 'Xe không ngập nước', 'Căn hộ 75m2 quận 7', 'Đất 7']) await insertListing(handle.db, sellerId, { title });
      const indexes = await rows<{ indexname: string }>(handle, sql`select indexname from pg_indexes where tablename = 'listings' order by indexname`);
      expect(indexes.map((index) => index.indexname)).toEqual(expect.arrayContaining(['listings_search_words_idx', 'listings_live_rank_search_idx']));
      for (const word of ['7', 'quan', 'gap', 'ngap', '75m2', '75', 'nha', 'dat']) {
        const byIndex = await rows<{ id: number }>(handle, sql`select id from listings where search_words(search_text) @@ ${`'${word}'`}::tsquery order by id`);
        const byWalk = await rows<{ id: number }>(handle, sql`select id from listings where strpos(search_text, ${` ${word} `}) > 0 order by id`);
        expect({ word, ids: byIndex.map((row) => row.id) }).toEqual({ word, ids: byWalk.map((row) => row.id) });
      }
      const sevens = await rows<{ title: string }>(handle, sql`select title from listings where search_words(search_text) @@ '7'::tsquery order by id`);
      expect(sevens.map((row) => row.title)).toEqual(expect.arrayContaining(['Nhà đất Quận 7', 'Căn hộ 75m2 quận 7', 'Đất 7']));
      expect(sevens.map((row) => row.title)).not.toContain('Xe không ngập nước');
    });

    test("a category's live ranking index carries ends_at, so its capped total reads no table row", async () => {
      const [index] = await rows<{ indexdef: string }>(handle, sql`select indexdef from pg_indexes where indexname = 'listings_live_category_rank_idx'`);
      expect(index?.indexdef).toMatch(/\(category_id, post_type DESC NULLS LAST, pushed_at DESC NULLS LAST, id DESC NULLS LAST\) INCLUDE \(ends_at\) WHERE/);
    });

    test('constraints refuse impossible rows: unknown status, negative member balance', async () => {
      // The compiler already refuses a status outside spec §4; the database must too, for SQL written by hand.
      const listing = await insertListing(handle.db, sellerId, { title: 'Trạng thái lạ' });
      await expect(handle.db.execute(sql`update listings set status = 99 where id = ${listing.id}`)).rejects.toThrow();
      await expect(
        handle.db.execute(sql`insert into wallet_accounts (member_id, kind, balance) values (${sellerId}, 'topup', -5)`),
      ).rejects.toThrow();
    });
  });
}

migrationSuite('PGlite', () => openPglite(undefined));
describe.skipIf(!TEST_DATABASE_URL)('real PostgreSQL', () => {
  migrationSuite('PostgreSQL', () => freshPostgres(TEST_DATABASE_URL ?? ''));
});

describe.skipIf(!TEST_DATABASE_URL)('backends starting together', () => {
  test('three processes migrating one empty database at once apply each migration once, without error', async () => {
    const url = new URL(TEST_DATABASE_URL ?? 'postgres://localhost/postgres');
    const name = `raovat_race_${process.pid}_${Date.now()}`;
    const admin = openPostgres(url.toString(), 1);
    await admin.db.execute(sql.raw(`CREATE DATABASE ${name}`));
    url.pathname = `/${name}`;
    const backends = [openPostgres(url.toString(), 2), openPostgres(url.toString(), 2), openPostgres(url.toString(), 2)];
    try {
      await Promise.all(backends.map((backend) => backend.migrate()));
      const applied = await rows<{ count: number | string }>(backends[0]!, sql`select count(*) as count from drizzle.__drizzle_migrations`);
      expect(Number(applied[0]?.count)).toBe(readMigrationJournal().entries.length);
    } finally {
      await Promise.all(backends.map((backend) => backend.close()));
      await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await admin.close();
    }
  });
});
