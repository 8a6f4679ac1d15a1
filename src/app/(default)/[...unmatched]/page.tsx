import { notFound } from 'next/navigation';

/**
 * Any URL no other route matches: the 404 is drawn by (default)/not-found.tsx inside the default
 * layout (header, footer). Answering it here, not in the root not-found, keeps the root one small —
 * Next puts the root not-found's tree into the payload of every page (docs/decisions.md "Cached
 * page cost").
 */
export default function UnmatchedPage(): never {
  notFound();
}
