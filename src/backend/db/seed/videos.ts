/**
 * The seed's demo videos: a few seconds of a slow camera pan over a category illustration, as real
 * WebM/VP8 files under `${mediaDir}/seed/video/` (sharp renders the frames, webm.ts muxes them; no
 * ffmpeg, no network). Like the images, a file that already exists is left alone.
 */
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageFile } from './images';
import { categoryArt } from './svg-art';
import { vp8FrameFromWebp, writeWebm } from './webm';

export const VIDEO_SIZE = { width: 640, height: 360 } as const;
export const VIDEO_FPS = 8;
export const VIDEO_SECONDS = 4;
const SCENES = [
  { slug: 'bat-dong-san', variant: 0 },
  { slug: 'xe-co', variant: 1 },
  { slug: 'bat-dong-san', variant: 2 },
] as const;
export const VIDEO_COUNT = SCENES.length;

export const videoPath = (index: number) => `seed/video/sample-${index + 1}.webm`;

const ART = { width: 1200, height: 900 } as const;
const WINDOW = { width: 960, height: 540 } as const;

/** Renders one video: a pan from the art's top-left to its bottom-right, with a progress bar. */
export async function renderVideo(index: number, seconds = VIDEO_SECONDS): Promise<Buffer> {
  const scene = SCENES[index % SCENES.length] ?? SCENES[0];
  const art = await sharp(Buffer.from(categoryArt(scene.slug, scene.variant, 'Video giới thiệu')))
    .resize(ART.width, ART.height)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const count = Math.max(1, Math.round(seconds * VIDEO_FPS));
  const frames: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0 : i / (count - 1);
    const bar = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${VIDEO_SIZE.width}" height="${VIDEO_SIZE.height}">` +
        `<rect x="0" y="${VIDEO_SIZE.height - 6}" width="${Math.round(VIDEO_SIZE.width * t)}" height="6" fill="#c8102e"/></svg>`,
    );
    const webp = await sharp(art.data, { raw: { width: art.info.width, height: art.info.height, channels: art.info.channels } })
      .extract({
        left: Math.round(t * (ART.width - WINDOW.width)),
        top: Math.round(t * (ART.height - WINDOW.height)),
        width: WINDOW.width,
        height: WINDOW.height,
      })
      .resize(VIDEO_SIZE.width, VIDEO_SIZE.height)
      .composite([{ input: bar }])
      .removeAlpha()
      .webp({ quality: 60 })
      .toBuffer();
    frames.push(vp8FrameFromWebp(webp));
  }
  return writeWebm({ ...VIDEO_SIZE, fps: VIDEO_FPS, frames });
}

/** Writes the videos that are missing and returns every video's file facts, keyed by path. */
export async function ensureVideos(mediaDir: string): Promise<Map<string, ImageFile>> {
  const files = new Map<string, ImageFile>();
  for (let index = 0; index < VIDEO_COUNT; index++) {
    const relative = videoPath(index);
    const target = path.join(mediaDir, relative);
    let bytes = await stat(target).then((info) => info.size, () => null);
    if (bytes === null) {
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, await renderVideo(index));
      await rename(temporary, target);
      bytes = (await stat(target)).size;
    }
    files.set(relative, { path: relative, ...VIDEO_SIZE, bytes });
  }
  return files;
}
