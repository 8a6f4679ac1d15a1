'use client';
/**
 * Click-to-reveal phone: the number is fetched (detail.revealPhone) only when the visitor asks, so
 * it is never in the page's HTML for scrapers. The call goes through the plain tRPC client, loaded
 * on the first tap: a listing page loads no react-query for its phone.
 *
 * The contact card and the phone's sticky bar are two islands of one page: the state lives here,
 * per listing, so revealing in one reveals in the other (one request, one number).
 */
import { useCallback, useSyncExternalStore } from 'react';

const ERROR_MESSAGES: Partial<Record<string, string>> = {
  TOO_MANY_REQUESTS: 'Bạn đã xem quá nhiều số điện thoại. Vui lòng thử lại sau ít phút.',
  NOT_FOUND: 'Tin đã hết hạn hoặc không còn tồn tại nên không hiển thị số điện thoại.',
};
const FALLBACK_MESSAGE = 'Không lấy được số điện thoại, vui lòng thử lại.';

export type PhoneReveal =
  | { readonly state: 'hidden' | 'asking' }
  | { readonly state: 'shown'; readonly phone: string }
  | { readonly state: 'failed'; readonly message: string };

const HIDDEN: PhoneReveal = { state: 'hidden' };
const reveals = new Map<number, PhoneReveal>();
const listeners = new Set<() => void>();

function setReveal(listingId: number, next: PhoneReveal) {
  reveals.set(listingId, next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function revealPhone(listingId: number) {
  const current = reveals.get(listingId) ?? HIDDEN;
  if (current.state === 'asking' || current.state === 'shown') return;
  setReveal(listingId, { state: 'asking' });
  void import('~/trpc/client').then(
    async ({ trpcClient, trpcErrorCode }) => {
      try {
        const { phone } = await trpcClient().detail.revealPhone.mutate({ id: listingId });
        setReveal(listingId, { state: 'shown', phone });
      } catch (error) {
        const code = trpcErrorCode(error);
        const serverMessage = code && error instanceof Error ? error.message : '';
        setReveal(listingId, { state: 'failed', message: (code ? ERROR_MESSAGES[code] : undefined) ?? (serverMessage || FALLBACK_MESSAGE) });
      }
    },
    // The client's code did not arrive (offline, a new deployment): the visitor can tap again.
    () => setReveal(listingId, { state: 'failed', message: FALLBACK_MESSAGE }),
  );
}

export function usePhoneReveal(listingId: number): PhoneReveal & { readonly reveal: () => void } {
  const result = useSyncExternalStore(
    subscribe,
    () => reveals.get(listingId) ?? HIDDEN,
    () => HIDDEN,
  );
  const reveal = useCallback(() => revealPhone(listingId), [listingId]);
  return { ...result, reveal };
}
