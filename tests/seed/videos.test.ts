/**
 * The seed's demo videos are real WebM files: parsed back element by element here (Chromium playing
 * them is checked by the detail page's Playwright spec).
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { ensureVideos, VIDEO_COUNT, VIDEO_FPS, VIDEO_SECONDS, videoPath } from '../../src/backend/db/seed/videos';
import { vint, vp8FrameFromWebp, writeWebm } from '../../src/backend/db/seed/webm';

interface Element {
  readonly id: number;
  readonly data: Buffer;
}

function readVint(buffer: Buffer, offset: number, keepMarker: boolean): { value: number; length: number } {
  const first = buffer[offset] ?? 0;
  let length = 1;
  while (length <= 8 && (first & (0x80 >> (length - 1))) === 0) length++;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (buffer[offset + i] ?? 0);
  return { value, length };
}

function children(buffer: Buffer): Element[] {
  const out: Element[] = [];
  for (let offset = 0; offset < buffer.length; ) {
    const id = readVint(buffer, offset, true);
    const size = readVint(buffer, offset + id.length, false);
    const start = offset + id.length + size.length;
    out.push({ id: id.value, data: buffer.subarray(start, start + size.value) });
    offset = start + size.value;
  }
  return out;
}

const find = (elements: Element[], id: number) => elements.find((e) => e.id === id);

describe('webm writer', () => {
  test('encodes EBML sizes in the shortest form', () => {
    expect([...vint(0)]).toEqual([0x80]);
    expect([...vint(126)]).toEqual([0xfe]);
    expect([...vint(127)]).toEqual([0x40, 0x7f]); // 0xff alone would mean "unknown size"
    expect([...vint(300)]).toEqual([0x41, 0x2c]);
  });

  test('takes the VP8 key frame out of a lossy WebP and refuses anything else', async () => {
    const webp = await sharp({ create: { width: 32, height: 16, channels: 3, background: '#c8102e' } }).webp({ quality: 50 }).toBuffer();
    const frame = vp8FrameFromWebp(webp);
    expect([...frame.subarray(3, 6)]).toEqual([0x9d, 0x01, 0x2a]); // VP8 key frame start code
    expect(frame.readUInt16LE(6) & 0x3fff).toBe(32);
    const lossless = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).webp({ lossless: true }).toBuffer();
    expect(() => vp8FrameFromWebp(lossless)).toThrow(/no lossy VP8/);
    expect(() => vp8FrameFromWebp(Buffer.from('not a webp at all'))).toThrow(/not a WebP/);
  });

  test('refuses an empty video', () => {
    expect(() => writeWebm({ width: 2, height: 2, fps: 1, frames: [] })).toThrow();
  });
});

describe('seed videos', () => {
  test('are WebM files with one VP8 track, every frame a key block, and the stated duration', { timeout: 60_000 }, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'raovat-videos-'));
    try {
      const files = await ensureVideos(dir);
      expect([...files.keys()]).toEqual(Array.from({ length: VIDEO_COUNT }, (_, i) => videoPath(i)));
      const first = files.get(videoPath(0));
      const bytes = await readFile(path.join(dir, videoPath(0)));
      expect(first).toMatchObject({ width: 640, height: 360, bytes: bytes.length });

      const [header, segment, ...rest] = children(bytes);
      expect(rest).toEqual([]);
      expect(header?.id).toBe(0x1a45dfa3);
      expect(find(children(header?.data ?? Buffer.alloc(0)), 0x4282)?.data.toString('ascii')).toBe('webm');
      const parts = children(segment?.data ?? Buffer.alloc(0));
      const info = children(find(parts, 0x1549a966)?.data ?? Buffer.alloc(0));
      expect(find(info, 0x4489)?.data.readDoubleBE(0)).toBe(VIDEO_SECONDS * 1000);
      const track = children(children(find(parts, 0x1654ae6b)?.data ?? Buffer.alloc(0))[0]?.data ?? Buffer.alloc(0));
      expect(find(track, 0x86)?.data.toString('ascii')).toBe('V_VP8');
      const video = children(find(track, 0xe0)?.data ?? Buffer.alloc(0));
      expect(find(video, 0xb0)?.data.readUIntBE(0, find(video, 0xb0)?.data.length ?? 1)).toBe(640);
      const blocks = parts.filter((p) => p.id === 0x1f43b675).flatMap((cluster) => children(cluster.data).filter((e) => e.id === 0xa3));
      expect(blocks).toHaveLength(VIDEO_SECONDS * VIDEO_FPS);
      for (const block of blocks) {
        expect(block.data[0]).toBe(0x81);
        expect(block.data[3]).toBe(0x80);
        expect([...block.data.subarray(7, 10)]).toEqual([0x9d, 0x01, 0x2a]);
      }

      const before = (await stat(path.join(dir, videoPath(1)))).mtimeMs;
      await ensureVideos(dir);
      expect((await stat(path.join(dir, videoPath(1)))).mtimeMs).toBe(before);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
