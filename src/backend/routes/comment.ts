/**
 * The comment host's list (spec §7 "Comments and callbacks"): `GET /api/comment` with cat, obj
 * (the listing id), app (22), page (1) and per_page (5). Visible comments of a publicly visible
 * listing, newest first; posting (`/api/comment/send`) arrives with the accounts issue.
 * Shape: docs/upstream-contract.md "Content host: post-detail" → comments.
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { CommentListRequest, CommentListResponse } from '~/lib/contract/content';
import type { BackendDeps } from '../context';
import { answer, decodeRequest } from '../contract-edge';
import { comments, listings, members } from '../db/schema';
import { PUBLIC_STATUSES } from '../services/listing-detail';

export function commentRoutes({ db }: BackendDeps) {
  const app = new Hono();

  app.get('/api/comment', async (c) => {
    const input = decodeRequest(CommentListRequest, c.req.query());
    const visible = and(
      eq(comments.listingId, input.obj),
      eq(comments.status, 'visible'),
      inArray(listings.status, [...PUBLIC_STATUSES]),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: comments.id,
          body: comments.body,
          createdAt: comments.createdAt,
          user: { id: members.id, fullName: members.fullName, avatarPath: members.avatarPath },
        })
        .from(comments)
        .innerJoin(listings, eq(listings.id, comments.listingId))
        .innerJoin(members, eq(members.id, comments.memberId))
        .where(visible)
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(input.per_page)
        .offset((input.page - 1) * input.per_page),
      db.select({ total: count() }).from(comments).innerJoin(listings, eq(listings.id, comments.listingId)).where(visible),
    ]);
    return answer(c, CommentListResponse, {
      status: 200,
      data: {
        data: rows.map((row) => ({
          id: row.id,
          content: row.body,
          created_at: Math.floor(row.createdAt.getTime() / 1000),
          user: { id: row.user.id, full_name: row.user.fullName, avatar: row.user.avatarPath },
        })),
        page: input.page,
        per_page: input.per_page,
        total: total?.total ?? 0,
      },
    });
  });

  return app;
}
