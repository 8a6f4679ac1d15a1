/**
 * Listing media uploads (spec §5, §9). The type is decided by the file's first bytes (and, for
 * pictures, by sharp decoding them), never by its name or the browser's claim; sizes, counts and
 * picture dimensions are checked before anything is written. Files are stored under generated names
 * (`listings/YYYY/MM/<random>.<ext>`) with their 360/720 variants pre-made where the media host
 * serves them from, and a `<file>.meta.json` beside each (the media host never serves .json), so a
 * later posting call can attach an uploaded file by its path and trust its metadata.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { MEDIA_LIMITS, MEDIA_MAX_BYTES, tooManyFilesMessage, type MediaKind, type StagedMedia } from '~/lib/posting-rules';
import { encodeVariant, MEDIA_WIDTHS, VARIANT_FORMATS, variantPath, type VariantFormat } from './media-variants';
import { writeWhole } from './media-store';
import { randomBytes } from 'node:crypto';

export class MediaRejected extends Error {
  constructor(
    message: string,
    readonly kind: MediaKind,
  ) {
    super(message);
  }
}

/** A file whose content has been checked, held in memory until it is stored. */
export interface CheckedFile {
  readonly kind: MediaKind;
  readonly bytes: Buffer;
  readonly extension: 'jpg' | 'png' | 'webp' | 'pdf' | 'mp4' | 'webm';
  readonly mimeType: string;
  readonly name: string;
  readonly width: number | null;
  readonly height: number | null;
}

const MIN_IMAGE = { width: 300, height: 200 };
const MAX_IMAGE_SIDE = 12_000;
const PANORAMA_RATIO = { min: 1.8, max: 2.2 };
const PANORAMA_MIN_WIDTH = 1_000;

const STORED_PATH = /^listings\/\d{4}\/\d{2}\/[a-z0-9]{24}\.(?:jpg|png|webp|pdf|mp4|webm)$/;

/** A path storeOne gives an upload (not its metadata, a variant or a file still being written). */
export const isStoredUploadPath = (relative: string): boolean => STORED_PATH.test(relative);

/** The uploader's file name without folders or control characters, at most 120 characters. */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = name.split(/[\\/]/).pop()?.replace(/[\u0000-\u001f\u007f]/g, '').trim() ?? '';
  return (base || 'tep').slice(0, 120);
}

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);

type Sniffed = Pick<CheckedFile, 'extension' | 'mimeType'>;

function sniff(bytes: Buffer): Sniffed | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { extension: 'jpg', mimeType: 'image/jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { extension: 'png', mimeType: 'image/png' };
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return { extension: 'webp', mimeType: 'image/webp' };
  if (bytes.toString('latin1', 0, 5) === '%PDF-') return { extension: 'pdf', mimeType: 'application/pdf' };
  if (bytes.toString('latin1', 4, 8) === 'ftyp') return { extension: 'mp4', mimeType: 'video/mp4' };
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return { extension: 'webm', mimeType: 'video/webm' };
  return null;
}

const ACCEPTED: Readonly<Record<MediaKind, { readonly extensions: readonly CheckedFile['extension'][]; readonly wrongType: (name: string) => string }>> = {
  images: { extensions: ['jpg', 'png', 'webp'], wrongType: (name) => `Tệp "${name}" không phải ảnh JPG, PNG hoặc WebP.` },
  panoramas: { extensions: ['jpg', 'png', 'webp'], wrongType: (name) => `Tệp "${name}" không phải ảnh JPG, PNG hoặc WebP.` },
  documents: { extensions: ['pdf'], wrongType: (name) => `Tệp "${name}" không phải tài liệu PDF.` },
  videos: { extensions: ['mp4', 'webm'], wrongType: (name) => `Tệp "${name}" không phải video MP4 hoặc WebM.` },
};

/** Checks one file of a kind by content, size and (pictures) dimensions; throws MediaRejected. */
export async function checkFile(kind: MediaKind, file: File): Promise<CheckedFile> {
  const name = cleanFileName(file.name);
  if (file.size === 0) throw new MediaRejected(`Tệp "${name}" trống.`, kind);
  if (file.size > MEDIA_MAX_BYTES[kind]) throw new MediaRejected(`Tệp "${name}" vượt quá ${Math.round(MEDIA_MAX_BYTES[kind] / 1024 / 1024)} MB.`, kind);
  const bytes = Buffer.from(await file.arrayBuffer());
  const sniffed = sniff(bytes);
  const accepted = ACCEPTED[kind];
  if (!sniffed || !accepted.extensions.includes(sniffed.extension)) throw new MediaRejected(accepted.wrongType(name), kind);
  if (kind !== 'images' && kind !== 'panoramas') return { kind, bytes, ...sniffed, name, width: null, height: null };

  const meta = await sharp(bytes, { failOn: 'error' })
    .metadata()
    .catch(() => null);
  const format = meta?.format === 'jpeg' ? 'jpg' : meta?.format;
  if (!meta || format !== sniffed.extension || !meta.width || !meta.height) throw new MediaRejected(accepted.wrongType(name), kind);
  // EXIF orientations 5–8 swap the sides as people see the picture.
  const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) throw new MediaRejected(`Ảnh "${name}" quá lớn: mỗi cạnh tối đa ${MAX_IMAGE_SIDE} điểm ảnh.`, kind);
  if (kind === 'images' && (width < MIN_IMAGE.width || height < MIN_IMAGE.height)) {
    throw new MediaRejected(`Ảnh "${name}" quá nhỏ: cần tối thiểu ${MIN_IMAGE.width}×${MIN_IMAGE.height} điểm ảnh.`, kind);
  }
  if (kind === 'panoramas') {
    const ratio = width / height;
    if (ratio < PANORAMA_RATIO.min || ratio > PANORAMA_RATIO.max || width < PANORAMA_MIN_WIDTH) {
      throw new MediaRejected(`Ảnh 360° "${name}" phải là ảnh toàn cảnh tỉ lệ 2:1, rộng tối thiểu ${PANORAMA_MIN_WIDTH} điểm ảnh.`, kind);
    }
  }
  return { kind, bytes, ...sniffed, name, width, height };
}

/** Checks every file of a request before any is stored: all pass, or the first refusal is thrown. */
export async function checkFiles(files: ReadonlyArray<{ readonly kind: MediaKind; readonly file: File }>): Promise<CheckedFile[]> {
  const checked: CheckedFile[] = [];
  for (const { kind, file } of files) checked.push(await checkFile(kind, file));
  return checked;
}

export function assertCount(kind: MediaKind, count: number): void {
  if (count > MEDIA_LIMITS[kind]) throw new MediaRejected(tooManyFilesMessage(kind), kind);
}

const metaFile = (absolute: string) => `${absolute}.meta.json`;

function variants(mediaDir: string, relative: string): { width: number; format: VariantFormat; file: string }[] {
  return MEDIA_WIDTHS.flatMap((width) => VARIANT_FORMATS.map((format) => ({ width, format, file: variantPath(mediaDir, relative, width, format) })));
}

/** Stores checked files; on any failure removes what this call wrote and rethrows. */
export async function storeFiles(mediaDir: string, files: readonly CheckedFile[], now = new Date()): Promise<StagedMedia[]> {
  const stored: StagedMedia[] = [];
  try {
    for (const file of files) stored.push(await storeOne(mediaDir, file, now));
    return stored;
  } catch (error) {
    await removeStored(
      mediaDir,
      stored.map((media) => media.path),
    );
    throw error;
  }
}

async function storeOne(mediaDir: string, file: CheckedFile, now: Date): Promise<StagedMedia> {
  const folder = `listings/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const relative = `${folder}/${randomBytes(12).toString('hex')}.${file.extension}`;
  const absolute = path.join(mediaDir, relative);
  const media: StagedMedia = { path: relative, name: file.name, mimeType: file.mimeType, bytes: file.bytes.length, width: file.width, height: file.height };
  try {
    // Variants and metadata first: once the file itself is there, everything about it is.
    if (file.width !== null) {
      for (const { width, format, file: target } of variants(mediaDir, relative)) {
        await writeWhole(target, await encodeVariant(sharp(file.bytes), width, format).toBuffer());
      }
    }
    await writeWhole(metaFile(absolute), JSON.stringify(media));
    await writeWhole(absolute, file.bytes, { exclusive: true });
    return media;
  } catch (error) {
    await removeStored(mediaDir, [relative]);
    throw error;
  }
}

/** Deletes stored files with their metadata and variants (missing ones are ignored). */
export async function removeStored(mediaDir: string, paths: readonly string[]): Promise<void> {
  for (const relative of paths) {
    if (!STORED_PATH.test(relative)) continue;
    const absolute = path.join(mediaDir, relative);
    await Promise.all([absolute, metaFile(absolute), ...variants(mediaDir, relative).map((variant) => variant.file)].map((file) => rm(file, { force: true })));
  }
}

/** An uploaded file by its path, with the metadata written when it was stored; null when there is none. */
export async function readStored(mediaDir: string, relative: string): Promise<StagedMedia | null> {
  if (!STORED_PATH.test(relative)) return null;
  try {
    const meta = JSON.parse(await readFile(metaFile(path.join(mediaDir, relative)), 'utf8')) as StagedMedia;
    return meta.path === relative ? meta : null;
  } catch {
    return null;
  }
}
