'use client';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTRPC } from '~/trpc/react';
import { withData } from '../data/with-data';

/**
 * The listing's view count. The page is cached, so the browser counts the visit (the backend keeps
 * one per visitor and listing every ten minutes) and shows it at once.
 */
function ViewCount({ listingId, initial }: { listingId: number; initial: number }) {
  const trpc = useTRPC();
  const count = useMutation(trpc.detail.countView.mutationOptions());
  const sent = useRef(false);
  const { mutate } = count;

  useEffect(() => {
    // StrictMode mounts effects twice in development; one visit is one count.
    if (sent.current) return;
    sent.current = true;
    mutate({ id: listingId });
  }, [listingId, mutate]);

  const views = initial + (count.data?.counted ? 1 : 0);
  return <span>{views.toLocaleString('vi-VN')} lượt xem</span>;
}

export default withData(ViewCount);
