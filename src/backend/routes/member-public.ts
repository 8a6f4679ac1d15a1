/**
 * The member host's public profile (ours; docs/upstream-contract.md "Member host: public profile"):
 * GET /api/member/public-profile?id=…, what the app's /profile/{id} page shows. No bearer token:
 * it answers only what anyone may see, never the phone number, the email or the address.
 */
import { Option, Schema } from 'effect';
import { Hono } from 'hono';
import { RowId } from '~/lib/contract/common';
import { PublicProfileResponse } from '~/lib/contract/member';
import type { BackendDeps } from '../context';
import { answer } from '../contract-edge';
import { BackendError } from '../http';
import { publicProfile } from '../services/members';

const NOT_FOUND_MESSAGE = 'Không tìm thấy thành viên này.';

/**
 * The `id` of the query, as the app's client sends it (`String(id)`): digits only, a row id. A
 * malformed id is answered like an unknown one, a 404, since there is no such member either way.
 */
const PublicProfileId = Schema.String.pipe(Schema.pattern(/^\d{1,10}$/), Schema.compose(RowId));

export function memberPublicRoutes({ db }: BackendDeps) {
  const app = new Hono();

  app.get('/api/member/public-profile', async (c) => {
    const parsed = Schema.decodeUnknownOption(PublicProfileId)(c.req.query('id'));
    if (Option.isNone(parsed)) throw new BackendError(404, NOT_FOUND_MESSAGE);
    const profile = await publicProfile(db, parsed.value);
    if (!profile) throw new BackendError(404, NOT_FOUND_MESSAGE);
    return answer(c, PublicProfileResponse, { status: 200, data: profile });
  });

  return app;
}
