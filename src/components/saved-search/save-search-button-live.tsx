'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { savedSearchHref } from '~/lib/saved-search';
import { useTRPC } from '~/trpc/react';
import { requireSignIn } from '../auth/login-modal';
import { useAuthStatus } from '../auth/use-auth';
import { toastStore } from '../ui/toast-store';
import { withData } from '../data/with-data';

interface SaveSearchButtonProps {
  readonly context: 'category' | 'search';
  readonly categorySlug?: string | undefined;
  /** The page's filters as a canonical query (src/lib/saved-search.ts savedSearchQuery). */
  readonly query: string;
  readonly defaultName: string;
}

/** A guest's click survives the sign-in round trip here, and is completed on the way back. */
const PENDING_KEY = 'rv_pending_saved_search';

/**
 * "Lưu tìm kiếm": saves the page's search for alerts. A guest signs in first and comes back to the
 * same page, where the search is saved without a second click.
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
      <Link href="/user/saved-searches" className={button({ variant: 'outline', size: 'sm' })} data-testid="saved-search-link">
        <BellIcon /> Đã lưu tìm kiếm
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={button({ variant: 'outline', size: 'sm' })}
      disabled={save.isPending || status === 'checking'}
      onClick={() => {
        if (!signedIn) {
          window.sessionStorage.setItem(PENDING_KEY, href);
          requireSignIn('Đăng nhập để lưu tìm kiếm này và nhận thông báo khi có tin mới phù hợp.');
          return;
        }
        save.mutate({ context, categorySlug, query, name: defaultName });
      }}
    >
      <BellIcon /> {save.isPending ? 'Đang lưu…' : 'Lưu tìm kiếm'}
    </button>
  );
}

function BellIcon() {
  return (
    <svg className={icon} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Zm4 4h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

const icon = css({ flexShrink: 0 });

export default withData(SaveSearchButton);
