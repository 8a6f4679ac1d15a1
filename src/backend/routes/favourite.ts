/**
 * Favourites (spec §2 /user/like; the calls are ours: docs/upstream-contract.md "Member host:
 * favourites"). Bearer token required; the member is the token's member.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { FavouriteIdsResponse, FavouriteListRequest, FavouriteListResponse, FavouriteToggleRequest, FavouriteToggleResponse } from '~/lib/contract/member';
import { assertSelf, requireMember, type MemberEnv } from '../auth';
import type { BackendDeps } from '../context';
import { answer, decodeRequest } from '../contract-edge';
import { categories, favourites, listings, members } from '../db/schema';
import { BackendError, readBody } from '../http';
import { articleColumns, toArticle } from '../services/articles';

const MAX_FAVOURITES = 500;

export function favouriteRoutes({ db }: BackendDeps) {
  const app = new Hono<MemberEnv>();
  app.use('/api/member/favourites', requireMember(db));
  app.use('/api/member/favourites/*', requireMember(db));

  app.get('/api/member/favourites/ids', async (c) => {
    const member = c.get('member');
    assertSelf(member, { member_id: c.req.query('member_id') });
    const rows = await db.select({ id: favourites.listingId }).from(favourites).where(eq(favourites.memberId, member.id)).limit(MAX_FAVOURITES);
    return answer(c, FavouriteIdsResponse, { status: 200, data: rows.map((row) => row.id) });
  });

  app.get('/api/member/favourites', async (c) => {
    const member = c.get('member');
    assertSelf(member, { member_id: c.req.query('member_id') });
    const { page, per_page: perPage } = decodeRequest(FavouriteListRequest, c.req.query());
    const [rows, [total]] = await Promise.all([
      db
        .select(articleColumns)
        .from(favourites)
        .innerJoin(listings, eq(listings.id, favourites.listingId))
        .innerJoin(categories, eq(categories.id, listings.categoryId))
        .innerJoin(members, eq(members.id, listings.memberId))
        .where(eq(favourites.memberId, member.id))
        .orderBy(desc(favourites.createdAt))
        .limit(perPage)
        .offset((page - 1) * perPage),
      db.select({ total: count() }).from(favourites).where(eq(favourites.memberId, member.id)),
    ]);
    const now = new Date();
    return answer(c, FavouriteListResponse, { status: 200, data: { data: rows.map((row) => toArticle(row, now)), page, per_page: perPage, total: Number(total?.total ?? 0) } });
  });

  app.post('/api/member/favourites/add', async (c) => {
    const member = c.get('member');
    const body = await readBody(c);
    assertSelf(member, body, ['member_id', 'memberId', 'user_id', 'm']);
    const { post_id: postId } = decodeRequest(FavouriteToggleRequest, body);
    const [listing] = await db.select({ id: listings.id }).from(listings).where(eq(listings.id, postId)).limit(1);
    if (!listing) throw new BackendError(404, 'Tin không tồn tại hoặc đã bị xoá.');
    const [existing] = await db.select({ total: count() }).from(favourites).where(eq(favourites.memberId, member.id));
    if (Number(existing?.total ?? 0) >= MAX_FAVOURITES) throw new BackendError(400, `Bạn chỉ lưu được tối đa ${MAX_FAVOURITES} tin.`);
    await db.insert(favourites).values({ memberId: member.id, listingId: postId }).onConflictDoNothing();
    return answer(c, FavouriteToggleResponse, { status: 200, success: true, data: { post_id: postId, liked: true } });
  });

  app.post('/api/member/favourites/remove', async (c) => {
    const member = c.get('member');
    const body = await readBody(c);
    assertSelf(member, body, ['member_id', 'memberId', 'user_id', 'm']);
    const { post_id: postId } = decodeRequest(FavouriteToggleRequest, body);
    await db.delete(favourites).where(and(eq(favourites.memberId, member.id), eq(favourites.listingId, postId)));
    return answer(c, FavouriteToggleResponse, { status: 200, success: true, data: { post_id: postId, liked: false } });
  });

  return app;
}
