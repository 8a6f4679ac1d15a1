/**
 * Refreshes this instance's cached pages for listing changes (approved, edited, pushed, taken
 * down, reviewed…). Called over loopback by this instance's own web server, which follows the
 * backend's listing-change stream (src/server/listing-change-feed.ts); revalidatePath needs
 * Next's request scope, hence a route. Authenticated by REVALIDATE_SECRET; refuses everything
 * when it is unset.
 */
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { env } from '~/env';
import { cachedRoutesOfChanges } from '~/lib/cached-paths';
import { matchesSharedSecret } from '~/lib/shared-secret';
import { readJsonWithinCap } from '~/server/capped-body';
import { forgetListingAnswers } from '~/server/answer-cache';
import { forgetCanonicalListing } from '~/server/canonical-redirect';

const slug = z.string().max(200).nullable();
const bodySchema = z.object({
  changes: z.array(z.object({ listingId: z.number().int().positive(), categorySlug: slug, objectSlug: slug })).min(1).max(500),
});
/** 500 changes with two 200-character slugs each are ~235 KB of JSON. */
const MAX_BODY_BYTES = 256 * 1024;

export async function POST(request: Request) {
  if (!matchesSharedSecret(env.REVALIDATE_SECRET, request.headers.get('x-revalidate-secret'))) return Response.json({ ok: false }, { status: 401 });
  const body = await readJsonWithinCap(request, MAX_BODY_BYTES);
  if ('refused' in body) return Response.json({ ok: false }, { status: body.refused === 'too-large' ? 413 : 400 });
  const parsed = bodySchema.safeParse(body.value);
  if (!parsed.success) return Response.json({ ok: false }, { status: 400 });
  for (const change of parsed.data.changes) forgetCanonicalListing(change.listingId);
  forgetListingAnswers(parsed.data.changes);
  const routes = cachedRoutesOfChanges(parsed.data.changes);
  for (const route of routes) revalidatePath(route);
  return Response.json({ ok: true, revalidated: routes });
}
