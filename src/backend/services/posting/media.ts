/**
 * A posting's files: paths the form names are resolved (the member's own listing files, or fresh
 * uploads by their metadata; another member's file is refused), and a listing's media rows are
 * replaced by the files it keeps. Storing and checking file content is listing-media.ts's job.
 */
import { eq, inArray } from 'drizzle-orm';
import { MEDIA_KINDS, type MediaKind, type StagedMedia } from '~/lib/posting-rules';
import type { Database } from '../../db/client';
import { listingMedia, listings } from '../../db/schema';
import { readStored, type CheckedFile } from '../listing-media';
import { PostingRefused } from './refused';

export type MediaRow = typeof listingMedia.$inferSelect;

/**
 * Attached files by path: a file already on one of the member's listings keeps its row's data; a
 * freshly uploaded one is read from its metadata; another member's file is refused.
 */
export async function resolveRefs(db: Database, mediaDir: string, memberId: number, refs: Readonly<Record<MediaKind, readonly string[]>>) {
  const all = MEDIA_KINDS.flatMap((kind) => refs[kind]);
  const rows =
    all.length === 0
      ? []
      : await db
          .select({ media: listingMedia, ownerId: listings.memberId })
          .from(listingMedia)
          .innerJoin(listings, eq(listings.id, listingMedia.listingId))
          .where(inArray(listingMedia.path, all));
  const resolved = { images: [], documents: [], videos: [], panoramas: [] } as Record<MediaKind, StagedMedia[]>;
  for (const kind of MEDIA_KINDS) {
    for (const ref of new Set(refs[kind])) {
      const attached = rows.filter((row) => row.media.path === ref);
      // A file already on listings is the member's to reuse only if one of those listings is theirs
      // (the same photo may sit on listings of several members: a shop's stock image, a re-post).
      const own = attached.find((row) => row.ownerId === memberId)?.media;
      if (attached.length > 0 && !own) throw new PostingRefused(403, 'Tệp đính kèm không thuộc tin của bạn.', kind);
      const media = own ? fromRow(own) : await readStored(mediaDir, ref);
      if (!media) throw new PostingRefused(400, 'Một tệp đính kèm không còn trên máy chủ, vui lòng tải lên lại.', kind);
      resolved[kind].push(media);
    }
  }
  return resolved;
}

export function fromRow(row: MediaRow): StagedMedia {
  return { path: row.path, name: row.originalName ?? '', mimeType: row.mimeType, bytes: row.bytes, width: row.width, height: row.height };
}

/** A new file before it is stored, so it is counted and checked with the attached ones. */
export const placeholder = (file: CheckedFile): StagedMedia => ({ path: '', name: file.name, mimeType: file.mimeType, bytes: file.bytes.length, width: file.width, height: file.height });

/** A listing's media rows become exactly the given files, in order per kind. */
export async function replaceMedia(tx: Database, listingId: number, media: Readonly<Record<MediaKind, readonly StagedMedia[]>>, now: Date) {
  await tx.delete(listingMedia).where(eq(listingMedia.listingId, listingId));
  const rows = MEDIA_KINDS.flatMap((kind) =>
    media[kind].map((file, position) => ({
      listingId,
      kind: kind === 'images' ? ('image' as const) : kind === 'documents' ? ('document' as const) : kind === 'videos' ? ('video' as const) : ('panorama' as const),
      path: file.path,
      originalName: file.name || null,
      mimeType: file.mimeType,
      bytes: file.bytes,
      width: file.width,
      height: file.height,
      position,
      createdAt: now,
    })),
  );
  if (rows.length > 0) await tx.insert(listingMedia).values(rows);
}
