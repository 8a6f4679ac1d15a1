/**
 * The media host (spec §7, §9): `GET /media/{width}/{path}` with width 360 or 720 returns the image
 * resized to that width (never enlarged), cached on disk; `full` returns the stored file as it is.
 * Any other width is refused. Stored names are generated and never reused, so responses are immutable.
 * `GET /media/{width}/{path}.webp` is the same variant as WebP (issue #33: half the JPEG's bytes at
 * the same encode cost; AVIF was measured at 12–20× the CPU and rejected), made at upload and, for
 * files stored before, on first request.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import sharp from 'sharp';
import type { BackendDeps } from '../context';
import { errorBody } from '../http';
import { produceOnce } from '../services/media-store';
import { encodeVariant, MEDIA_WIDTHS, variantPath, type VariantFormat } from '../services/media-variants';

const WEBP_SUFFIX = '.webp';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};
const RESIZABLE = new Set(['.jpg', '.jpeg', '.png', '.webp']);
const SAFE_PATH = /^[a-z0-9][a-z0-9/_.-]{0,300}$/i;

/** Resolves a requested path inside the media folder, or null for anything that could escape it. */
export function resolveMediaPath(mediaDir: string, requested: string): string | null {
  if (!SAFE_PATH.test(requested) || requested.split('/').some((part) => part === '..' || part === '.' || part === '')) {
    return null;
  }
  if (requested.startsWith('.cache/')) return null;
  const absolute = path.resolve(mediaDir, requested);
  return absolute.startsWith(path.resolve(mediaDir) + path.sep) ? absolute : null;
}

async function fileSize(file: string): Promise<number | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}

export function mediaRoutes({ env, log }: BackendDeps) {
  const app = new Hono();
  const inFlight = new Map<string, Promise<void>>();

  const notFound = () =>
    new Response(JSON.stringify(errorBody(404, 'Không tìm thấy tệp.')), {
      status: 404,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });

  const sendFile = (file: string, size: number, contentType: string) =>
    new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
      // Public files: any origin may read them (WebGL panoramas load the image as a CORS request).
      headers: {
        'content-type': contentType,
        'content-length': String(size),
        'cache-control': IMMUTABLE,
        'access-control-allow-origin': '*',
        // A document is downloaded, never rendered by the browser on the media origin (a PDF may carry script).
        ...(contentType === 'application/pdf' ? { 'content-disposition': 'attachment' } : {}),
      },
    });

  // Requests for the same missing variant share one resize in this process, and produceOnce makes
  // it once across the instances sharing MEDIA_DIR; a half-written variant is never served.
  const ensureVariant = (source: string, target: string, width: number, format: VariantFormat) => {
    const pending = inFlight.get(target);
    if (pending) return pending;
    const work = produceOnce(target, async (temporary) => {
      await encodeVariant(sharp(source), width, format).toFile(temporary);
    }).finally(() => inFlight.delete(target));
    inFlight.set(target, work);
    return work;
  };

  app.get('/media/:width/*', async (c) => {
    const width = c.req.param('width');
    const asked = decodeURIComponent(c.req.path.slice(`/media/${width}/`.length));
    // `x.jpg.webp` is the WebP variant of `x.jpg`; a stored `x.webp` is a source like any other.
    const variantOf = asked.endsWith(WEBP_SUFFIX) ? asked.slice(0, -WEBP_SUFFIX.length) : null;
    const format: VariantFormat = variantOf !== null && RESIZABLE.has(path.extname(variantOf).toLowerCase()) ? 'webp' : 'jpeg';
    const requested = format === 'webp' && variantOf !== null ? variantOf : asked;
    const source = resolveMediaPath(env.MEDIA_DIR, requested);
    if (!source) return notFound();
    const extension = path.extname(source).toLowerCase();
    const contentType = CONTENT_TYPES[extension];
    if (!contentType) return notFound();

    if (width === 'full') {
      const size = await fileSize(source);
      return size === null ? notFound() : sendFile(source, size, contentType);
    }
    const numericWidth = Number(width);
    if (!MEDIA_WIDTHS.some((allowed) => allowed === numericWidth) || !RESIZABLE.has(extension)) {
      return c.json(errorBody(400, 'Kích thước ảnh không được hỗ trợ.'), 400);
    }
    if ((await fileSize(source)) === null) return notFound();

    const target = variantPath(env.MEDIA_DIR, requested, numericWidth, format);
    let size = await fileSize(target);
    if (size === null) {
      try {
        await ensureVariant(source, target, numericWidth, format);
      } catch (error) {
        log.warn('media resize failed', { path: requested, width: numericWidth, error: String(error) });
        return c.json(errorBody(422, 'Không xử lý được ảnh.'), 422);
      }
      size = await fileSize(target);
    }
    return size === null ? notFound() : sendFile(target, size, format === 'webp' ? 'image/webp' : 'image/jpeg');
  });

  return app;
}
