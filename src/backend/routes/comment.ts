/**
 * The comment host's list (spec §7 "Comments and callbacks"): `GET /api/comment` with cat, obj
 * (the listing id), app (22), page (1) and per_page (5). Visible comments of a publicly visible
 * listing, newest first; posting (`/api/comment/send`) arrives with the accounts issue.
 * Shape: docs/upstream-contract.md "Content host: post-detail" → comments.
 */
import { Hono } from 'hono';
import { CommentListRequest, CommentListResponse } from '~/lib/contract/content';
import type { BackendDeps } from '../context';
import { answer, decodeRequest } from '../contract-edge';
import { commentPage } from '../services/comments';

export function commentRoutes({ db }: BackendDeps) {
  const app = new Hono();

  app.get('/api/comment', async (c) => {
    const input = decodeRequest(CommentListRequest, c.req.query());
    return answer(c, CommentListResponse, { status: 200, data: await commentPage(db, input.obj, input.page, input.per_page) });
  });

  return app;
}
