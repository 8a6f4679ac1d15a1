/**
 * Client of the member calls on the back-end API host (spec §7 "Member"): the public profile, the
 * signed-in member's profile, email activation and favourites. Requests are encoded and answers
 * decoded with the schemas in src/lib/contract/member.ts, the ones the backend reads and writes.
 *
 * @see https://effect.website/docs/requirements-management/services/
 * @see /work/shared/spec/product-spec.md §7
 */
import type { HttpClient } from '@effect/platform';
import { Context, Effect, Layer, type Schema } from 'effect';
import {
  ActivateEmailRequest,
  ActivateEmailResponse,
  FavouriteIdsResponse,
  FavouriteListRequest,
  FavouriteListResponse,
  FavouriteToggleRequest,
  FavouriteToggleResponse,
  ProfileEditRequest,
  ProfileEditResponse,
  ProfileInfoResponse,
  PublicProfileResponse,
  type MemberProfile,
  type PublicProfile,
} from '~/lib/contract/member';
import { UpstreamInvalidInput, type UpstreamError } from './errors';
import { encodeContractRequest } from './encode-request';
import { READ_RETRY, makeUpstreamHttpClient } from './http';

export interface MemberApiService {
  /**
   * GET /api/member/public-profile?id=…: what anyone may see of a member. `null` when there is no
   * such member (the host answers 404), so pages can answer 404 themselves.
   */
  readonly publicProfile: (id: number) => Effect.Effect<PublicProfile | null, UpstreamError>;
  /** GET /api/member/profile-info: the token member's own profile with wallet balances. */
  readonly profileInfo: (auth: MemberAuth) => Effect.Effect<MemberProfile, UpstreamError>;
  /**
   * POST /api/member/profile/edit (multipart when an avatar is sent). Validation refusals come back
   * as `UpstreamRejected` with the spec §5 message and the field it is about.
   */
  readonly profileEdit: (auth: MemberAuth, changes: ProfileChanges) => Effect.Effect<MemberProfile, UpstreamError>;
  /** POST /api/member/activate-email: confirms an activation link's token. */
  readonly activateEmail: (token: string) => Effect.Effect<string, UpstreamError>;
  /** Ids of the member's favourite listings (hearts on cards). */
  readonly favouriteIds: (auth: MemberAuth) => Effect.Effect<readonly number[], UpstreamError>;
  readonly favourites: (auth: MemberAuth, page: number) => Effect.Effect<FavouritePage, UpstreamError>;
  readonly setFavourite: (auth: MemberAuth, postId: number, liked: boolean) => Effect.Effect<boolean, UpstreamError>;
}

export type FavouritePage = (typeof FavouriteListResponse.Type)['data'];

/** Who is calling: the session's member and bearer token (never from the client). */
export interface MemberAuth {
  readonly memberId: number;
  readonly token: string;
}

export interface ProfileChanges {
  readonly full_name: string;
  readonly phone: string;
  readonly email: string;
  readonly address: string;
  readonly gender: '' | '1' | '2';
  readonly avatar?: File | undefined;
}

const USER_FACING = [400, 409, 422, 429] as const;

export class MemberApi extends Context.Tag('upstream/MemberApi')<MemberApi, MemberApiService>() {}

export interface MemberApiConfig {
  /** The back-end API host (`API_URL`). */
  readonly baseUrl: string;
  readonly timeoutMs?: number | undefined;
}

const HOST = 'member';

/** Encodes a request with its contract schema, which validates it: a caller bug is not a round trip. */
const encodeRequest =
  <A, I>(schema: Schema.Schema<A, I>, operation: string) =>
  (request: A) =>
    encodeContractRequest(schema, { host: HOST, operation }, request);

/** Favourites per page the app asks for. */
const FAVOURITES_PER_PAGE = 20;

export const makeMemberApi = (config: MemberApiConfig): Effect.Effect<MemberApiService, never, HttpClient.HttpClient> =>
  Effect.gen(function* () {
    const http = yield* makeUpstreamHttpClient({
      service: 'MemberApi',
      host: HOST,
      baseUrl: config.baseUrl,
      timeoutMs: config.timeoutMs,
    });

    const service: MemberApiService = {
      publicProfile: (id) =>
        Number.isSafeInteger(id) && id > 0
          ? http
              .get('/api/member/public-profile', {
                operation: 'publicProfile',
                schema: PublicProfileResponse,
                retry: READ_RETRY,
                urlParams: { id: String(id) },
              })
              .pipe(
                Effect.map((envelope): PublicProfile | null => envelope.data),
                Effect.catchIf(
                  (error) => error._tag === 'UpstreamHttpError' && error.status === 404,
                  () => Effect.succeed(null),
                ),
              )
          : Effect.fail(new UpstreamInvalidInput({ host: HOST, operation: 'publicProfile', detail: 'id is not a positive integer' })),
      profileInfo: ({ memberId, token }) =>
        http
          .get('/api/member/profile-info', {
            operation: 'profileInfo',
            schema: ProfileInfoResponse,
            retry: READ_RETRY,
            bearerToken: token,
            urlParams: { id: String(memberId) },
          })
          .pipe(Effect.map((body) => body.profile)),
      profileEdit: ({ memberId, token }, changes) =>
        encodeRequest(ProfileEditRequest, 'profileEdit')(changes).pipe(
          Effect.flatMap((fields) => {
            const form = new FormData();
            form.set('member_id', String(memberId));
            for (const [key, value] of Object.entries(fields)) if (typeof value === 'string') form.set(key, value);
            if (changes.avatar) form.set('avatar', changes.avatar);
            return http.postMultipart('/api/member/profile/edit', form, {
              operation: 'profileEdit',
              schema: ProfileEditResponse,
              bearerToken: token,
              userFacingStatuses: USER_FACING,
            });
          }),
          Effect.map((body) => body.newInfo),
        ),
      favouriteIds: ({ memberId, token }) =>
        http
          .get('/api/member/favourites/ids', { operation: 'favouriteIds', schema: FavouriteIdsResponse, retry: READ_RETRY, bearerToken: token, urlParams: { member_id: String(memberId) } })
          .pipe(Effect.map((body) => body.data)),
      favourites: ({ memberId, token }, page) =>
        encodeRequest(FavouriteListRequest, 'favourites')({ page, per_page: FAVOURITES_PER_PAGE }).pipe(
          Effect.flatMap((query) =>
            http.get('/api/member/favourites', {
              operation: 'favourites',
              schema: FavouriteListResponse,
              retry: READ_RETRY,
              bearerToken: token,
              urlParams: { member_id: memberId, ...query },
            }),
          ),
          Effect.map((body) => body.data),
        ),
      setFavourite: ({ memberId, token }, postId, liked) =>
        encodeRequest(FavouriteToggleRequest, 'setFavourite')({ post_id: postId }).pipe(
          Effect.flatMap((request) =>
            http.postJson(
              liked ? '/api/member/favourites/add' : '/api/member/favourites/remove',
              { member_id: memberId, ...request },
              { operation: 'setFavourite', schema: FavouriteToggleResponse, bearerToken: token, userFacingStatuses: [400, 404] },
            ),
          ),
          Effect.map((body) => body.data.liked),
        ),
      activateEmail: (token) =>
        encodeRequest(ActivateEmailRequest, 'activateEmail')({ token }).pipe(
          Effect.flatMap((request) =>
            http.postJson('/api/member/activate-email', request, { operation: 'activateEmail', schema: ActivateEmailResponse, userFacingStatuses: USER_FACING }),
          ),
          Effect.map((body) => body.data.email),
        ),
    };
    return service;
  });

export const MemberApiLive = (config: MemberApiConfig): Layer.Layer<MemberApi, never, HttpClient.HttpClient> =>
  Layer.effect(MemberApi, makeMemberApi(config));
