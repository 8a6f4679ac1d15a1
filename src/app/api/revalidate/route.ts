/**
 * The backend's call after a listing changes (approved, edited, pushed, taken down…): refresh the
 * cached home, category and listing pages now instead of at their next timer. Authenticated by a
 * shared secret (REVALIDATE_SECRET); refuses everything when it is unset.
 */
import { timingSafeEqual } from 'node:crypto';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { env } from '~/env';
import { cachedRoutesFor } from '~/lib/cached-paths';
import { forgetCanonicalPath } from '~/server/canonical-redirect';
import { purgeMicroCache } from '~/serving/micro-cache';

const bodySchema = z.object({ paths: z.array(z.string().max(300)).min(1).max(50) });

function authorised(header: string | null): boolean {
  const secret = env.REVALIDATE_SECRET;
  if (!secret || header === null) return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function POST(request: Request) {
  if (!authorised(request.headers.get('x-revalidate-secret'))) return Response.json({ ok: false }, { status: 401 });
  const parsed = bodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ ok: false }, { status: 400 });
  for (const path of parsed.data.paths) forgetCanonicalPath(path);
  const routes = [...new Set(parsed.data.paths.flatMap(cachedRoutesFor))];
  for (const route of routes) revalidatePath(route);
  // Guests' copies of any page may show the listing (home blocks, similar listings): all go.
  purgeMicroCache();
  return Response.json({ ok: true, revalidated: routes });
}
