'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPC } from '~/trpc/react';
import { toastStore } from '../ui/toast-store';
import { withData } from '../data/with-data';
import { favouritesStore } from './favourites-store';

/** A member's favourites, loaded once per page for all its hearts; renders nothing. */
function FavouritesLive() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const ids = useQuery(trpc.favourite.ids.queryOptions());
  const idsKey = trpc.favourite.ids.queryKey();

  useEffect(() => {
    if (ids.data) favouritesStore.setLiked(ids.data);
  }, [ids.data]);

  const { mutate } = useMutation(
    trpc.favourite.set.mutationOptions({
      // The hearts follow the ids query (the effect above): its optimistic update is theirs too.
      onMutate: async ({ postId, liked }) => {
        favouritesStore.markPending(postId, true);
        await queryClient.cancelQueries({ queryKey: idsKey });
        const previous = queryClient.getQueryData<number[]>(idsKey);
        queryClient.setQueryData<number[]>(idsKey, (current = []) => (liked ? [...current, postId] : current.filter((id) => id !== postId)));
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
      onSettled: (_result, _error, { postId }) => favouritesStore.markPending(postId, false),
    }),
  );

  useEffect(() => favouritesStore.connect((postId, liked) => mutate({ postId, liked })), [mutate]);
  return null;
}

export default withData(FavouritesLive);
