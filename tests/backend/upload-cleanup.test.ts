/**
 * Issue #15 finding 9: uploads orphaned by an abandoned posting or a crash are removed after a day,
 * with their metadata and variants; files on a listing or a draft, seeded files and young uploads stay.
 * Issue #34 point 7: temporary files left by a backend killed mid-write are removed once an hour
 * old (a live write's never), and every pass counts only what it really removed.
 */
import type * as FsPromises from 'node:fs/promises';
import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { listingMedia } from '../../src/backend/db/schema';
import { readBackendEnv } from '../../src/backend/env';
import { JOB_NAMES, periodicJobs } from '../../src/backend/jobs/periodic-jobs';
import { ORPHAN_AGE_MS, removeAbandonedTemporaryFiles, removeOrphanUploads, TEMPORARY_AGE_MS } from '../../src/backend/services/upload-cleanup';
import type { LogFields, Logger } from '../../src/lib/log';
import { freshPglite } from '../helpers/db';
import { insertBasics, insertListing } from '../helpers/fixtures';

/**
 * Files whose removal fails with the given code: EACCES, EBUSY… as on a volume that refuses it;
 * ENOENT as when another process removed the file first (it is gone, and `force` ignores that).
 */
const refusedRemovals = vi.hoisted(() => new Map<string, string>());

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  const rm: typeof actual.rm = async (target, options) => {
    const code = refusedRemovals.get(String(target));
    if (!code) return actual.rm(target, options);
    if (code === 'ENOENT') {
      await actual.rm(target, { force: true });
      if (options?.force) return;
    }
    throw Object.assign(new Error(`${code}: ${String(target)}`), { code });
  };
  return { ...actual, rm };
});

let handle: DatabaseHandle;
let mediaDir: string;

beforeAll(async () => {
  handle = await freshPglite();
});

afterAll(async () => {
  await handle.close();
});

beforeEach(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'raovat-cleanup-'));
});

afterEach(async () => {
  refusedRemovals.clear();
  await rm(mediaDir, { recursive: true, force: true });
});

const exists = (relative: string) => stat(path.join(mediaDir, relative)).then(() => true, () => false);

async function place(relative: string, ageMs: number, bytes = 1000) {
  const absolute = path.join(mediaDir, relative);
  await mkdir(path.dirname(absolute), { recursive: true });
  await writeFile(absolute, 'x'.repeat(bytes));
  const when = new Date(Date.now() - ageMs);
  await utimes(absolute, when, when);
}

async function upload(relative: string, ageMs: number) {
  for (const file of [relative, `${relative}.meta.json`, `.cache/360/${relative}.jpg`]) await place(file, ageMs);
}

const refuseRemoval = (relative: string, code: string) => refusedRemovals.set(path.join(mediaDir, relative), code);

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
  await place('seed/photo.jpg', old);
  await handle.db.insert(listingMedia).values({ listingId: draft.id, kind: 'image', path: onDraft, mimeType: 'image/jpeg', bytes: 1000, position: 0 });

  expect(await removeOrphanUploads(handle.db, mediaDir)).toEqual({ removed: 1, bytes: 1000, failed: 0 });
  expect(await exists(orphan)).toBe(false);
  expect(await exists(`${orphan}.meta.json`)).toBe(false);
  expect(await exists(`.cache/360/${orphan}.jpg`)).toBe(false);
  for (const kept of [onDraft, young, 'seed/photo.jpg']) expect(await exists(kept), kept).toBe(true);

  expect(await removeOrphanUploads(handle.db, mediaDir)).toEqual({ removed: 0, bytes: 0, failed: 0 });
});

/** What a backend killed while storing an upload leaves: media-store's `<target>.<pid>.<random>.tmp` beside each target. */
const killedUpload = {
  file: 'listings/2026/11/dddddddddddddddddddddddd.mp4.4242.0a1b2c3d.tmp',
  meta: 'listings/2026/11/dddddddddddddddddddddddd.mp4.meta.json.4242.5e6f7a8b.tmp',
  variant: '.cache/360/listings/2026/11/dddddddddddddddddddddddd.jpg.jpg.4242.9c0d1e2f.tmp',
  avatar: 'avatars/abcdefghijklmnop.jpg.4242.31415926.tmp',
  chatPhoto: 'chat/2026/11/abcdefghijklmnop.jpg.4242.27182818.tmp',
};

test('temporary files of a killed upload are removed once an hour old and counted; a live one and seeded files stay', async () => {
  const old = TEMPORARY_AGE_MS + 60_000;
  await place(killedUpload.file, old, 4000);
  await place(killedUpload.meta, old, 200);
  await place(killedUpload.variant, old, 300);
  await place(killedUpload.avatar, old, 500);
  await place(killedUpload.chatPhoto, old, 600);
  const live = 'listings/2026/11/eeeeeeeeeeeeeeeeeeeeeeee.mp4.4243.0a1b2c3d.tmp';
  await place(live, 5 * 60_000);
  const seeded = 'seed/video/clip.webm.17.0a1b2c3d.tmp';
  await place(seeded, old);
  const stored = 'listings/2026/11/ffffffffffffffffffffffff.jpg';
  await place(stored, old);

  expect(await removeAbandonedTemporaryFiles(mediaDir)).toEqual({ removed: 5, bytes: 5600, failed: 0 });
  for (const removed of Object.values(killedUpload)) expect(await exists(removed), removed).toBe(false);
  for (const kept of [live, seeded, stored]) expect(await exists(kept), kept).toBe(true);

  expect(await removeAbandonedTemporaryFiles(mediaDir)).toEqual({ removed: 0, bytes: 0, failed: 0 });
});

test('the orphan pass does not count temporary files as removed uploads (it used to, every pass, without removing them)', async () => {
  await place(killedUpload.file, ORPHAN_AGE_MS + 60_000, 4000);
  expect(await removeOrphanUploads(handle.db, mediaDir)).toEqual({ removed: 0, bytes: 0, failed: 0 });
  expect(await exists(killedUpload.file)).toBe(true);
});

test('only real removals are counted: a file that cannot be removed, or is already gone, is not', async () => {
  const old = ORPHAN_AGE_MS + 60_000;
  const removable = 'listings/2026/12/111111111111111111111111.jpg';
  const refused = 'listings/2026/12/222222222222222222222222.jpg';
  const vanished = 'listings/2026/12/333333333333333333333333.jpg';
  for (const file of [removable, refused, vanished]) await upload(file, old);
  refuseRemoval(refused, 'EACCES');
  refuseRemoval(vanished, 'ENOENT');
  await place(killedUpload.file, old, 4000);
  await place(killedUpload.avatar, old, 500);
  refuseRemoval(killedUpload.avatar, 'EBUSY');

  expect(await removeOrphanUploads(handle.db, mediaDir)).toEqual({ removed: 1, bytes: 1000, failed: 1 });
  for (const gone of [removable, vanished, `${vanished}.meta.json`]) expect(await exists(gone), gone).toBe(false);
  // One that could not be removed keeps its metadata and variant, for the next pass.
  for (const kept of [refused, `${refused}.meta.json`, `.cache/360/${refused}.jpg`]) expect(await exists(kept), kept).toBe(true);

  expect(await removeAbandonedTemporaryFiles(mediaDir)).toEqual({ removed: 1, bytes: 4000, failed: 1 });
  expect(await exists(killedUpload.avatar)).toBe(true);
});

test('the clean-up job logs what it really removed, and what it could not', async () => {
  const lines: Array<{ level: string; msg: string; fields: LogFields | undefined }> = [];
  const record = (level: string) => (msg: string, fields?: LogFields) => void lines.push({ level, msg, fields });
  const log: Logger = { debug: record('debug'), info: record('info'), warn: record('warn'), error: record('error') };
  const job = periodicJobs({ db: handle.db, env: readBackendEnv({ MEDIA_DIR: mediaDir }), log, embedded: true }).find((candidate) => candidate.name === JOB_NAMES.uploadCleanup);
  if (!job) throw new Error('no upload clean-up job');

  await job.run();
  expect(lines).toEqual([]);

  await place(killedUpload.file, TEMPORARY_AGE_MS + 60_000, 4000);
  await place(killedUpload.meta, TEMPORARY_AGE_MS + 60_000, 200);
  refuseRemoval(killedUpload.meta, 'EPERM');
  await job.run();
  expect(lines).toEqual([
    { level: 'info', msg: 'orphan uploads removed', fields: { files: 0, bytes: 0, chatPhotos: 0, chatBytes: 0, temporaryFiles: 1, temporaryBytes: 4000 } },
    { level: 'warn', msg: 'orphan uploads could not be removed', fields: { files: 0, chatPhotos: 0, temporaryFiles: 1 } },
  ]);
});
