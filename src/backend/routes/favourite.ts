/**
 * Favourites (spec §2 /user/like; the calls are ours: docs/upstream-contract.md "Member host:
 * favourites"). Bearer token required; the member is the token's member.
 */
import { Hono } from 'hono';
import { FavouriteIdsResponse, FavouriteListRequest, FavouriteListResponse, FavouriteToggleRequest, FavouriteToggleResponse } from '~/lib/contract/member';
import { assertSelf, memberRequest, requireMember, type MemberEnv } from '../auth';
import type { BackendDeps } from '../context';
import { answer, decodeRequest } from '../contract-edge';
import { addFavourite, favouriteIds, favouritePage, removeFavourite } from '../services/favourites';

export function favouriteRoutes({ db }: BackendDeps) {
  const app = new Hono<MemberEnv>();
  app.use('/api/member/favourites', requireMember(db));
  app.use('/api/member/favourites/*', requireMember(db));

  app.get('/api/member/favourites/ids', async (c) => {
    const member = c.get('member');
    assertSelf(member, { member_id: c.req.query('member_id') });
    return answer(c, FavouriteIdsResponse, { status: 200, data: await favouriteIds(db, member.id) });
  });

  app.get('/api/member/favourites', async (c) => {
    const member = c.get('member');
    assertSelf(member, { member_id: c.req.query('member_id') });
    const { page, per_page: perPage } = decodeRequest(FavouriteListRequest, c.req.query());
    const { articles, total } = await favouritePage(db, member.id, page, perPage);
    return answer(c, FavouriteListResponse, { status: 200, data: { data: articles, page, per_page: perPage, total } });
  });

  app.post('/api/member/favourites/add', async (c) => {
    const { member, input: { post_id: postId } } = await memberRequest(c, FavouriteToggleRequest, ['member_id', 'memberId', 'user_id', 'm']);
    await addFavourite(db, member.id, postId);
    return answer(c, FavouriteToggleResponse, { status: 200, success: true, data: { post_id: postId, liked: true } });
  });

  app.post('/api/member/favourites/remove', async (c) => {
    const { member, input: { post_id: postId } } = await memberRequest(c, FavouriteToggleRequest, ['member_id', 'memberId', 'user_id', 'm']);
    await removeFavourite(db, member.id, postId);
    return answer(c, FavouriteToggleResponse, { status: 200, success: true, data: { post_id: postId, liked: false } });
  });

  return app;
}
