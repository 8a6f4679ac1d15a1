import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createBackendApp } from '../../src/backend/app';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { readBackendEnv } from '../../src/backend/env';
import { resolveMediaPath } from '../../src/backend/routes/media';
import { loadLocations } from '../../src/backend/services/locations';
import { createLogger } from '../../src/lib/log';
import { freshPglite } from '../helpers/db';
import { backendApp, type BackendApp } from '../helpers/backend';

let handle: DatabaseHandle;
let mediaDir: string;
let app: BackendApp;

beforeAll(async () => {
  handle = await freshPglite();
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'raovat-media-'));
  await mkdir(path.join(mediaDir, 'seed'), { recursive: true });
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 16, b: 46 } } })
    .jpeg()
    .toFile(path.join(mediaDir, 'seed', 'photo.jpg'));
  await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .png()
    .toFile(path.join(mediaDir, 'seed', 'small.png'));
  app = await backendApp(handle.db, { MEDIA_DIR: mediaDir });
});

afterAll(async () => {
  await handle.close();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('location files', () => {
  test('tinh_tp.json has the 63 provinces of the GSO data', async () => {
    const response = await app.request('/location/tinh_tp.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('max-age');
    const provinces = (await response.json()) as Record<string, { name: string; code: string }>;
    expect(Object.keys(provinces)).toHaveLength(63);
    expect(provinces['79']?.name).toBe('Hồ Chí Minh');
  });

  test('a file that does not fit the contract (LocationFile) is our 500 and is never served', async () => {
    const provinceFile = path.join(mediaDir, 'tinh_tp-broken.json');
    // A unit without its name: the app's client would refuse the whole file.
    await writeFile(provinceFile, JSON.stringify({ '79': { slug: 'ho-chi-minh', type: 'thanh-pho', name_with_type: 'Thành phố Hồ Chí Minh', code: '79' } }));
    const locations = { ...(await loadLocations()), provinceFile };
    const broken = createBackendApp({ db: handle.db, env: readBackendEnv({ MEDIA_DIR: mediaDir }), log: createLogger('test', 'silent'), locations });
    const response = await broken.request('/location/tinh_tp.json');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ status: 500, success: false, message: 'Hệ thống đang bận, vui lòng thử lại sau.' });
  });

  test('quan-huyen and xa-phuong files by code', async () => {
    const districts = (await (await app.request('/location/quan-huyen/79.json')).json()) as Record<string, { parent_code: string; name: string }>;
    expect(districts['778']).toMatchObject({ parent_code: '79', name: '7' });
    const wards = (await (await app.request('/location/xa-phuong/778.json')).json()) as Record<string, { parent_code: string }>;
    expect(Object.values(wards).every((ward) => ward.parent_code === '778')).toBe(true);
  });

  test.each(['/location/quan-huyen/99.json', '/location/quan-huyen/..%2F..%2Fpackage.json', '/location/xa-phuong/044.json', '/location/xa-phuong/abc.json'])(
    '%s is a 404',
    async (url) => {
      expect((await app.request(url)).status).toBe(404);
    },
  );
});

describe('media host', () => {
  test.each([360, 720])('resizes to width %i, caches the variant on disk, and marks it immutable', async (width) => {
    const response = await app.request(`/media/${width}/seed/photo.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.width).toBe(width);
    expect(await readdir(path.join(mediaDir, '.cache', String(width), 'seed'))).toContain('photo.jpg.jpg');
  });

  test.each([360, 720])('serves the width %i copy as WebP at <url>.webp, smaller than the JPEG (issue #33)', async (width) => {
    const jpeg = await app.request(`/media/${width}/seed/photo.jpg`);
    const response = await app.request(`/media/${width}/seed/photo.jpg.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width });
    expect(bytes.length).toBeLessThan((await jpeg.arrayBuffer()).byteLength);
    expect(await readdir(path.join(mediaDir, '.cache', String(width), 'seed'))).toContain('photo.jpg.webp');
  });

  test('a stored WebP is a source like any other; .webp after a non-image is a 404', async () => {
    await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 10, g: 90, b: 200 } } })
      .webp()
      .toFile(path.join(mediaDir, 'seed', 'stored.webp'));
    const asJpeg = await app.request('/media/360/seed/stored.webp');
    expect(asJpeg.headers.get('content-type')).toBe('image/jpeg');
    const asWebp = await app.request('/media/360/seed/stored.webp.webp');
    expect(asWebp.headers.get('content-type')).toBe('image/webp');
    expect((await app.request('/media/360/seed/missing.jpg.webp')).status).toBe(404);
  });

  test('never enlarges a smaller image', async () => {
    const response = await app.request('/media/720/seed/small.png');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.width).toBe(300);
  });

  test('full returns the original bytes', async () => {
    const response = await app.request('/media/full/seed/photo.jpg');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.width).toBe(1600);
  });

  test.each(['/media/500/seed/photo.jpg', '/media/0/seed/photo.jpg', '/media/360px/seed/photo.jpg'])('refuses unknown width %s with 400', async (url) => {
    expect((await app.request(url)).status).toBe(400);
  });

  test('a missing image is a 404', async () => {
    expect((await app.request('/media/360/seed/missing.jpg')).status).toBe(404);
  });

  test('path traversal never leaves the media folder', async () => {
    expect(resolveMediaPath(mediaDir, '../etc/passwd')).toBeNull();
    expect(resolveMediaPath(mediaDir, 'seed/../../x.jpg')).toBeNull();
    expect(resolveMediaPath(mediaDir, '.cache/360/seed/photo.jpg.jpg')).toBeNull();
    expect((await app.request('/media/full/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});
