/**
 * Extra rows the detail-page routes read: media files of each kind, comments and a commenter.
 * Builds on fixtures.ts (seller, categories, listings).
 */
import type { Database } from '../../src/backend/db/client';
import { comments, listingMedia, members } from '../../src/backend/db/schema';

type MediaKind = 'image' | 'video' | 'document' | 'panorama';

export async function insertMedia(db: Database, listingId: number, kind: MediaKind, position: number, path: string) {
  const mimeType = { image: 'image/jpeg', video: 'video/webm', document: 'application/pdf', panorama: 'image/jpeg' }[kind];
  const [row] = await db
    .insert(listingMedia)
    .values({
      listingId,
      kind,
      path,
      originalName: path.split('/').pop() ?? null,
      mimeType,
      bytes: 1000 + position,
      width: kind === 'document' ? null : kind === 'panorama' ? 4096 : 1200,
      height: kind === 'document' ? null : kind === 'panorama' ? 2048 : 900,
      position,
    })
    .returning();
  if (!row) throw new Error('media not inserted');
  return row;
}

export async function insertCommenter(db: Database) {
  const [member] = await db
    .insert(members)
    .values({ phone: '0922222222', passwordHash: 'scrypt$x', fullName: 'Lê Văn Cường', avatarPath: 'seed/avatar/lc-1.jpg' })
    .returning();
  if (!member) throw new Error('commenter not inserted');
  return member;
}

export async function insertComment(
  db: Database,
  values: { listingId: number; memberId: number; body: string; minutesAgo: number; hidden?: boolean },
) {
  const [row] = await db
    .insert(comments)
    .values({
      listingId: values.listingId,
      memberId: values.memberId,
      body: values.body,
      status: values.hidden ? 'hidden' : 'visible',
      createdAt: new Date(Date.now() - values.minutesAgo * 60_000),
    })
    .returning();
  if (!row) throw new Error('comment not inserted');
  return row;
}
