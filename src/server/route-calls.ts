/**
 * What the app's few non-tRPC route handlers ask of the upstreams: multipart uploads (listing
 * media, a chat photo, an avatar), which tRPC's JSON batches do not carry, and the sign-in code
 * exchange the SSO redirects to. Route files parse HTTP and answer; the upstream calls, their
 * failures in Vietnamese and the member gate shared by the uploads live here.
 */
import 'server-only';
import { Cause, Effect, Exit, Option } from 'effect';
import { siteUrl } from '~/env';
import type { StagedMedia, MediaKind } from '~/lib/posting-rules';
import { isTrustedMutation } from './csrf';
import { mediaUrl } from './dto/listing-card';
import { toSessionMember, type SessionMember } from './dto/member';
import { fromStoredMedia } from './dto/posting';
import { serverLog } from './log';
import { sessionFromHeaders, type Session } from './session';
import { ChatApi } from './upstream/chat-api';
import { MemberApi } from './upstream/member-api';
import { PostingApi } from './upstream/posting-api';
import { SsoApi } from './upstream/sso-api';
import { logUpstreamError, type UpstreamError } from './upstream/errors';
import type { UpstreamServices } from './upstream/runtime';
import { upstreamErrorSpec } from './upstream/to-trpc-error';
import { getUpstream } from './upstream-instance';

/** A failed call: the message for the member (and the form field it is about, if any). */
export interface CallRefused {
  readonly refused: { readonly message: string; readonly field: string | null };
}
export type CallResult<T> = { readonly value: T } | CallRefused;

const UNEXPECTED = 'Đã có lỗi xảy ra, vui lòng thử lại sau.';

async function call<T>(program: Effect.Effect<T, UpstreamError, UpstreamServices>): Promise<CallResult<T>> {
  const exit = await getUpstream().runtime.runPromiseExit(program);
  if (Exit.isSuccess(exit)) return { value: exit.value };
  const failure = Cause.failureOption(exit.cause);
  if (Option.isNone(failure)) {
    serverLog.error('upstream call died', { cause: Cause.pretty(exit.cause).slice(0, 500) });
    return { refused: { message: UNEXPECTED, field: null } };
  }
  logUpstreamError(failure.value, 'error', 'upstream call failed');
  const spec = upstreamErrorSpec(failure.value);
  return { refused: { message: spec.message, field: spec.field ?? null } };
}

/** The member behind a multipart mutation, or why there is none (same CSRF rule as every mutation). */
export async function memberOfUpload(request: Request): Promise<{ session: Session } | { status: 401 | 403; message: string }> {
  if (!isTrustedMutation(request.headers, [new URL(siteUrl()).origin, new URL(request.url).origin])) {
    return { status: 403, message: 'Yêu cầu không hợp lệ (khác nguồn gốc).' };
  }
  const session = await sessionFromHeaders(request.headers);
  return session ? { session } : { status: 401, message: 'Bạn cần đăng nhập để tiếp tục.' };
}

/** Listing media for the posting wizard; the backend decides each file's type by its content. */
export async function uploadListingMedia(session: Session, kind: MediaKind, files: readonly File[]): Promise<CallResult<readonly StagedMedia[]>> {
  const forward = new FormData();
  forward.set('kind', kind);
  for (const file of files) forward.append('files', file, file.name);
  const result = await call(Effect.flatMap(PostingApi, (api) => api.uploadMedia(session, forward)));
  return 'value' in result ? { value: result.value.map(fromStoredMedia) } : result;
}

/** A chat photo: its stored path, and the thumbnail the composer shows. */
export async function uploadChatPhoto(session: Session, file: File): Promise<CallResult<{ path: string; thumbUrl: string }>> {
  const forward = new FormData();
  forward.set('file', file, file.name);
  const result = await call(Effect.flatMap(ChatApi, (api) => api.uploadPhoto(session, forward)));
  return 'value' in result ? { value: { path: result.value.path, thumbUrl: mediaUrl(getUpstream().mediaBaseUrl, result.value.path, 360) } } : result;
}

/** A new avatar: the member API's profile/edit takes the whole profile, so the rest is sent unchanged. */
export async function replaceAvatar(session: Session, avatar: File): Promise<CallResult<SessionMember>> {
  const result = await call(
    Effect.flatMap(MemberApi, (api) =>
      Effect.flatMap(api.profileInfo(session), (current) =>
        api.profileEdit(session, {
          full_name: current.full_name,
          phone: current.phone,
          email: current.email ?? '',
          address: current.address ?? '',
          gender: current.gender ?? '',
          avatar,
        }),
      ),
    ),
  );
  return 'value' in result ? { value: toSessionMember(result.value, getUpstream().mediaBaseUrl) } : result;
}

/** The SSO's one-time code exchanged for the member's token. */
export async function exchangeSignInCode(code: string, redirectUri: string): Promise<CallResult<{ memberId: number; token: string }>> {
  return call(Effect.flatMap(SsoApi, (sso) => sso.exchangeCode(code, redirectUri)));
}
