/**
 * Client of the single sign-on host: the sign-in URL for a return address, the server-side
 * exchange of the one-time code for the member's token, the token's member, and logout.
 * @see docs/upstream-contract.md "SSO host"
 */
import type { HttpClient } from '@effect/platform';
import { Context, Effect, Layer, Schema } from 'effect';
import { AuthInfoResponse, LoginUrlResponse, LogoutResponse, TokenExchangeRequest, TokenExchangeResponse, type LoginUrlRequest } from '~/lib/contract/sso';
import { UpstreamInvalidInput, type UpstreamError } from './errors';
import { makeUpstreamHttpClient, READ_RETRY } from './http';
import type { MemberRole } from '~/lib/member-roles';

export interface SsoMember {
  readonly id: number;
  readonly name: string;
  readonly role: MemberRole;
}

export interface SsoApiService {
  /** GET /auth/login?redirectUrl=… → the URL the browser goes to. */
  readonly loginUrl: (redirectUrl: string) => Effect.Effect<string, UpstreamError>;
  /** POST /auth/token: one-time code → the member's bearer token. A used or expired code is a 401. */
  readonly exchangeCode: (code: string, redirectUrl: string) => Effect.Effect<{ token: string; memberId: number }, UpstreamError>;
  /** GET /auth/info with the bearer token: the member, or null when the token is no longer valid. */
  readonly info: (token: string) => Effect.Effect<SsoMember | null, UpstreamError>;
  /** POST /auth/logout: true when the SSO answered status 200 (spec §8). */
  readonly logout: (token: string) => Effect.Effect<boolean, UpstreamError>;
}

export class SsoApi extends Context.Tag('upstream/SsoApi')<SsoApi, SsoApiService>() {}

export const makeSsoApi = (config: { baseUrl: string; timeoutMs?: number | undefined }): Effect.Effect<SsoApiService, never, HttpClient.HttpClient> =>
  Effect.gen(function* () {
    const http = yield* makeUpstreamHttpClient({ service: 'SsoApi', host: 'sso', baseUrl: config.baseUrl, timeoutMs: config.timeoutMs });
    return {
      loginUrl: (redirectUrl) => {
        const query: typeof LoginUrlRequest.Encoded = { redirectUrl };
        return http
          .get('/auth/login', { operation: 'loginUrl', schema: LoginUrlResponse, retry: READ_RETRY, urlParams: query })
          .pipe(Effect.map((body) => body.loginUrl));
      },
      exchangeCode: (code, redirectUrl) =>
        Schema.encode(TokenExchangeRequest)({ code, redirectUrl }).pipe(
          Effect.mapError((error) => new UpstreamInvalidInput({ host: 'sso', operation: 'exchangeCode', detail: error.message })),
          Effect.flatMap((request) => http.postJson('/auth/token', request, { operation: 'exchangeCode', schema: TokenExchangeResponse })),
          Effect.map((body) => ({ token: body.data.token, memberId: body.data.id })),
        ),
      info: (token) =>
        http.get('/auth/info', { operation: 'info', schema: AuthInfoResponse, retry: READ_RETRY, bearerToken: token }).pipe(
          Effect.map((body) => (body.code === 200 ? body.data : null)),
          Effect.catchIf(
            (error) => error._tag === 'UpstreamHttpError' && error.status === 401,
            () => Effect.succeed(null),
          ),
        ),
      logout: (token) =>
        http.postJson('/auth/logout', {}, { operation: 'logout', schema: LogoutResponse, bearerToken: token }).pipe(Effect.map((body) => body.status === 200)),
    } satisfies SsoApiService;
  });

export const SsoApiLive = (config: { baseUrl: string; timeoutMs?: number | undefined }): Layer.Layer<SsoApi, never, HttpClient.HttpClient> =>
  Layer.effect(SsoApi, makeSsoApi(config));
