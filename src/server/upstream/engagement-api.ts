/**
 * Client of the engagement calls on the back-end API host: the mini-game, saved searches and
 * listing reports (docs/upstream-contract.md). Member calls carry the session's bearer token and
 * member id; the backend's Vietnamese refusals (400/404/409/429) come back as `UpstreamRejected`.
 * @see https://effect.website/docs/requirements-management/services/
 */
import type { HttpClient } from '@effect/platform';
import { Context, Effect, Layer, type Schema } from 'effect';
import {
  LeaderboardRequest,
  LeaderboardResponse,
  MatchResultResponse,
  MatchScoreRequest,
  MinigameHistoryResponse,
  MinigameMatchesResponse,
  PredictResponse,
  ReportCheckRequest,
  ReportCheckResponse,
  ReportCreateRequest,
  ReportCreateResponse,
  ReportQueueRequest,
  ReportQueueResponse,
  ReportResolveRequest,
  ReportResolveResponse,
  SavedSearchDeleteRequest,
  SavedSearchDeleteResponse,
  SavedSearchListResponse,
  SavedSearchResponse,
  SavedSearchSaveRequest,
  SavedSearchUpdateRequest,
} from '~/lib/contract/engagement';
import type { ReportAction, ReportReason, ReportStatus } from '~/lib/listing-report';
import type { UpstreamError } from './errors';
import { encodeContractRequest } from './encode-request';
import { makeUpstreamHttpClient, READ_RETRY } from './http';
import type { MemberAuth } from './member-api';

type DataOf<S extends { readonly Type: { readonly data: unknown } }> = S['Type']['data'];

export type MinigameBoard = DataOf<typeof MinigameMatchesResponse>;
export type MinigameMatchWire = MinigameBoard['matches'][number];
export type LeaderboardWire = DataOf<typeof LeaderboardResponse>;
export type MatchResultWire = DataOf<typeof MatchResultResponse>;
export type SavedSearchWire = DataOf<typeof SavedSearchResponse>;
export type ReportQueueWire = DataOf<typeof ReportQueueResponse>;
export type ReportResolveWire = DataOf<typeof ReportResolveResponse>;

export interface Score {
  readonly home: number;
  readonly away: number;
}

export interface SaveSearchInput {
  readonly context: 'category' | 'search';
  readonly categorySlug?: string | undefined;
  readonly query: string;
  readonly name: string;
}

export interface EngagementApiService {
  readonly matches: (auth: MemberAuth | null) => Effect.Effect<MinigameBoard, UpstreamError>;
  readonly leaderboard: (limit: number) => Effect.Effect<LeaderboardWire, UpstreamError>;
  readonly history: (auth: MemberAuth) => Effect.Effect<readonly MinigameMatchWire[], UpstreamError>;
  readonly predict: (auth: MemberAuth, matchId: number, score: Score) => Effect.Effect<{ created: boolean; match: MinigameMatchWire }, UpstreamError>;
  readonly enterResult: (auth: MemberAuth, matchId: number, score: Score) => Effect.Effect<MatchResultWire, UpstreamError>;
  readonly savedSearches: (auth: MemberAuth) => Effect.Effect<readonly SavedSearchWire[], UpstreamError>;
  readonly saveSearch: (auth: MemberAuth, input: SaveSearchInput) => Effect.Effect<SavedSearchWire, UpstreamError>;
  readonly updateSearch: (auth: MemberAuth, id: number, changes: { name?: string | undefined; active?: boolean | undefined }) => Effect.Effect<SavedSearchWire, UpstreamError>;
  readonly deleteSearch: (auth: MemberAuth, id: number) => Effect.Effect<number, UpstreamError>;
  readonly hasReported: (auth: MemberAuth, postId: number) => Effect.Effect<boolean, UpstreamError>;
  readonly report: (auth: MemberAuth, input: { postId: number; reason: ReportReason; details: string }) => Effect.Effect<number, UpstreamError>;
  readonly reportQueue: (auth: MemberAuth, query: { status: ReportStatus; page: number }) => Effect.Effect<ReportQueueWire, UpstreamError>;
  readonly resolveReport: (auth: MemberAuth, input: { reportId: number; action: ReportAction; note: string }) => Effect.Effect<ReportResolveWire, UpstreamError>;
}

export class EngagementApi extends Context.Tag('upstream/EngagementApi')<EngagementApi, EngagementApiService>() {}

const USER_FACING = [400, 404, 409, 429] as const;
const HOST = 'engagement';
/** The moderators' report queue shows this many a page. */
const REPORTS_PER_PAGE = 20;

/** A request in its wire form, built with the contract's schema, which checks it: a caller bug is not a round trip. */
const encodeRequest = <A, I>(schema: Schema.Schema<A, I>, operation: string, request: A) => encodeContractRequest(schema, { host: HOST, operation }, request);

export const EngagementApiLive = (config: { baseUrl: string; timeoutMs?: number | undefined }): Layer.Layer<EngagementApi, never, HttpClient.HttpClient> =>
  Layer.effect(
    EngagementApi,
    Effect.gen(function* () {
      const http = yield* makeUpstreamHttpClient({ service: 'EngagementApi', host: HOST, baseUrl: config.baseUrl, timeoutMs: config.timeoutMs });
      const write = { userFacingStatuses: USER_FACING };
      /** A member call's payload, built with its schema, beside the caller's id (the backend checks it against the token). */
      const asMember = <A, I>(memberId: number, schema: Schema.Schema<A, I>, operation: string, request: A) =>
        encodeRequest(schema, operation, request).pipe(Effect.map((body) => ({ member_id: memberId, ...body })));
      return {
        matches: (auth) =>
          http
            .get('/api/minigame/matches', {
              operation: 'matches',
              schema: MinigameMatchesResponse,
              retry: READ_RETRY,
              bearerToken: auth?.token,
              urlParams: auth ? { member_id: String(auth.memberId) } : undefined,
            })
            .pipe(Effect.map((body) => body.data)),
        leaderboard: (limit) =>
          encodeRequest(LeaderboardRequest, 'leaderboard', { limit }).pipe(
            Effect.flatMap((query) => http.get('/api/minigame/leaderboard', { operation: 'leaderboard', schema: LeaderboardResponse, retry: READ_RETRY, urlParams: query })),
            Effect.map((body) => body.data),
          ),
        history: ({ memberId, token }) =>
          http
            .get('/api/minigame/history', { operation: 'history', schema: MinigameHistoryResponse, retry: READ_RETRY, bearerToken: token, urlParams: { member_id: String(memberId) } })
            .pipe(Effect.map((body) => body.data)),
        predict: ({ memberId, token }, matchId, score) =>
          asMember(memberId, MatchScoreRequest, 'predict', { match_id: matchId, home_score: score.home, away_score: score.away }).pipe(
            Effect.flatMap((body) => http.postJson('/api/minigame/predict', body, { operation: 'predict', schema: PredictResponse, bearerToken: token, ...write })),
            Effect.map((body) => body.data),
          ),
        enterResult: ({ memberId, token }, matchId, score) =>
          asMember(memberId, MatchScoreRequest, 'enterResult', { match_id: matchId, home_score: score.home, away_score: score.away }).pipe(
            Effect.flatMap((body) => http.postJson('/api/minigame/result', body, { operation: 'enterResult', schema: MatchResultResponse, bearerToken: token, ...write })),
            Effect.map((body) => body.data),
          ),
        savedSearches: ({ memberId, token }) =>
          http
            .get('/api/member/saved-searches', { operation: 'savedSearches', schema: SavedSearchListResponse, retry: READ_RETRY, bearerToken: token, urlParams: { member_id: String(memberId) } })
            .pipe(Effect.map((body) => body.data)),
        saveSearch: ({ memberId, token }, input) =>
          asMember(memberId, SavedSearchSaveRequest, 'saveSearch', { context: input.context, category_slug: input.categorySlug, query: input.query, name: input.name }).pipe(
            Effect.flatMap((body) => http.postJson('/api/member/saved-searches/save', body, { operation: 'saveSearch', schema: SavedSearchResponse, bearerToken: token, ...write })),
            Effect.map((body) => body.data),
          ),
        updateSearch: ({ memberId, token }, id, changes) =>
          asMember(memberId, SavedSearchUpdateRequest, 'updateSearch', { id, name: changes.name, active: changes.active }).pipe(
            Effect.flatMap((body) => http.postJson('/api/member/saved-searches/update', body, { operation: 'updateSearch', schema: SavedSearchResponse, bearerToken: token, ...write })),
            Effect.map((body) => body.data),
          ),
        deleteSearch: ({ memberId, token }, id) =>
          asMember(memberId, SavedSearchDeleteRequest, 'deleteSearch', { id }).pipe(
            Effect.flatMap((body) => http.postJson('/api/member/saved-searches/delete', body, { operation: 'deleteSearch', schema: SavedSearchDeleteResponse, bearerToken: token, ...write })),
            Effect.map((body) => body.data.id),
          ),
        hasReported: ({ memberId, token }, postId) =>
          asMember(memberId, ReportCheckRequest, 'hasReported', { post_id: postId }).pipe(
            Effect.flatMap((query) =>
              http.get('/api/content/report/check', { operation: 'hasReported', schema: ReportCheckResponse, retry: READ_RETRY, bearerToken: token, urlParams: query }),
            ),
            Effect.map((body) => body.data.reported),
          ),
        report: ({ memberId, token }, input) =>
          asMember(memberId, ReportCreateRequest, 'report', { post_id: input.postId, reason: input.reason, details: input.details }).pipe(
            Effect.flatMap((body) => http.postJson('/api/content/report', body, { operation: 'report', schema: ReportCreateResponse, bearerToken: token, ...write })),
            Effect.map((body) => body.data.id),
          ),
        reportQueue: ({ token }, query) =>
          encodeRequest(ReportQueueRequest, 'reportQueue', { status: query.status, page: query.page, per_page: REPORTS_PER_PAGE }).pipe(
            Effect.flatMap((urlParams) => http.get('/api/moderation/reports', { operation: 'reportQueue', schema: ReportQueueResponse, retry: READ_RETRY, bearerToken: token, urlParams })),
            Effect.map((body) => body.data),
          ),
        resolveReport: ({ memberId, token }, input) =>
          asMember(memberId, ReportResolveRequest, 'resolveReport', { report_id: input.reportId, action: input.action, note: input.note }).pipe(
            Effect.flatMap((body) => http.postJson('/api/moderation/reports/resolve', body, { operation: 'resolveReport', schema: ReportResolveResponse, bearerToken: token, ...write })),
            Effect.map((body) => body.data),
          ),
      } satisfies EngagementApiService;
    }),
  );
