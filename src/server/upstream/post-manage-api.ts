/**
 * Client of post management and moderation on the back-end API host (spec §7 list-user, delete,
 * push, upgrade, take-down, re-post; moderation is ours). Refusals (a status change the listing
 * lifecycle does not allow, too few points, another member's listing) come back as
 * `UpstreamRejected` with the host's Vietnamese message. Wire formats: src/lib/contract/post-manage.ts.
 *
 * @see /work/shared/spec/product-spec.md §7
 */
import type { HttpClient } from '@effect/platform';
import { Context, Effect, Layer, type Schema } from 'effect';
import {
  ActionQuoteResponse,
  ListingActionResponse,
  ListUserResponse,
  type DeleteListingRequest,
  type ListingActionRequest,
  type ListUserRequest,
  type ModerationQueueRequest,
  ModerationQueueResponse,
  type PostTab,
  type UpgradeListingRequest,
} from '~/lib/contract/post-manage';
import type { DecideRequest } from '~/lib/contract/moderation-decision';
import type { ReviewDecision } from '~/lib/contract/moderation-decision';
import {
  CreateSafePurchaseRequest,
  DisputeSafePurchaseRequest,
  PayoutAccountRequest,
  PayoutAccountResponse,
  PaySafePurchaseRequest,
  PaySafePurchaseResponse,
  ResolveSafePurchaseRequest,
  SafePurchaseActionRequest,
  SafePurchaseListRequest,
  SafePurchaseListResponse,
  SafePurchaseOfferRequest,
  SafePurchaseOfferResponse,
  SafePurchaseOrderRequest,
  SafePurchaseOrderResponse,
  SafePurchaseQuoteRequest,
  SafePurchaseQuoteResponse,
  SellerBalanceResponse,
} from '~/lib/contract/safe-purchase';
import { APP_ID } from '~/lib/posting-rules';
import { encodeContractRequest } from './encode-request';
import type { UpstreamError } from './errors';
import { makeUpstreamHttpClient, READ_RETRY } from './http';
import type { MemberAuth } from './member-api';
import { LISTING_STATUS } from '~/machines/listing-statuses';

export type UserPostPage = (typeof ListUserResponse.Type)['data'];
export type ActionQuote = (typeof ActionQuoteResponse.Type)['data'];
export type ModerationQueuePage = (typeof ModerationQueueResponse.Type)['data'];
/** A page of "Mua an toàn" orders waiting for a moderator's decision (docs/upstream-contract.md "Mua an toàn"). */
export type DisputePage = (typeof SafePurchaseListResponse.Type)['data'];
export type SafePurchaseOrder = (typeof SafePurchaseOrderResponse.Type)['data'];
export type DisputeDecision = typeof ResolveSafePurchaseRequest.Type;
export type SafePurchaseQuote = (typeof SafePurchaseQuoteResponse.Type)['data'];
export type SafePurchasePage = (typeof SafePurchaseListResponse.Type)['data'];
export type SafePurchasePayment = (typeof PaySafePurchaseResponse.Type)['data'];
export type PayoutAccount = (typeof PayoutAccountResponse.Type)['data'];
export type PayoutAccountInput = typeof PayoutAccountRequest.Type;
export type SellerBalance = (typeof SellerBalanceResponse.Type)['data'];
export type SafePurchaseListQuery = typeof SafePurchaseListRequest.Type;
export type SafePurchasePayInput = typeof PaySafePurchaseRequest.Type;
/** The member's own order actions and the paths they post to (the backend's machine decides each). */
export const SAFE_PURCHASE_ACTION_PATHS = { handOver: '/api/safe-purchase/hand-over', confirm: '/api/safe-purchase/confirm', cancel: '/api/safe-purchase/cancel' } as const;
export type SafePurchaseMemberAction = keyof typeof SAFE_PURCHASE_ACTION_PATHS;

/** A member action and the spec §7 path it posts to. */
export const MEMBER_ACTION_PATHS = {
  delete: '/api/content/delete',
  push: '/api/content/push',
  takeDown: '/api/content/take-down',
  repost: '/api/content/re-post',
  submitDraft: '/api/content/draft/submit',
  resubmit: '/api/content/resubmit',
  requestVerification: '/api/content/request-verification',
} as const;

export type MemberAction = keyof typeof MEMBER_ACTION_PATHS;

/** A review decision as sent (the notes a moderator left empty are not sent). */
export type ModerationDecision = ReviewDecision;

/** The queue's filters (docs/upstream-contract.md "Moderation"); unset ones are not sent. */
export type ModerationQueueQuery = ModerationQueueRequest;

export interface PostManageApiService {
  readonly listUser: (auth: MemberAuth, query: { tab: PostTab; page: number }) => Effect.Effect<UserPostPage, UpstreamError>;
  readonly actionQuote: (auth: MemberAuth, postId: number) => Effect.Effect<ActionQuote, UpstreamError>;
  /** Returns the listing's new status code. */
  readonly act: (auth: MemberAuth, action: MemberAction, postId: number) => Effect.Effect<number, UpstreamError>;
  readonly upgrade: (auth: MemberAuth, postId: number, level: 2 | 3 | 4) => Effect.Effect<number, UpstreamError>;
  readonly moderationQueue: (auth: MemberAuth, query: ModerationQueueQuery) => Effect.Effect<ModerationQueuePage, UpstreamError>;
  readonly decide: (auth: MemberAuth, postId: number, decision: ModerationDecision) => Effect.Effect<number, UpstreamError>;
  /** "Mua an toàn" complaints waiting for a decision, oldest first (moderators; a member gets 403). */
  readonly disputes: (auth: MemberAuth, page: number) => Effect.Effect<DisputePage, UpstreamError>;
  /** One order as a moderator reads it (its complaint, photos and last messages). */
  readonly safePurchaseOrder: (auth: MemberAuth, code: string) => Effect.Effect<SafePurchaseOrder, UpstreamError>;
  /** A moderator's decision on a complaint; the order after it (refusals in Vietnamese as `UpstreamRejected`). */
  readonly resolveDispute: (auth: MemberAuth, decision: DisputeDecision) => Effect.Effect<SafePurchaseOrder, UpstreamError>;
  /** The seller turns "Mua an toàn" on or off for a listing (goods within the price limit; refusals in Vietnamese). */
  readonly setSafePurchaseOffer: (auth: MemberAuth, listingId: number, enabled: boolean) => Effect.Effect<boolean, UpstreamError>;
  /** Price, fee, total and the rules' days for an offered listing. */
  readonly safePurchaseQuote: (auth: MemberAuth, listingId: number) => Effect.Effect<SafePurchaseQuote, UpstreamError>;
  /** Opens an order; `shownTotal` is what the buyer saw, refused if the price changed since. */
  readonly createSafePurchase: (auth: MemberAuth, listingId: number, shownTotal: number) => Effect.Effect<SafePurchaseOrder, UpstreamError>;
  /** Starts the provider payment of an order: the gateway URL to send the buyer to. */
  readonly paySafePurchase: (auth: MemberAuth, input: SafePurchasePayInput) => Effect.Effect<SafePurchasePayment, UpstreamError>;
  readonly safePurchaseOrders: (auth: MemberAuth, query: SafePurchaseListQuery) => Effect.Effect<SafePurchasePage, UpstreamError>;
  readonly actOnSafePurchase: (auth: MemberAuth, action: SafePurchaseMemberAction, code: string) => Effect.Effect<SafePurchaseOrder, UpstreamError>;
  readonly disputeSafePurchase: (auth: MemberAuth, input: { code: string; reason: string; photos: readonly string[] }) => Effect.Effect<SafePurchaseOrder, UpstreamError>;
  readonly payoutAccount: (auth: MemberAuth) => Effect.Effect<PayoutAccount, UpstreamError>;
  readonly savePayoutAccount: (auth: MemberAuth, input: PayoutAccountInput) => Effect.Effect<PayoutAccount, UpstreamError>;
  readonly sellerBalance: (auth: MemberAuth) => Effect.Effect<SellerBalance, UpstreamError>;
}

export class PostManageApi extends Context.Tag('upstream/PostManageApi')<PostManageApi, PostManageApiService>() {}

const USER_FACING = [400, 403, 404, 409] as const;
const DISPUTES_PER_PAGE = 10;
const encode = <A, I>(schema: Schema.Schema<A, I>, operation: string, request: A) => encodeContractRequest(schema, { host: 'api', operation }, request);

type ActionBody =
  | typeof ListingActionRequest.Encoded
  | typeof DeleteListingRequest.Encoded
  | typeof UpgradeListingRequest.Encoded
  | typeof DecideRequest.Encoded;

export const PostManageApiLive = (config: { baseUrl: string; timeoutMs?: number | undefined }): Layer.Layer<PostManageApi, never, HttpClient.HttpClient> =>
  Layer.effect(
    PostManageApi,
    Effect.gen(function* () {
      const http = yield* makeUpstreamHttpClient({ service: 'PostManageApi', host: 'api', baseUrl: config.baseUrl, timeoutMs: config.timeoutMs });
      // Every body is written in its request schema's wire form, so the backend's decoder and this client compile against one contract.
      const post = (path: string, body: ActionBody, token: string, operation: string) =>
        http.postJson(path, body, { operation, schema: ListingActionResponse, bearerToken: token, userFacingStatuses: USER_FACING }).pipe(Effect.map((response) => response.data.status));
      return {
        listUser: ({ memberId, token }, query) =>
          http
            .postJson(
              '/api/list/list-user',
              { id: memberId, status: query.tab, page: query.page, per_page: 10, sort: 'desc' } satisfies typeof ListUserRequest.Encoded,
              // A read sent as POST (spec §7): safe to retry.
              { operation: 'listUser', schema: ListUserResponse, retry: READ_RETRY, bearerToken: token },
            )
            .pipe(Effect.map((response) => response.data)),
        actionQuote: ({ token }, postId) =>
          http
            .get('/api/content/action-quote', { operation: 'actionQuote', schema: ActionQuoteResponse, retry: READ_RETRY, bearerToken: token, urlParams: { post_id: String(postId) }, userFacingStatuses: USER_FACING })
            .pipe(Effect.map((response) => response.data)),
        act: ({ memberId, token }, action, postId) =>
          post(MEMBER_ACTION_PATHS[action], { post_id: postId, user_id: memberId, app_id: APP_ID, ...(action === 'delete' ? { status: LISTING_STATUS.reject } : {}) }, token, action),
        upgrade: ({ memberId, token }, postId, level) =>
          post('/api/content/upgrade', { post_id: postId, user_id: memberId, app_id: APP_ID, post_type: level, type: 'upgrade', payment_by: 'point' }, token, 'upgrade'),
        moderationQueue: ({ token }, query) =>
          http
            .get('/api/moderation/queue', {
              operation: 'moderationQueue',
              schema: ModerationQueueResponse,
              retry: READ_RETRY,
              bearerToken: token,
              urlParams: Object.fromEntries(Object.entries({ ...query, page: String(query.page) }).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')),
              userFacingStatuses: [400],
            })
            .pipe(Effect.map((response) => response.data)),
        decide: ({ token }, postId, decision) => post('/api/moderation/decide', { post_id: postId, ...decision }, token, 'decide'),
        disputes: ({ token }, page) =>
          http
            .get('/api/safe-purchase/disputes', {
              operation: 'disputes',
              schema: SafePurchaseListResponse,
              retry: READ_RETRY,
              bearerToken: token,
              urlParams: { page: String(page), per_page: String(DISPUTES_PER_PAGE) },
              userFacingStatuses: [400],
            })
            .pipe(Effect.map((response) => response.data)),
        safePurchaseOrder: ({ token }, code) =>
          encode(SafePurchaseOrderRequest, 'safePurchaseOrder', { code }).pipe(
            Effect.flatMap((query) =>
              http.get('/api/safe-purchase/order', { operation: 'safePurchaseOrder', schema: SafePurchaseOrderResponse, retry: READ_RETRY, bearerToken: token, urlParams: query, userFacingStatuses: [400, 404] }),
            ),
            Effect.map((response) => response.data),
          ),
        // A decision moves money: never retried (a lost answer is read again from the queue).
        resolveDispute: ({ token }, decision) =>
          encode(ResolveSafePurchaseRequest, 'resolveDispute', decision).pipe(
            Effect.flatMap((body) => http.postJson('/api/safe-purchase/resolve', body, { operation: 'resolveDispute', schema: SafePurchaseOrderResponse, bearerToken: token, userFacingStatuses: USER_FACING })),
            Effect.map((response) => response.data),
          ),
        setSafePurchaseOffer: ({ token }, listingId, enabled) =>
          encode(SafePurchaseOfferRequest, 'setSafePurchaseOffer', { listing_id: listingId, enabled }).pipe(
            Effect.flatMap((body) => http.postJson('/api/safe-purchase/offer', body, { operation: 'setSafePurchaseOffer', schema: SafePurchaseOfferResponse, bearerToken: token, userFacingStatuses: USER_FACING })),
            Effect.map((response) => response.data.enabled),
          ),
        safePurchaseQuote: ({ token }, listingId) =>
          encode(SafePurchaseQuoteRequest, 'safePurchaseQuote', { listing_id: listingId }).pipe(
            Effect.flatMap((query) =>
              http.get('/api/safe-purchase/quote', { operation: 'safePurchaseQuote', schema: SafePurchaseQuoteResponse, retry: READ_RETRY, bearerToken: token, urlParams: { listing_id: String(query.listing_id) }, userFacingStatuses: USER_FACING }),
            ),
            Effect.map((response) => response.data),
          ),
        // Writes that open or pay an order are never retried: a lost answer is read again from the order list.
        createSafePurchase: ({ token }, listingId, shownTotal) =>
          encode(CreateSafePurchaseRequest, 'createSafePurchase', { listing_id: listingId, a: shownTotal }).pipe(
            Effect.flatMap((body) => http.postJson('/api/safe-purchase/create', body, { operation: 'createSafePurchase', schema: SafePurchaseOrderResponse, bearerToken: token, userFacingStatuses: [...USER_FACING, 429] })),
            Effect.map((response) => response.data),
          ),
        paySafePurchase: ({ token }, input) =>
          encode(PaySafePurchaseRequest, 'paySafePurchase', input).pipe(
            Effect.flatMap((body) => http.postJson('/api/safe-purchase/pay', body, { operation: 'paySafePurchase', schema: PaySafePurchaseResponse, bearerToken: token, userFacingStatuses: [...USER_FACING, 502] })),
            Effect.map((response) => response.data),
          ),
        safePurchaseOrders: ({ token }, query) =>
          encode(SafePurchaseListRequest, 'safePurchaseOrders', query).pipe(
            Effect.flatMap((encoded) =>
              http.get('/api/safe-purchase/orders', {
                operation: 'safePurchaseOrders',
                schema: SafePurchaseListResponse,
                retry: READ_RETRY,
                bearerToken: token,
                urlParams: Object.fromEntries(Object.entries(encoded).filter((entry) => entry[1] !== undefined).map(([key, value]) => [key, String(value)])),
                userFacingStatuses: [400],
              }),
            ),
            Effect.map((response) => response.data),
          ),
        actOnSafePurchase: ({ token }, action, code) =>
          encode(SafePurchaseActionRequest, action, { code }).pipe(
            Effect.flatMap((body) => http.postJson(SAFE_PURCHASE_ACTION_PATHS[action], body, { operation: action, schema: SafePurchaseOrderResponse, bearerToken: token, userFacingStatuses: USER_FACING })),
            Effect.map((response) => response.data),
          ),
        disputeSafePurchase: ({ token }, input) =>
          encode(DisputeSafePurchaseRequest, 'disputeSafePurchase', { code: input.code, reason: input.reason, photos: input.photos }).pipe(
            Effect.flatMap((body) => http.postJson('/api/safe-purchase/dispute', body, { operation: 'disputeSafePurchase', schema: SafePurchaseOrderResponse, bearerToken: token, userFacingStatuses: USER_FACING })),
            Effect.map((response) => response.data),
          ),
        payoutAccount: ({ token }) =>
          http.get('/api/safe-purchase/payout-account', { operation: 'payoutAccount', schema: PayoutAccountResponse, retry: READ_RETRY, bearerToken: token }).pipe(Effect.map((response) => response.data)),
        savePayoutAccount: ({ token }, input) =>
          encode(PayoutAccountRequest, 'savePayoutAccount', input).pipe(
            Effect.flatMap((body) => http.postJson('/api/safe-purchase/payout-account', body, { operation: 'savePayoutAccount', schema: PayoutAccountResponse, bearerToken: token, userFacingStatuses: USER_FACING })),
            Effect.map((response) => response.data),
          ),
        sellerBalance: ({ token }) =>
          http.get('/api/safe-purchase/balance', { operation: 'sellerBalance', schema: SellerBalanceResponse, retry: READ_RETRY, bearerToken: token }).pipe(Effect.map((response) => response.data)),
      } satisfies PostManageApiService;
    }),
  );
