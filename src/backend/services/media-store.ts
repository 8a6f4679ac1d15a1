/**
 * How the backend writes media under MEDIA_DIR (issue #14): a folder that several backend
 * instances may share (a network volume). Every file appears whole or not at all — written to a
 * temporary name beside it, then renamed, which is atomic within one file system — so no instance
 * ever serves a torn file. A derived file (a resized variant) is produced once across instances:
 * the first to create its lock file makes it, the others wait for it to appear.
 * Stored names are random and never reused, so a file, once there, never changes.
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A lock older than this was left by an instance that died mid-way; it is taken over. */
const STALE_LOCK_MS = 30_000;
const WAIT_STEP_MS = 50;
const WAIT_LIMIT_MS = 20_000;

const temporaryBeside = (target: string) => `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
const TEMPORARY_NAME = /\.\d+\.[0-9a-f]{8}\.tmp$/;

/**
 * A name temporaryBeside gives: a file being written, or one left behind by a process killed while
 * writing it (upload-cleanup.ts removes those once they are old). A stored file never has one.
 */
export const isTemporaryName = (name: string): boolean => TEMPORARY_NAME.test(name);

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Writes a new file whole. `exclusive`: refuses (EEXIST) when the name is taken, through a hard
 * link, which fails rather than replaces.
 */
export async function writeWhole(target: string, bytes: Uint8Array | string, options: { exclusive?: boolean } = {}): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = temporaryBeside(target);
  try {
    await writeFile(temporary, bytes, { flag: 'wx' });
    if (options.exclusive) await link(temporary, target);
    else await rename(temporary, target);
  } finally {
    await rm(temporary, { force: true });
  }
}

/**
 * Makes `target` once, whichever instances ask at the same time: `make` writes the given temporary
 * file, which then becomes the target. Resolves when the target exists.
 */
export async function produceOnce(target: string, make: (temporary: string) => Promise<void>): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const lock = `${target}.lock`;
  const deadline = Date.now() + WAIT_LIMIT_MS;
  while (!(await exists(target))) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${path.basename(target)}`);
    let handle;
    try {
      handle = await open(lock, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = await stat(lock).catch(() => null);
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) await rm(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
      continue;
    }
    try {
      if (await exists(target)) return;
      const temporary = temporaryBeside(target);
      try {
        await make(temporary);
        await rename(temporary, target);
      } finally {
        await rm(temporary, { force: true });
      }
    } finally {
      await handle.close();
      await rm(lock, { force: true });
    }
  }
}
