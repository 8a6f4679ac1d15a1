/**
 * End-to-end test hooks (mounted only when ENABLE_TEST_HOOKS=1, which only playwright.config.ts sets):
 * what the model paths of the listing lifecycle cannot yet do through a screen.
 * - `POST /__test/listings/draft`: a fresh real-estate draft of the demo member (a copy of their
 *   seeded real-estate listing and its media under a new title, complete enough for the wizard to
 *   submit), so that each path starts from its own draft without typing a whole listing first.
 * - `POST /__test/listings/:id/expire`: moves the listing's end date to yesterday and runs the
 *   backend's expiry job function (`runListingExpiry`), as its interval would.
 */
import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { BackendDeps } from "../context";
import { listingMedia, listings, members } from "../db/schema";
import { BackendError, parseInput } from "../http";
import { runListingExpiry } from "../services/listing-expiry";
import { LISTING_STATUS } from "~/machines/listing-statuses";

const DEMO_PHONE = "0900000001";
const DAY_MS = 86_400_000;
const listingId = z.coerce.number().int().min(1);

export function lifecycleTestHookRoutes({ db }: BackendDeps) {
  const app = new Hono();

  app.post("/__test/listings/draft", async (c) => {
    const [demo] = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.phone, DEMO_PHONE))
      .limit(1);
    if (!demo) throw new BackendError(404, "Không có thành viên demo.");
    const [template] = await db
      .select()
      .from(listings)
      .where(and(eq(listings.memberId, demo.id), eq(listings.listingType, 2)))
      .orderBy(asc(listings.id))
      .limit(1);
    if (!template)
      throw new BackendError(404, "Thành viên demo không có tin bất động sản.");
    const { id: _id, ...copy } = template;
    const now = new Date();
    const title = `Tin kiểm thử vòng đời ${now.getTime().toString(36)}`;
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(listings)
        .values({
          ...copy,
          title,
          objectSlug: `tin-kiem-thu-vong-doi-${now.getTime().toString(36)}`,
          status: LISTING_STATUS.draft,
          postType: 1,
          onHomePage: false,
          paidWithPoints: false,
          verified: false,
          endsAt: null,
          expiredAt: null,
          expiryWarnedAt: null,
          rejectReason: null,
          sendBackNotes: null,
          createdAt: now,
          updatedAt: now,
          objectDate: now,
          pushedAt: now,
        })
        .returning({ id: listings.id, title: listings.title });
      if (!row) throw new BackendError(500, "Không tạo được tin nháp.");
      const media = await tx
        .select()
        .from(listingMedia)
        .where(eq(listingMedia.listingId, template.id));
      if (media.length > 0)
        await tx
          .insert(listingMedia)
          .values(
            media.map(({ id: _mediaId, listingId: _from, ...file }) => ({
              ...file,
              listingId: row.id,
            })),
          );
      return row;
    });
    return c.json({ status: 200, data: created });
  });

  app.post("/__test/listings/:id/expire", async (c) => {
    const id = parseInput(listingId, c.req.param("id"));
    const now = new Date();
    await db
      .update(listings)
      .set({ endsAt: new Date(now.getTime() - DAY_MS) })
      .where(eq(listings.id, id));
    return c.json({ status: 200, data: await runListingExpiry(db, now) });
  });

  return app;
}
