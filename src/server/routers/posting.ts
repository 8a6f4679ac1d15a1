/**
 * The posting wizard (/user/post-news-v2): what it offers, the listing it edits, ward lists, and
 * saving (draft 60) or sending (pending 10) a listing. The member id always comes from the session;
 * files arrive by path (the browser uploads each one first through /api/posting/upload). Refusals
 * carry the backend's message and field, which the wizard shows under that field.
 */
import type { TRPCRouterRecord } from '@trpc/server';
import { Effect } from 'effect';
import { z } from 'zod';
import { MEDIA_LIMITS, POSTING_STEPS, type PostingValues } from '~/lib/posting-rules';
import { VEHICLE_LIMITS } from '~/lib/vehicle';
import { fromEditDetail, toPostForm } from '../dto/posting';
import type { Session } from '../session';
import { authedProcedure, type TRPCContext } from '../trpc';
import { PostingApi, type PostingCall } from '../upstream/posting-api';
import { runUpstreamOrThrow } from '../upstream/to-trpc-error';
import { DRAFT_STATUS } from '~/machines/listingLifecycle';
import { LISTING_STATUS } from '~/machines/listing-statuses';

const media = (max: number) =>
  z
    .array(
      z.object({
        path: z.string().min(1).max(300),
        name: z.string().max(200),
        mimeType: z.string().max(100),
        bytes: z.number().int().min(0),
        width: z.number().int().nullable(),
        height: z.number().int().nullable(),
      }),
    )
    .max(max)
    .readonly();

const valuesInput = z.object({
  categoryId: z.number().int().positive().nullable(),
  listingType: z.union([z.literal(1), z.literal(2)]),
  postingForm: z.string().max(40),
  title: z.string().max(1_000),
  description: z.string().max(200_000),
  transactionType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  price: z.string().max(30),
  priceUnit: z.enum(['', '1', '2', '3']),
  area: z.string().max(30),
  bedrooms: z.string().max(10),
  bathrooms: z.string().max(10),
  vehicleBrand: z.string().max(VEHICLE_LIMITS.brand * 2),
  vehicleModel: z.string().max(VEHICLE_LIMITS.model * 2),
  vehicleYear: z.string().max(10),
  vehicleKm: z.string().max(20),
  vehicleFuel: z.string().max(2),
  vehicleGearbox: z.string().max(2),
  media: z.object({
    images: media(MEDIA_LIMITS.images + 5),
    documents: media(MEDIA_LIMITS.documents + 5),
    videos: media(MEDIA_LIMITS.videos + 5),
    panoramas: media(MEDIA_LIMITS.panoramas + 5),
  }),
  provinceCode: z.string().max(10),
  districtCode: z.string().max(10),
  wardCode: z.string().max(10),
  street: z.string().max(1_000),
  lat: z.number().min(-90).max(90).nullable(),
  lng: z.number().min(-180).max(180).nullable(),
  contactName: z.string().max(1_000),
  contactPhone: z.string().max(40),
  postType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  dayNumber: z.union([z.literal(14), z.literal(28)]),
  paymentBy: z.enum(['point', 'package']),
  memberPackageId: z.number().int().positive().nullable(),
}) satisfies z.ZodType<PostingValues>;

const postId = z.number().int().positive().max(2_147_483_647);
const mode = z.enum(['create', 'edit', 'repost']);
const draftInput = z.object({ values: valuesInput, step: z.enum(POSTING_STEPS), postId: postId.nullable(), mode });

type MemberContext = TRPCContext & { readonly session: Session };

function saveDraft(ctx: MemberContext, input: z.infer<typeof draftInput>) {
  const call: PostingCall = input.postId === null ? 'post' : 'edit';
  const form = toPostForm(input.values, { status: DRAFT_STATUS, postId: input.postId, draftStep: input.step });
  return runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(PostingApi, (api) => api.send(ctx.session, call, form)));
}

export interface PostingOptionsDto {
  readonly categories: ReadonlyArray<{ id: number; slug: string; name: string; listingType: 1 | 2 }>;
  readonly tiers: ReadonlyArray<{ postType: 1 | 2 | 3; name: string; points: number }>;
  readonly wallet: { readonly point: number; readonly pointBonus: number };
  readonly packages: ReadonlyArray<{ id: number; name: string; postType: 1 | 2 | 3; dayNumber: number; remainingPosts: number; expiresAt: number }>;
  readonly drafts: ReadonlyArray<{ id: number; title: string; draftStep: string | null; updatedAt: number }>;
}

export const postingRouter = {
  options: authedProcedure.query(async ({ ctx }): Promise<PostingOptionsDto> => {
    const options = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(PostingApi, (api) => api.options(ctx.session)));
    return {
      categories: options.categories.map((category) => ({ id: category.id, slug: category.slug, name: category.name, listingType: category.listing_type })),
      tiers: options.tiers.map((tier) => ({ postType: tier.post_type, name: tier.name, points: tier.points })),
      wallet: { point: options.wallet.point, pointBonus: options.wallet.point_bonus },
      packages: options.packages.map((pack) => ({
        id: pack.id,
        name: pack.name,
        postType: pack.post_type,
        dayNumber: pack.day_number,
        remainingPosts: pack.remaining_posts,
        expiresAt: pack.expires_at,
      })),
      drafts: options.drafts.map((draft) => ({ id: draft.id, title: draft.title, draftStep: draft.draft_step, updatedAt: draft.updated_at })),
    };
  }),

  /** The member's own listing as the wizard edits it (post-detail `for=edit`). */
  editDetail: authedProcedure.input(z.object({ id: postId })).query(async ({ ctx, input }) => {
    const detail = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(PostingApi, (api) => api.editDetail(ctx.session, input.id)));
    return {
      postId: detail.post_id,
      status: detail.status,
      draftStep: POSTING_STEPS.find((step) => step === detail.draft_step) ?? null,
      sendBackNotes: detail.send_back_notes,
      rejectReason: detail.reject_reason,
      updatedAt: detail.updated_at,
      categorySlug: detail.category_slug,
      values: fromEditDetail(detail),
    };
  }),

  /** Saves a draft (status 60) at the step the member is on: a new one, or the same one again ("Lưu nháp"). */
  saveDraft: authedProcedure.input(draftInput).mutation(({ ctx, input }) => saveDraft(ctx, input)),

  /**
   * The same save, sent by the wizard in the background when the member pauses. Its own name so
   * logs, rate limits and tests tell the member's "Lưu nháp" from the wizard's own saves.
   */
  autosaveDraft: authedProcedure.input(draftInput).mutation(({ ctx, input }) => saveDraft(ctx, input)),

  /** Sends the listing to review (status 10): new, edited, a saved draft, or a re-post of `sourceId`. */
  submit: authedProcedure
    .input(z.object({ values: valuesInput, postId: postId.nullable(), mode, sourceId: postId.nullable() }))
    .mutation(async ({ ctx, input }) => {
      const call: PostingCall = input.postId !== null ? 'edit' : input.mode === 'repost' && input.sourceId !== null ? 'repost' : 'post';
      const form = toPostForm(input.values, { status: LISTING_STATUS.pending, postId: call === 'repost' ? input.sourceId : input.postId });
      return runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(PostingApi, (api) => api.send(ctx.session, call, form)));
    }),

  /** Sends a complete saved draft to review as it is (the draft modal's "Gửi duyệt"). */
  submitDraft: authedProcedure.input(z.object({ id: postId })).mutation(async ({ ctx, input }) =>
    runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(PostingApi, (api) => api.submitDraft(ctx.session, input.id))),
  ),
} satisfies TRPCRouterRecord;
