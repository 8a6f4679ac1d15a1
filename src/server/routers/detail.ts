/**
 * The listing detail page's API: the listing (post-detail), similar listings (list-article type 5
 * of its category), the click-to-reveal phone (contact-phone) and its comments (comment host).
 * Every answer is a projection (src/server/dto), never the upstream payload.
 */
import type { TRPCRouterRecord } from '@trpc/server';
import { Effect } from 'effect';
import { z } from 'zod';
import { ArticleListType } from '~/lib/contract/list';
import { mediaUrl, toListingCard, type ListingCard } from '../dto/listing-card';
import { toListingDetail, type ListingDetail } from '../dto/listing-detail';
import { authedProcedure, publicProcedure } from '../trpc';
import { CommentApi, COMMENTS_PER_PAGE } from '../upstream/comment-api';
import { ContentApi } from '../upstream/content-api';
import { ListApi } from '../upstream/list-api';
import { runUpstreamOrThrow } from '../upstream/to-trpc-error';
import { visitorIp } from '../visitor-ip';

const listingId = z.number().int().min(1).max(2_147_483_647);
const categorySlug = z.string().regex(/^[a-z0-9-]{1,60}$/);

export interface SimilarListings {
  /** 'similar': same category; 'newest': the site's newest, when the category has nothing else to show. */
  readonly kind: 'similar' | 'newest';
  readonly items: ListingCard[];
}

export interface CommentView {
  readonly id: number;
  readonly content: string;
  readonly createdAt: Date;
  readonly author: { readonly id: number; readonly name: string; readonly avatarUrl: string | null };
}

export interface CommentPageView {
  readonly items: CommentView[];
  readonly page: number;
  readonly total: number;
  /** The next page number, null on the last page. */
  readonly nextCursor: number | null;
}

export const detailRouter = {
  /** One listing's page data; null when there is no public listing with this id (the page 404s). */
  byId: publicProcedure.input(z.object({ id: listingId })).query(async ({ ctx, input, signal }): Promise<ListingDetail | null> =>
    runUpstreamOrThrow(
      ctx.upstream.runtime,
      Effect.flatMap(ContentApi, (api) => api.postDetail(input.id)).pipe(
        Effect.map((detail): ListingDetail | null => toListingDetail(detail, ctx.upstream.mediaBaseUrl)),
        Effect.catchTag('UpstreamHttpError', (error) => (error.status === 404 ? Effect.succeed(null) : Effect.fail(error))),
      ),
      { signal },
    ),
  ),

  /** Up to `num` live listings of the same category, this one left out; the newest listings when there are none. */
  similar: publicProcedure
    .input(z.object({ id: listingId, cat: categorySlug, num: z.number().int().min(1).max(12).default(8) }))
    .query(async ({ ctx, input, signal }): Promise<SimilarListings> => {
      const program = Effect.gen(function* () {
        const api = yield* ListApi;
        const similar = yield* api.listArticleOrEmpty({ type: ArticleListType.browse, cat: input.cat, exclude: input.id, page: 1, num: input.num });
        if (similar.data.length > 0) return { kind: 'similar' as const, articles: similar.data };
        const newest = yield* api.listArticleOrEmpty({ type: ArticleListType.newest, page: 1, num: input.num + 1 });
        return { kind: 'newest' as const, articles: newest.data.filter((article) => article.id !== input.id).slice(0, input.num) };
      });
      const { kind, articles } = await runUpstreamOrThrow(ctx.upstream.runtime, program, { signal });
      return { kind, items: articles.map((article) => toListingCard(article, ctx.upstream.mediaBaseUrl)) };
    }),

  /**
   * The contact phone of a live listing, on the visitor's click. A mutation: it is counted against
   * the visitor (rate limit) and must never be prefetched, cached or rendered into the page.
   */
  revealPhone: publicProcedure
    .input(z.object({ id: listingId }))
    .mutation(async ({ ctx, input, signal }): Promise<{ phone: string; contactName: string }> => {
      const contact = await runUpstreamOrThrow(
        ctx.upstream.runtime,
        Effect.flatMap(ContentApi, (api) => api.contactPhone(input.id, visitorIp(ctx.headers))),
        { signal },
      );
      return { phone: contact.phone, contactName: contact.contactName };
    }),

  /** Counts the visit of a cached listing page; never fails the page (a lost view is not an error). */
  countView: publicProcedure.input(z.object({ id: listingId })).mutation(async ({ ctx, input, signal }): Promise<{ counted: boolean }> => {
    try {
      const counted = await runUpstreamOrThrow(
        ctx.upstream.runtime,
        Effect.flatMap(ContentApi, (api) => api.countView(input.id, visitorIp(ctx.headers))),
        { signal },
      );
      return { counted };
    } catch {
      return { counted: false };
    }
  }),

  /** One page of comments, newest first, five a page (spec §9); `cursor` is the page number. */
  comments: publicProcedure
    .input(z.object({ id: listingId, cat: categorySlug, cursor: z.number().int().min(1).max(1000).nullish() }))
    .query(async ({ ctx, input, signal }): Promise<CommentPageView> => {
      const page = input.cursor ?? 1;
      const result = await runUpstreamOrThrow(
        ctx.upstream.runtime,
        Effect.flatMap(CommentApi, (api) => api.list({ cat: input.cat, obj: input.id, page, perPage: COMMENTS_PER_PAGE })),
        { signal },
      );
      return {
        items: result.data.map((comment) => ({
          id: comment.id,
          content: comment.content,
          createdAt: new Date(comment.created_at * 1000),
          author: {
            id: comment.user.id,
            name: comment.user.full_name,
            avatarUrl: comment.user.avatar ? mediaUrl(ctx.upstream.mediaBaseUrl, comment.user.avatar, 360) : null,
          },
        })),
        page: result.page,
        total: result.total,
        nextCursor: result.page * result.per_page < result.total ? result.page + 1 : null,
      };
    }),

  /** Posting a comment needs sign-in; the member is the session's. */
  postComment: authedProcedure
    .input(z.object({ id: listingId, content: z.string().max(1000, 'Nội dung bình luận không được quá 1000 kí tự!') }))
    .mutation(async ({ ctx, input }) => {
      const id = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(CommentApi, (api) => api.send(ctx.session, input.id, input.content)));
      return { id };
    }),

  /** Whether the callback button is still available to this visitor for this listing. */
  callbackStatus: publicProcedure.input(z.object({ id: listingId })).query(async ({ ctx, input }) => {
    if (!ctx.session) return { signedIn: false, requested: false };
    const auth = ctx.session;
    const requested = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(ContentApi, (api) => api.callbackExisted(auth, input.id)));
    return { signedIn: true, requested };
  }),

  requestCallback: authedProcedure
    .input(z.object({ id: listingId, name: z.string().max(100), phone: z.string().max(30), note: z.string().max(500) }))
    .mutation(async ({ ctx, input }) => {
      await runUpstreamOrThrow(
        ctx.upstream.runtime,
        Effect.flatMap(ContentApi, (api) => api.callbackSave(ctx.session, { postId: input.id, name: input.name, phone: input.phone, note: input.note })),
      );
      return { requested: true };
    }),
} satisfies TRPCRouterRecord;
