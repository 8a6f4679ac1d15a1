/**
 * Stored uploads: the type is decided by the file's content (sharp reads the real format), never by
 * its name or the browser's claim; files get generated names under MEDIA_DIR.
 */
import path from 'node:path';
import sharp from 'sharp';
import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE_MESSAGE, CHAT_PHOTO_MAX_BYTES, CHAT_PHOTO_TOO_LARGE_MESSAGE } from '~/lib/upload-limits';
import { writeWhole } from './media-store';
import { randomSecret } from './secrets';

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp']);

export class UploadRejected extends Error {}

/** Square 400 px JPEG avatar; returns its media path (relative to MEDIA_DIR). */
export async function storeAvatar(mediaDir: string, file: File): Promise<string> {
  if (file.size === 0) throw new UploadRejected('Tệp ảnh trống.');
  if (file.size > AVATAR_MAX_BYTES) throw new UploadRejected(AVATAR_TOO_LARGE_MESSAGE);
  const bytes = Buffer.from(await file.arrayBuffer());
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta?.format || !IMAGE_FORMATS.has(meta.format)) throw new UploadRejected('Tệp tải lên không phải ảnh JPG, PNG hoặc WebP.');
  if ((meta.width ?? 0) < 64 || (meta.height ?? 0) < 64) throw new UploadRejected('Ảnh đại diện cần tối thiểu 64×64 điểm ảnh.');
  const relative = path.posix.join('avatars', `${randomSecret(12)}.jpg`);
  const target = path.join(mediaDir, relative);
  const jpeg = await sharp(bytes).rotate().resize(400, 400, { fit: 'cover' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  await writeWhole(target, jpeg, { exclusive: true });
  return relative;
}

const CHAT_PHOTO_EDGE = 1600;

/**
 * A photo for a chat message: decoded by content, re-encoded as a JPEG of at most 1600 px a side
 * (metadata and anything appended to the file are gone), stored under chat/{year}/{month}/.
 */
export async function storeChatPhoto(mediaDir: string, file: File, now = new Date()): Promise<{ path: string; width: number; height: number }> {
  if (file.size === 0) throw new UploadRejected('Tệp ảnh trống.');
  if (file.size > CHAT_PHOTO_MAX_BYTES) throw new UploadRejected(CHAT_PHOTO_TOO_LARGE_MESSAGE);
  const bytes = Buffer.from(await file.arrayBuffer());
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta?.format || !IMAGE_FORMATS.has(meta.format)) throw new UploadRejected('Tệp tải lên không phải ảnh JPG, PNG hoặc WebP.');
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const relative = path.posix.join('chat', String(now.getUTCFullYear()), month, `${randomSecret(12)}.jpg`);
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize(CHAT_PHOTO_EDGE, CHAT_PHOTO_EDGE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  await writeWhole(path.join(mediaDir, relative), data, { exclusive: true });
  return { path: relative, width: info.width, height: info.height };
}
