/**
 * The resized copies of stored images (spec §7, §9; issue #33): the widths served, the formats
 * (JPEG and WebP), where each copy lives and its one encoder. Shared by the media route (made on
 * first request), listing media (made at upload) and the upload cleanup (removed with the file).
 */
import path from 'node:path';
import type { Sharp } from 'sharp';

export const MEDIA_WIDTHS = [360, 720] as const;
export type VariantFormat = 'jpeg' | 'webp';
export const VARIANT_FORMATS: readonly VariantFormat[] = ['jpeg', 'webp'];

/** Where the resized copy of a stored file lives (the JPEG one keeps its historical name). */
export function variantPath(mediaDir: string, relative: string, width: number, format: VariantFormat): string {
  return path.join(mediaDir, '.cache', String(width), `${relative}.${format === 'webp' ? 'webp' : 'jpg'}`);
}

/** The one encoder of resized copies, at upload and on demand. */
export function encodeVariant(image: Sharp, width: number, format: VariantFormat): Sharp {
  const resized = image.rotate().resize({ width, withoutEnlargement: true });
  return format === 'webp' ? resized.webp({ quality: 72 }) : resized.jpeg({ quality: 78, progressive: true, mozjpeg: true });
}
