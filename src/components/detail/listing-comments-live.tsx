'use client';
/**
 * The listing's comments, newest first, five at a time with 'Xem thêm' (spec §9). The first page is
 * prefetched on the server (comments-block.tsx) and arrives hydrated. Writing a comment needs
 * sign-in: guests see the same form and are offered sign-in when they send (comment-composer.tsx).
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { relativeTime } from '~/lib/time';
import { useTRPC } from '~/trpc/react';
import { CommentComposer } from './comment-composer';
import { withData } from '../data/with-data';
import { MediaPicture } from '~/components/ui/media-picture';
import { groupThousands } from '~/lib/number-text';

interface ListingCommentsProps {
  readonly listingId: number;
  readonly categorySlug: string;
  readonly sellerId: number;
}

function ListingComments({ listingId, categorySlug, sellerId }: ListingCommentsProps) {
  const trpc = useTRPC();
  const query = useInfiniteQuery(
    trpc.detail.comments.infiniteQueryOptions({ id: listingId, cat: categorySlug }, { getNextPageParam: (last) => last.nextCursor }),
  );
  const comments = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const now = new Date();

  return (
    <div className={wrap}>
      {query.isPending ? <p className={muted}>Đang tải bình luận…</p> : null}
      {query.isError && comments.length === 0 ? (
        <p role="alert" className={muted}>
          Chưa tải được bình luận.{' '}
          <button type="button" className={linkButton} onClick={() => void query.refetch()}>
            Thử lại
          </button>
        </p>
      ) : null}
      {query.isSuccess && comments.length === 0 ? <p className={muted}>Chưa có bình luận nào. Hãy là người đầu tiên hỏi người bán!</p> : null}
      {comments.length > 0 ? (
        <>
          <p className={muted}>{groupThousands(total)} bình luận</p>
          <ul className={list} data-testid="comment-list">
            {comments.map((comment) => (
              <li key={comment.id} className={item}>
                {comment.author.avatarUrl ? (
                  <MediaPicture src={comment.author.avatarUrl} alt="" width={36} height={36} loading="lazy" className={avatar} />
                ) : (
                  <span className={avatar} aria-hidden="true">
                    {comment.author.name.trim().split(/\s+/).at(-1)?.charAt(0).toUpperCase() ?? '?'}
                  </span>
                )}
                <div className={bubble}>
                  <p className={author}>
                    {comment.author.name}
                    {comment.author.id === sellerId ? <span className={sellerTag}>Người bán</span> : null}
                    {/* Relative to the clock of whoever renders: the server's and the browser's may differ by a minute. */}
                    <time className={time} dateTime={comment.createdAt.toISOString()} suppressHydrationWarning>
                      {relativeTime(comment.createdAt, now)}
                    </time>
                  </p>
                  <p className={content}>{comment.content}</p>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {query.hasNextPage ? (
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? 'Đang tải…' : 'Xem thêm bình luận'}
        </button>
      ) : null}
      {query.isFetchNextPageError ? (
        <p role="alert" className={muted}>
          Chưa tải thêm được bình luận, vui lòng thử lại.
        </p>
      ) : null}
      <CommentComposer listingId={listingId} />
    </div>
  );
}

const wrap = css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '3', w: '100%' });
const item = css({ display: 'flex', gap: '3', alignItems: 'flex-start' });
const avatar = css({
  w: '9',
  h: '9',
  flexShrink: 0,
  borderRadius: 'full',
  bg: 'bg.muted',
  color: 'fg.muted',
  fontWeight: 'bold',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  objectFit: 'cover',
});
const bubble = css({ bg: 'bg.canvas', borderRadius: 'md', px: '3', py: '2', minW: '0', flex: '1' });
const author = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', fontWeight: 'semibold', fontSize: 'sm' });
const sellerTag = css({ fontSize: '2xs', fontWeight: 'bold', px: '1.5', borderRadius: 'sm', bg: 'bg.accentSubtle', color: 'fg.accent' });
const time = css({ fontWeight: 'normal', color: 'fg.subtle', fontSize: 'xs' });
const content = css({ fontSize: 'sm', color: 'fg.default', whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
const muted = css({ fontSize: 'sm', color: 'fg.muted' });
const linkButton = css({ color: 'fg.accent', textDecoration: 'underline', cursor: 'pointer' });

export default withData(ListingComments);
