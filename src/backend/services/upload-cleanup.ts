/**
 * Uploads nobody kept (issue #15): files a member uploaded while posting are stored at once and only
 * referenced when a listing or a draft is saved, so a posting abandoned or cut off by a crash leaves
 * them behind. Once a day old, a file no listing or draft refers to is removed with its metadata and
 * resized variants; each pass logs how many and how many bytes.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { chatPhotos, listingMedia } from '../db/schema';
import { removeStored } from './listing-media';

export const ORPHAN_AGE_MS = 24 * 60 * 60_000;
/** Uploads live under listings/{year}/{month}/ (listing-media.ts storeOne); seeded files elsewhere are never touched. */
const UPLOAD_ROOT = 'listings';
const BATCH = 500;

async function* uploadedFiles(mediaDir: string, relative = UPLOAD_ROOT): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(path.join(mediaDir, relative), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const child = `${relative}/${entry.name}`;
    if (entry.isDirectory()) yield* uploadedFiles(mediaDir, child);
    else if (entry.isFile() && !entry.name.endsWith('.meta.json')) yield child;
  }
}

export interface CleanupResult {
  readonly removed: number;
  readonly bytes: number;
}

/** One pass: every upload older than ORPHAN_AGE_MS that no listing_media row refers to is removed. */
export async function removeOrphanUploads(db: Database, mediaDir: string, now = Date.now()): Promise<CleanupResult> {
  let removed = 0;
  let bytes = 0;
  let batch: Array<{ path: string; size: number }> = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const kept = await db.select({ path: listingMedia.path }).from(listingMedia).where(inArray(listingMedia.path, batch.map((file) => file.path)));
    const keptPaths = new Set(kept.map((row) => row.path));
    const orphans = batch.filter((file) => !keptPaths.has(file.path));
    await removeStored(mediaDir, orphans.map((file) => file.path));
    removed += orphans.length;
    bytes += orphans.reduce((sum, file) => sum + file.size, 0);
    batch = [];
  };
  for await (const relative of uploadedFiles(mediaDir)) {
    const info = await stat(path.join(mediaDir, relative)).catch(() => null);
    if (!info || now - info.mtimeMs < ORPHAN_AGE_MS) continue;
    batch.push({ path: relative, size: info.size });
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return { removed, bytes };
}

const CHAT_PHOTO_PATH = /^chat\/\d{4}\/\d{2}\/[\w-]{8,40}\.jpg$/;

/**
 * Chat photos uploaded for a message that was never sent (issue #18): once a day old and claimed
 * by no message, the row, the file and its resized copies go.
 */
export async function removeUnclaimedChatPhotos(db: Database, mediaDir: string, now = Date.now()): Promise<CleanupResult> {
  const gone = await db
    .delete(chatPhotos)
    .where(and(isNull(chatPhotos.messageId), lt(chatPhotos.createdAt, new Date(now - ORPHAN_AGE_MS))))
    .returning({ path: chatPhotos.path });
  let bytes = 0;
  for (const { path: relative } of gone) {
    if (!CHAT_PHOTO_PATH.test(relative)) continue;
    const absolute = path.join(mediaDir, relative);
    bytes += (await stat(absolute).catch(() => null))?.size ?? 0;
    const copies = [360, 720].map((width) => path.join(mediaDir, '.cache', String(width), `${relative}.jpg`));
    await Promise.all([absolute, ...copies].map((file) => rm(file, { force: true })));
  }
  return { removed: gone.length, bytes };
}
