/**
 * Issue #15 finding 9: uploads orphaned by an abandoned posting or a crash are removed after a day,
 * with their metadata and variants; files on a listing or a draft, seeded files and young uploads stay.
 */
import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { listingMedia } from '../../src/backend/db/schema';
import { ORPHAN_AGE_MS, removeOrphanUploads } from '../../src/backend/services/upload-cleanup';
import { freshPglite } from '../helpers/db';
import { insertBasics, insertListing } from '../helpers/fixtures';

let handle: DatabaseHandle;
let mediaDir: string;

beforeAll(async () => {
  handle = await freshPglite();
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'raovat-cleanup-'));
});

afterAll(async () => {
  await handle.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const exists = (relative: string) => stat(path.join(mediaDir, relative)).then(() => true, () => false);

async function upload(relative: string, ageMs: number) {
  const files = [relative, `${relative}.meta.json`, `.cache/360/${relative}.jpg`];
  for (const file of files) {
    const absolute = path.join(mediaDir, file);
    await mkdir(path.dirname(absolute), { recursive: true });
    await writeFile(absolute, 'x'.repeat(1000));
    const when = new Date(Date.now() - ageMs);
    await utimes(absolute, when, when);
  }
}

test('a day-old upload on no listing or draft is removed with its metadata and variants; the rest stays', async () => {
  const { sellerId } = await insertBasics(handle.db);
  const draft = await insertListing(handle.db, sellerId, { title: 'Tin nháp có ảnh', status: 60 });
  const old = ORPHAN_AGE_MS + 60_000;
  const orphan = 'listings/2026/11/aaaaaaaaaaaaaaaaaaaaaaaa.jpg';
  const onDraft = 'listings/2026/11/bbbbbbbbbbbbbbbbbbbbbbbb.jpg';
  const young = 'listings/2026/11/cccccccccccccccccccccccc.jpg';
  await upload(orphan, old);
  await upload(onDraft, old);
  await upload(young, 60_000);
  await mkdir(path.join(mediaDir, 'seed'), { recursive: true });
  await writeFile(path.join(mediaDir, 'seed', 'photo.jpg'), 'x');
  await handle.db.insert(listingMedia).values({ listingId: draft.id, kind: 'image', path: onDraft, mimeType: 'image/jpeg', bytes: 1000, position: 0 });

  expect(await removeOrphanUploads(handle.db, mediaDir)).toEqual({ removed: 1, bytes: 1000 });
  expect(await exists(orphan)).toBe(false);
  expect(await exists(`${orphan}.meta.json`)).toBe(false);
  expect(await exists(`.cache/360/${orphan}.jpg`)).toBe(false);
  for (const kept of [onDraft, young, 'seed/photo.jpg']) expect(await exists(kept), kept).toBe(true);

  expect(await removeOrphanUploads(handle.db, mediaDir)).toEqual({ removed: 0, bytes: 0 });
});
