/**
 * The back-end API's public content reads (spec §7 "Listings"): post-detail for the listing page and
 * contact-phone, which reveals one live listing's phone on a visitor's click. The phone is never in
 * post-detail, so scrapers of the page get no numbers; contact-phone is rate-limited per client IP.
 * `for=edit` is the owner's edit mode (bearer token; another member's listing → 403), used by the posting wizard.
 * Shapes: docs/upstream-contract.md "Content host: post-detail".
 */
import { Hono } from 'hono';
import {
  CanonicalPathResponse,
  ContactPhoneResponse,
  CountViewResponse,
  PostDetailRequest,
  PostDetailResponse,
  PostIdRequest,
} from '~/lib/contract/content';
import { EditDetailResponse } from '~/lib/contract/posting';
import type { BackendDeps } from '../context';
import { answer, decodeRequest } from '../contract-edge';
import { BackendError, clientAddress, errorBody } from '../http';
import { countView, loadCanonicalPath, loadContactPhone, loadPostDetail } from '../services/listing-detail';
import { loadEditDetail } from '../services/posting/edit';
import { PostingRefused } from '../services/posting/refused';
import { createRateLimiter, limitNetworkOf } from '../services/rate-limit';
import { resolveToken } from '../services/tokens';
import { bearerToken } from '../auth';
import type { Database } from '../db/client';

/** Phone reveals per client IP and minute: enough for a person comparing listings, not for a scraper. */
export const PHONE_REVEALS_PER_MINUTE = 30;

/** `for=edit`: the owner's whole listing, whatever its status; another member's → 403. */
async function editDetail(db: Database, authorization: string | undefined, postId: number) {
  const token = bearerToken(authorization);
  const member = token ? await resolveToken(db, token) : null;
  if (!member) throw new BackendError(401, 'Vui lòng đăng nhập để sửa tin đăng.');
  try {
    return await loadEditDetail(db, member.id, postId);
  } catch (error) {
    if (error instanceof PostingRefused) throw new BackendError(error.status, error.message);
    throw error;
  }
}

export function contentDetailRoutes({ db, log, locations }: BackendDeps) {
  const app = new Hono();
  const phoneLimiter = createRateLimiter(db, { name: 'contact-phone', limit: PHONE_REVEALS_PER_MINUTE, windowMs: 60_000 });
  // One counted view per visitor and listing every ten minutes: reloads are not views.
  const viewLimiter = createRateLimiter(db, { name: 'count-view', limit: 1, windowMs: 600_000 });

  app.get('/api/content/post-detail', async (c) => {
    const input = decodeRequest(PostDetailRequest, c.req.query());
    if (input.for === 'edit') return answer(c, EditDetailResponse, { status: 200, data: await editDetail(db, c.req.header('authorization'), input.post_id) });
    const detail = await loadPostDetail(db, locations, input.post_id);
    if (!detail) throw new BackendError(404, 'Tin này không tồn tại hoặc đã hết hạn.');
    return answer(c, PostDetailResponse, { status: 200, data: detail });
  });

  // Listing pages are cached, so a view is counted by the visitor's browser, not by the render.
  app.post('/api/content/count-view', async (c) => {
    // Read leniently: a body that is not JSON is an empty one, refused for its missing post_id.
    const input = decodeRequest(PostIdRequest, await c.req.json().catch(() => ({})));
    if ((await viewLimiter.hit(`${limitNetworkOf(clientAddress(c))}:${input.post_id}`)) > 0) return answer(c, CountViewResponse, { status: 200, data: { counted: false } });
    try {
      await countView(db, input.post_id);
    } catch (error) {
      log.warn('view count not updated', { postId: input.post_id, error: String(error) });
      return answer(c, CountViewResponse, { status: 200, data: { counted: false } });
    }
    return answer(c, CountViewResponse, { status: 200, data: { counted: true } });
  });

  app.get('/api/content/canonical-path', async (c) => {
    const input = decodeRequest(PostIdRequest, c.req.query());
    const path = await loadCanonicalPath(db, input.post_id);
    if (path === null) throw new BackendError(404, 'Tin này không tồn tại hoặc đã hết hạn.');
    return answer(c, CanonicalPathResponse, { status: 200, data: { post_id: input.post_id, path } });
  });

  app.get('/api/content/contact-phone', async (c) => {
    const input = decodeRequest(PostIdRequest, c.req.query());
    const wait = await phoneLimiter.hit(limitNetworkOf(clientAddress(c)));
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return c.json(errorBody(429, `Bạn đã xem quá nhiều số điện thoại. Vui lòng thử lại sau ${wait} giây.`), 429);
    }
    const result = await loadContactPhone(db, input.post_id);
    switch (result.kind) {
      case 'missing':
        throw new BackendError(404, 'Tin này không tồn tại hoặc đã hết hạn.');
      case 'inactive':
        throw new BackendError(404, 'Tin đã hết hạn nên không còn hiển thị số điện thoại.');
      case 'found':
        c.header('Cache-Control', 'private, no-store');
        return answer(c, ContactPhoneResponse, { status: 200, data: { post_id: input.post_id, contact_name: result.contactName, phone: result.phone } });
    }
  });

  return app;
}
