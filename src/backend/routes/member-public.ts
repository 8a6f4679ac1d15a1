/**
 * The member host's public profile (ours; docs/upstream-contract.md "Member host: public profile"):
 * GET /api/member/public-profile?id=…, what the app's /profile/{id} page shows. No bearer token:
 * it answers only what anyone may see, never the phone number, the email or the address.
 */
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { Option, Schema } from 'effect';
import { Hono } from 'hono';
import { RowId } from '~/lib/contract/common';
import { PublicProfileResponse } from '~/lib/contract/member';
import type { BackendDeps } from '../context';
import { answer } from '../contract-edge';
import { categories, listings, members } from '../db/schema';
import { BackendError } from '../http';
import { LIVE_STATUSES } from '~/machines/listingLifecycle';

const NOT_FOUND_MESSAGE = 'Không tìm thấy thành viên này.';

/**
 * The `id` of the query, as the app's client sends it (`String(id)`): digits only, a row id. A
 * malformed id is answered like an unknown one, a 404, since there is no such member either way.
 */
const PublicProfileId = Schema.String.pipe(Schema.pattern(/^\d{1,10}$/), Schema.compose(RowId));

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function memberPublicRoutes({ db }: BackendDeps) {
  const app = new Hono();

  app.get('/api/member/public-profile', async (c) => {
    const parsed = Schema.decodeUnknownOption(PublicProfileId)(c.req.query('id'));
    if (Option.isNone(parsed)) throw new BackendError(404, NOT_FOUND_MESSAGE);
    const id = parsed.value;
    const [member] = await db
      .select({ id: members.id, fullName: members.fullName, avatarPath: members.avatarPath, gender: members.gender, createdAt: members.createdAt })
      .from(members)
      .where(eq(members.id, id))
      .limit(1);
    if (!member) throw new BackendError(404, NOT_FOUND_MESSAGE);

    // Counted like the profile's grid lists them (list-article type 5 with `member`): live, and
    // outside hidden categories, so the number on the page matches the cards under it.
    const [counts] = await db
      .select({
        active: count(),
        verified: sql<number>`count(*) filter (where ${listings.verified})`.mapWith(Number),
      })
      .from(listings)
      .innerJoin(categories, eq(categories.id, listings.categoryId))
      .where(
        and(
          eq(listings.memberId, id),
          inArray(listings.status, [...LIVE_STATUSES]),
          gte(listings.endsAt, new Date()),
          eq(categories.hidden, false),
        ),
      );

    return answer(c, PublicProfileResponse, {
      status: 200,
      data: {
        id: member.id,
        full_name: member.fullName,
        avatar: member.avatarPath,
        gender: member.gender === 1 || member.gender === 2 ? member.gender : null,
        member_since: toSeconds(member.createdAt),
        active_listings: counts?.active ?? 0,
        verified_listings: counts?.verified ?? 0,
      },
    });
  });

  return app;
}
