/**
 * Client of the notification host: unread count, the list by tab, mark one / all read. Every call
 * carries the member's bearer token and the session's member id.
 * @see docs/upstream-contract.md "Notification host"
 */
import type { HttpClient } from '@effect/platform';
import { Context, Effect, Layer, type Schema } from 'effect';
import {
  NotificationListRequest,
  NotificationListResponse,
  NotificationReadAllRequest,
  NotificationReadRequest,
  UnreadCountResponse,
  type NotificationTab,
} from '~/lib/contract/notification';
import type { UpstreamError } from './errors';
import { encodeContractRequest } from './encode-request';
import { makeUpstreamHttpClient, READ_RETRY } from './http';
import type { MemberAuth } from './member-api';

export type NotificationPage = (typeof NotificationListResponse.Type)['data'];

export interface NotificationApiService {
  readonly unreadCount: (auth: MemberAuth) => Effect.Effect<number, UpstreamError>;
  readonly list: (auth: MemberAuth, query: { tab: NotificationTab; page: number; perPage: number }) => Effect.Effect<NotificationPage, UpstreamError>;
  /** Returns the new unread count. */
  readonly markRead: (auth: MemberAuth, id: number) => Effect.Effect<number, UpstreamError>;
  readonly markAllRead: (auth: MemberAuth, tab?: NotificationTab) => Effect.Effect<number, UpstreamError>;
}

/** Encodes a request with its contract schema, which validates it: a caller bug is not a round trip. */
const encodeRequest =
  <A, I>(schema: Schema.Schema<A, I>, operation: string) =>
  (request: A) =>
    encodeContractRequest(schema, { host: 'notification', operation }, request);

export class NotificationApi extends Context.Tag('upstream/NotificationApi')<NotificationApi, NotificationApiService>() {}

export const NotificationApiLive = (config: { baseUrl: string; timeoutMs?: number | undefined }): Layer.Layer<NotificationApi, never, HttpClient.HttpClient> =>
  Layer.effect(
    NotificationApi,
    Effect.gen(function* () {
      const http = yield* makeUpstreamHttpClient({ service: 'NotificationApi', host: 'notification', baseUrl: config.baseUrl, timeoutMs: config.timeoutMs });
      return {
        unreadCount: ({ memberId, token }) =>
          http
            .get('/api/notification/count', { operation: 'unreadCount', schema: UnreadCountResponse, retry: READ_RETRY, bearerToken: token, urlParams: { member_id: String(memberId) } })
            .pipe(Effect.map((body) => body.data.total)),
        list: ({ memberId, token }, query) =>
          encodeRequest(NotificationListRequest, 'list')({ tab: query.tab, page: query.page, per_page: query.perPage }).pipe(
            Effect.flatMap((params) =>
              http.get('/api/notification/list', {
                operation: 'list',
                schema: NotificationListResponse,
                retry: READ_RETRY,
                bearerToken: token,
                urlParams: { member_id: memberId, ...params },
              }),
            ),
            Effect.map((body) => body.data),
          ),
        markRead: ({ memberId, token }, id) =>
          encodeRequest(NotificationReadRequest, 'markRead')({ id }).pipe(
            Effect.flatMap((request) =>
              http.postJson('/api/notification/read', { member_id: memberId, ...request }, { operation: 'markRead', schema: UnreadCountResponse, bearerToken: token }),
            ),
            Effect.map((body) => body.data.total),
          ),
        markAllRead: ({ memberId, token }, tab) =>
          encodeRequest(NotificationReadAllRequest, 'markAllRead')(tab ? { tab } : {}).pipe(
            Effect.flatMap((request) =>
              http.postJson('/api/notification/read-all', { member_id: memberId, ...request }, { operation: 'markAllRead', schema: UnreadCountResponse, bearerToken: token }),
            ),
            Effect.map((body) => body.data.total),
          ),
      } satisfies NotificationApiService;
    }),
  );
