/**
 * The app and the backend trust each other through REVALIDATE_SECRET (the listing-change stream,
 * the app's revalidation route): a constant-time comparison, refusing everything when no secret is set.
 */
import { timingSafeEqual } from 'node:crypto';

export function matchesSharedSecret(secret: string | undefined, given: string | null | undefined): boolean {
  if (!secret || given === null || given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}
