'use client';
import { useEffect, useRef, useState } from 'react';
import { groupThousands } from '~/lib/number-text';

/**
 * The listing's view count. The page is cached, so the browser counts the visit (the backend keeps
 * one per visitor and listing every ten minutes) and shows it at once — through the plain tRPC
 * client, so a listing page loads no react-query for it.
 */
export function ViewCount({ listingId, initial }: { listingId: number; initial: number }) {
  const [counted, setCounted] = useState(false);
  const sent = useRef(false);

  useEffect(() => {
    // StrictMode mounts effects twice in development; one visit is one count.
    if (sent.current) return;
    sent.current = true;
    void import('~/trpc/client')
      .then(({ trpcClient }) => trpcClient().detail.countView.mutate({ id: listingId }))
      .then((result) => setCounted(result.counted))
      // A visit that could not be counted changes nothing the visitor sees.
      .catch(() => undefined);
  }, [listingId]);

  return <span>{groupThousands(initial + (counted ? 1 : 0))} lượt xem</span>;
}
