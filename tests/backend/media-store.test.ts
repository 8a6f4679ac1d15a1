/**
 * Media on a folder shared by several backend instances (issue #14): files appear whole, a variant
 * is made once however many instances ask at the same moment, and a lock left by a dead instance
 * does not block anyone for long.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { produceOnce, writeWhole } from '../../src/backend/services/media-store';
import { backendApp } from '../helpers/backend';
import { freshPglite } from '../helpers/db';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'raovat-store-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('media store', () => {
  test('six callers at once: the file is made once, every caller sees it whole, nothing is left behind', async () => {
    const target = path.join(folder, 'variant', 'photo.jpg');
    let made = 0;
    const make = async (temporary: string) => {
      made += 1;
      await writeFile(temporary, 'a'.repeat(10_000));
      await new Promise((resolve) => setTimeout(resolve, 100));
    };
    await Promise.all(Array.from({ length: 6 }, () => produceOnce(target, make)));
    expect(made).toBe(1);
    expect((await readFile(target, 'utf8')).length).toBe(10_000);
    expect(await readdir(path.dirname(target))).toEqual(['photo.jpg']);
  });

  test('a lock left by an instance that died is taken over', async () => {
    const target = path.join(folder, 'photo.jpg');
    await mkdir(folder, { recursive: true });
    await writeFile(`${target}.lock`, '');
    const minuteAgo = new Date(Date.now() - 60_000);
    await utimes(`${target}.lock`, minuteAgo, minuteAgo);
    await produceOnce(target, (temporary) => writeFile(temporary, 'ok'));
    expect(await readFile(target, 'utf8')).toBe('ok');
  });

  test('an exclusive write refuses a name already taken and leaves the first file as it was', async () => {
    const target = path.join(folder, 'listings', 'a.jpg');
    await writeWhole(target, 'first', { exclusive: true });
    await expect(writeWhole(target, 'second', { exclusive: true })).rejects.toMatchObject({ code: 'EEXIST' });
    expect(await readFile(target, 'utf8')).toBe('first');
    expect(await readdir(path.dirname(target))).toEqual(['a.jpg']);
  });

  test('two backends on one media folder, asked for the same new variant at once, answer the same whole image', async () => {
    const handle: DatabaseHandle = await freshPglite();
    try {
      await mkdir(path.join(folder, 'seed'), { recursive: true });
      await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 16, b: 46 } } })
        .jpeg()
        .toFile(path.join(folder, 'seed', 'photo.jpg'));
      const backends = [await backendApp(handle.db, { MEDIA_DIR: folder }), await backendApp(handle.db, { MEDIA_DIR: folder })];
      const answers = await Promise.all(backends.flatMap((backend) => [backend.request('/media/360/seed/photo.jpg'), backend.request('/media/360/seed/photo.jpg')]));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      const bodies = await Promise.all(answers.map(async (answer) => Buffer.from(await answer.arrayBuffer())));
      expect(new Set(bodies.map((body) => body.toString('base64'))).size).toBe(1);
      expect((await sharp(bodies[0]).metadata()).width).toBe(360);
      expect(await readdir(path.join(folder, '.cache', '360', 'seed'))).toEqual(['photo.jpg.jpg']);
    } finally {
      await handle.close();
    }
  });
});
