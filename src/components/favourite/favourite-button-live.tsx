'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cva } from 'styled-system/css';
import { useTRPC } from '~/trpc/react';
import { requireSignIn } from '../auth/login-modal';
import { useAuthStatus } from '../auth/use-auth';
import { toastStore } from '../ui/toast-store';
import { withData } from '../data/with-data';

/** The heart on cards and detail pages: like/unlike for members; guests are offered sign-in. */
function FavouriteButton({ listingId, size = 'sm' }: { listingId: number; size?: 'sm' | 'md' }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useAuthStatus();
  const signedIn = status === 'signedIn';
  const ids = useQuery({ ...trpc.favourite.ids.queryOptions(), enabled: signedIn });
  const liked = signedIn && (ids.data ?? []).includes(listingId);
  const idsKey = trpc.favourite.ids.queryKey();

  const toggle = useMutation(
    trpc.favourite.set.mutationOptions({
      onMutate: async ({ liked: next }) => {
        await queryClient.cancelQueries({ queryKey: idsKey });
        const previous = queryClient.getQueryData<number[]>(idsKey);
        queryClient.setQueryData<number[]>(idsKey, (current = []) => (next ? [...current, listingId] : current.filter((id) => id !== listingId)));
        return { previous };
      },
      onError: (error, _input, context) => {
        queryClient.setQueryData(idsKey, context?.previous);
        toastStore.show(error.message, 'error');
      },
      onSuccess: ({ liked: now }) => {
        toastStore.show(now ? 'Đã lưu vào tin yêu thích' : 'Đã bỏ khỏi tin yêu thích', 'success');
        void queryClient.invalidateQueries(trpc.favourite.list.pathFilter());
      },
    }),
  );

  const label = liked ? 'Bỏ lưu tin' : 'Lưu tin';
  return (
    <button
      type="button"
      className={heart({ size })}
      aria-pressed={liked}
      aria-label={label}
      title={label}
      disabled={toggle.isPending}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (!signedIn) {
          requireSignIn('Đăng nhập để lưu tin yêu thích và xem lại bất cứ lúc nào.');
          return;
        }
        toggle.mutate({ postId: listingId, liked: !liked });
      }}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 2.9 4.5 6.6 4.5c2.2 0 3.6 1.2 4.4 2.5h2c.8-1.3 2.2-2.5 4.4-2.5 3.7 0 5.7 3.9 4.2 7.3C19.5 16.4 12 21 12 21Z"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

const heart = cva({
  base: {
    position: 'relative',
    zIndex: 2,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 'full',
    bg: 'bg.surface',
    color: 'fg.muted',
    boxShadow: 'card',
    cursor: 'pointer',
    '& path': { fill: 'transparent', stroke: 'currentColor' },
    _hover: { color: 'fg.accent' },
    '&[aria-pressed=true]': { color: 'fg.accent', '& path': { fill: 'currentColor' } },
    _disabled: { opacity: 0.6 },
  },
  variants: { size: { sm: { w: '8', h: '8' }, md: { w: '10', h: '10' } } },
});

export default withData(FavouriteButton);
