/**
 * Media nobody kept (issues #15, #34): files a member uploaded while posting are stored at once and
 * only referenced when a listing or a draft is saved, so a posting abandoned or cut off by a crash
 * leaves them behind; a backend killed while writing a file leaves its temporary file (media-store.ts
 * writes every file under a temporary name first). Once a day old, an upload no listing or draft
 * refers to is removed with its metadata and resized variants; once an hour old, a temporary file
 * is removed. Each pass counts only what it really removed.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { chatPhotos, listingMedia } from '../db/schema';
import { isStoredUploadPath, removeStored } from './listing-media';
import { MEDIA_WIDTHS, VARIANT_FORMATS, variantPath } from './media-variants';
import { isTemporaryName } from './media-store';

export const ORPHAN_AGE_MS = 24 * 60 * 60_000;
/** A write takes seconds; a temporary file untouched for an hour belongs to a writer that died. */
export const TEMPORARY_AGE_MS = 60 * 60_000;
/** Uploads live under listings/{year}/{month}/ (listing-media.ts storeOne); seeded files elsewhere are never touched. */
const UPLOAD_ROOT = 'listings';
/** Where media-store writes: uploads, avatars, chat photos and resized variants. */
const WRITTEN_ROOTS = [UPLOAD_ROOT, 'avatars', 'chat', '.cache'] as const;
const BATCH = 500;

async function* filesUnder(mediaDir: string, relative: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(path.join(mediaDir, relative), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const child = `${relative}/${entry.name}`;
    if (entry.isDirectory()) yield* filesUnder(mediaDir, child);
    else if (entry.isFile()) yield child;
  }
}

export interface CleanupResult {
  /** Files this pass removed, and their bytes. */
  readonly removed: number;
  readonly bytes: number;
  /** Files it meant to remove and could not (they are tried again next pass, except chat photos). */
  readonly failed: number;
}

type Removal = 'removed' | 'already-gone' | 'failed';

/** Removes one file and says what really happened: a file another process removed first is not ours to count. */
async function removeFile(absolute: string): Promise<Removal> {
  try {
    await rm(absolute);
    return 'removed';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'already-gone' : 'failed';
  }
}

function tally() {
  let removed = 0;
  let bytes = 0;
  let failed = 0;
  return {
    count(removal: Removal, size: number) {
      if (removal === 'removed') {
        removed += 1;
        bytes += size;
      } else if (removal === 'failed') {
        failed += 1;
      }
    },
    result: (): CleanupResult => ({ removed, bytes, failed }),
  };
}

/** One pass: every upload older than ORPHAN_AGE_MS that no listing_media row refers to is removed. */
export async function removeOrphanUploads(db: Database, mediaDir: string, now = Date.now()): Promise<CleanupResult> {
  const outcome = tally();
  let batch: Array<{ path: string; size: number }> = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const kept = await db.select({ path: listingMedia.path }).from(listingMedia).where(inArray(listingMedia.path, batch.map((file) => file.path)));
    const keptPaths = new Set(kept.map((row) => row.path));
    for (const orphan of batch.filter((file) => !keptPaths.has(file.path))) {
      // The file first: one that cannot be removed keeps its metadata and variants, and is tried again.
      const removal = await removeFile(path.join(mediaDir, orphan.path));
      outcome.count(removal, orphan.size);
      if (removal !== 'failed') await removeStored(mediaDir, [orphan.path]);
    }
    batch = [];
  };
  for await (const relative of filesUnder(mediaDir, UPLOAD_ROOT)) {
    if (!isStoredUploadPath(relative)) continue;
    const info = await stat(path.join(mediaDir, relative)).catch(() => null);
    if (!info || now - info.mtimeMs < ORPHAN_AGE_MS) continue;
    batch.push({ path: relative, size: info.size });
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return outcome.result();
}

/**
 * One pass: temporary files of writes that never finished (a backend killed mid-upload or
 * mid-resize), untouched for TEMPORARY_AGE_MS, are removed. A live write's file is younger.
 */
export async function removeAbandonedTemporaryFiles(mediaDir: string, now = Date.now()): Promise<CleanupResult> {
  const outcome = tally();
  for (const root of WRITTEN_ROOTS) {
    for await (const relative of filesUnder(mediaDir, root)) {
      if (!isTemporaryName(relative)) continue;
      const absolute = path.join(mediaDir, relative);
      const info = await stat(absolute).catch(() => null);
      if (!info || now - info.mtimeMs < TEMPORARY_AGE_MS) continue;
      outcome.count(await removeFile(absolute), info.size);
    }
  }
  return outcome.result();
}

const CHAT_PHOTO_PATH = /^chat\/\d{4}\/\d{2}\/[\w-]{8,40}\.jpg$/;

/**
 * Chat photos uploaded for a message that was never sent (issue #18): once a day old and claimed
 * by no message, the row, the file and its resized copies go. The row goes first, in one statement,
 * so a message cannot claim a photo whose file is being removed.
 */
export async function removeUnclaimedChatPhotos(db: Database, mediaDir: string, now = Date.now()): Promise<CleanupResult> {
  const gone = await db
    .delete(chatPhotos)
    .where(and(isNull(chatPhotos.messageId), lt(chatPhotos.createdAt, new Date(now - ORPHAN_AGE_MS))))
    .returning({ path: chatPhotos.path });
  const outcome = tally();
  for (const { path: relative } of gone) {
    if (!CHAT_PHOTO_PATH.test(relative)) continue;
    const absolute = path.join(mediaDir, relative);
    const size = (await stat(absolute).catch(() => null))?.size ?? 0;
    outcome.count(await removeFile(absolute), size);
    const copies = MEDIA_WIDTHS.flatMap((width) => VARIANT_FORMATS.map((format) => variantPath(mediaDir, relative, width, format)));
    await Promise.all(copies.map((file) => rm(file, { force: true })));
  }
  return outcome.result();
}
