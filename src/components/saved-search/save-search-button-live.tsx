'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { savedSearchHref } from '~/lib/saved-search';
import { useTRPC } from '~/trpc/react';
import { useAuthStatus } from '../auth/use-auth';
import { toastStore } from '../ui/toast-store';
import { withData } from '../data/with-data';
import { BellIcon, PENDING_KEY, saveSearchLook, type SaveSearchButtonProps } from './save-search-parts';

/**
 * A member's "Lưu tìm kiếm" (./save-search-button): saves the page's search for alerts, shows it
 * saved, and completes the save a guest asked for before signing in.
 */
function SaveSearchButton({ context, categorySlug, query, defaultName }: SaveSearchButtonProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useAuthStatus();
  const signedIn = status === 'signedIn';
  const href = savedSearchHref({ context, categorySlug: categorySlug ?? null, query });
  const list = useQuery({ ...trpc.savedSearch.list.queryOptions(), enabled: signedIn });
  // What this button saved, shown at once: on the way back from sign-in the list's first read is
  // under way while the search is saved, and can come back after the save without it.
  const [savedHere, setSavedHere] = useState<string | null>(null);
  const saved = savedHere === href || (list.data?.some((search) => search.href === href) ?? false);

  const save = useMutation(
    trpc.savedSearch.save.mutationOptions({
      onSuccess: async (search) => {
        setSavedHere(search.href);
        toastStore.show(`Đã lưu tìm kiếm “${search.name}”. Bạn sẽ nhận thông báo khi có tin mới phù hợp.`, 'success', 6000);
        // Invalidating a query on its first fetch only waits for that fetch (TanStack dedupes it),
        // which may have read the list before the save: cancel it so the list is read anew.
        await queryClient.cancelQueries(trpc.savedSearch.list.pathFilter());
        await queryClient.invalidateQueries(trpc.savedSearch.list.pathFilter());
      },
      onError: (error) => toastStore.show(error.message, 'error', 6000),
    }),
  );
  const { mutate } = save;
  const resumed = useRef(false);

  useEffect(() => {
    if (!signedIn || resumed.current) return;
    resumed.current = true;
    const pending = window.sessionStorage.getItem(PENDING_KEY);
    if (pending !== href) return;
    window.sessionStorage.removeItem(PENDING_KEY);
    mutate({ context, categorySlug, query, name: defaultName });
  }, [signedIn, href, mutate, context, categorySlug, query, defaultName]);

  if (saved) {
    return (
      <Link href="/user/saved-searches" className={saveSearchLook} data-testid="saved-search-link">
        <BellIcon /> Đã lưu tìm kiếm
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={saveSearchLook}
      disabled={save.isPending || !signedIn}
      onClick={() => save.mutate({ context, categorySlug, query, name: defaultName })}
    >
      <BellIcon /> {save.isPending ? 'Đang lưu…' : 'Lưu tìm kiếm'}
    </button>
  );
}

export default withData(SaveSearchButton);
