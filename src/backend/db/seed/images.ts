/**
 * The seed's images, rendered locally from SVG with sharp into `${mediaDir}/seed/…` (no network):
 * listing photos per category, avatars, panoramas and news pictures. A file that already exists is
 * left alone, so re-seeding is quick; paths in the database are relative to MEDIA_DIR.
 */
import { mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { slugify } from '~/lib/slug';
import { photoPath, SEED_CATEGORIES } from './categories';
import { avatarArt, categoryArt, panoramaArt } from './svg-art';

export interface ImageJob {
  /** Relative to MEDIA_DIR, e.g. 'seed/listing/bat-dong-san-03.jpg'. */
  readonly path: string;
  readonly width: number;
  readonly height: number;
  readonly svg: () => string;
}

export interface ImageFile {
  readonly path: string;
  readonly width: number;
  readonly height: number;
  readonly bytes: number;
}

export const PHOTO_SIZE = { width: 1200, height: 900 } as const;
export const PANORAMA_SIZE = { width: 4096, height: 2048 } as const;
export const PANORAMA_COUNT = 3;
export const NEWS_IMAGE_COUNT = 12;

export const panoramaPath = (index: number) => `seed/panorama/panorama-${index + 1}.jpg`;
export const newsImagePath = (index: number) => `seed/news/news-${String(index + 1).padStart(2, '0')}.jpg`;

export function listingPhotoJobs(): ImageJob[] {
  return SEED_CATEGORIES.flatMap((category) =>
    Array.from({ length: category.photos }, (_, index) => ({
      path: photoPath(category.slug, index),
      ...PHOTO_SIZE,
      svg: () => categoryArt(category.slug, index, `Ảnh minh hoạ · ${category.name}`),
    })),
  );
}

export function panoramaJobs(): ImageJob[] {
  return Array.from({ length: PANORAMA_COUNT }, (_, index) => ({
    path: panoramaPath(index),
    ...PANORAMA_SIZE,
    svg: () => panoramaArt(index),
  }));
}

/** News pictures reuse the category art, cropped to 16:9. */
export function newsImageJobs(topics: readonly string[]): ImageJob[] {
  return topics.map((slug, index) => ({
    path: newsImagePath(index),
    width: 1200,
    height: 675,
    svg: () => categoryArt(slug, index + 3, 'Ảnh minh hoạ', 1200, 675),
  }));
}

/** 'Nguyễn Văn An' → 'NA' (family name and given name). */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return (first + last).toUpperCase();
}

/** The avatar for a name: its file is named after what it shows, so any seed can reuse it. */
export function avatarJob(fullName: string, colorIndex: number): ImageJob {
  const initials = initialsOf(fullName);
  return {
    path: `seed/avatar/${slugify(initials) || 'x'}-${colorIndex}.jpg`,
    width: 400,
    height: 400,
    svg: () => avatarArt(initials, colorIndex),
  };
}

async function fileSize(file: string): Promise<number | null> {
  try {
    return (await stat(file)).size;
  } catch {
    return null;
  }
}

/** Renders the jobs whose file is missing (a few at a time) and returns every file's size. */
export async function ensureImages(mediaDir: string, jobs: readonly ImageJob[], concurrency = 4): Promise<Map<string, ImageFile>> {
  const unique = [...new Map(jobs.map((job) => [job.path, job])).values()];
  const files = new Map<string, ImageFile>();
  let next = 0;
  const worker = async () => {
    for (let job = unique[next++]; job !== undefined; job = unique[next++]) {
      const target = path.join(mediaDir, job.path);
      let bytes = await fileSize(target);
      if (bytes === null) {
        await mkdir(path.dirname(target), { recursive: true });
        const temporary = `${target}.${process.pid}.tmp`;
        await sharp(Buffer.from(job.svg())).jpeg({ quality: 80, progressive: true }).toFile(temporary);
        await rename(temporary, target);
        bytes = (await stat(target)).size;
      }
      files.set(job.path, { path: job.path, width: job.width, height: job.height, bytes });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return files;
}
