'use client';
/**
 * Click-to-reveal phone: the number is fetched (detail.revealPhone) only when the visitor asks, so
 * it is never in the page's HTML for scrapers. The call goes through the plain tRPC client, loaded
 * on the first tap: a listing page loads no react-query for its phone.
 */
import { useState } from 'react';

const ERROR_MESSAGES: Partial<Record<string, string>> = {
  TOO_MANY_REQUESTS: 'Bạn đã xem quá nhiều số điện thoại. Vui lòng thử lại sau ít phút.',
  NOT_FOUND: 'Tin đã hết hạn hoặc không còn tồn tại nên không hiển thị số điện thoại.',
};
const FALLBACK_MESSAGE = 'Không lấy được số điện thoại, vui lòng thử lại.';

export type PhoneReveal =
  | { readonly state: 'hidden' | 'asking' }
  | { readonly state: 'shown'; readonly phone: string }
  | { readonly state: 'failed'; readonly message: string };

export function usePhoneReveal(listingId: number): PhoneReveal & { readonly reveal: () => void } {
  const [result, setResult] = useState<PhoneReveal>({ state: 'hidden' });

  const reveal = () => {
    if (result.state === 'asking' || result.state === 'shown') return;
    setResult({ state: 'asking' });
    void import('~/trpc/client').then(
      async ({ trpcClient, trpcErrorCode }) => {
        try {
          const { phone } = await trpcClient().detail.revealPhone.mutate({ id: listingId });
          setResult({ state: 'shown', phone });
        } catch (error) {
          const code = trpcErrorCode(error);
          const serverMessage = code && error instanceof Error ? error.message : '';
          setResult({ state: 'failed', message: (code ? ERROR_MESSAGES[code] : undefined) ?? (serverMessage || FALLBACK_MESSAGE) });
        }
      },
      // The client's code did not arrive (offline, a new deployment): the visitor can tap again.
      () => setResult({ state: 'failed', message: FALLBACK_MESSAGE }),
    );
  };

  return { ...result, reveal };
}
