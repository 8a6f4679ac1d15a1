/**
 * A photo for a chat message (issue #18): one file per request, so the composer shows each upload
 * and retries one alone. Checks CSRF like every mutation and the session, then forwards the file to
 * the backend's upload-photo with the member's bearer token; the backend decides the type by
 * content and re-encodes it. The answer is the stored path and size, or a Vietnamese message.
 */
import { Effect } from 'effect';
import { siteUrl } from '~/env';
import { isTrustedMutation } from '~/server/csrf';
import { mediaUrl } from '~/server/dto/listing-card';
import { sessionFromHeaders } from '~/server/session';
import { ChatApi } from '~/server/upstream/chat-api';
import { upstreamErrorSpec } from '~/server/upstream/to-trpc-error';
import { getUpstream } from '~/server/upstream-instance';

export type ChatUploadAnswer = { readonly path: string; readonly thumbUrl: string } | { readonly message: string };

/** 10 MB a photo (the backend's limit) plus the multipart envelope. */
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024 + 64 * 1024;

const answer = (body: ChatUploadAnswer, status = 200) => Response.json(body, { status });

export async function POST(request: Request) {
  if (!isTrustedMutation(request.headers, [new URL(siteUrl()).origin, new URL(request.url).origin])) {
    return answer({ message: 'Yêu cầu không hợp lệ (khác nguồn gốc).' }, 403);
  }
  const session = await sessionFromHeaders(request.headers);
  if (!session) return answer({ message: 'Bạn cần đăng nhập để tiếp tục.' }, 401);
  if (Number(request.headers.get('content-length') ?? 0) > MAX_UPLOAD_BYTES) return answer({ message: 'Ảnh gửi trong tin nhắn không được quá 10 MB.' }, 413);
  const form = await request.formData().catch(() => null);
  const file = form?.get('file');
  if (!(file instanceof File)) return answer({ message: 'Vui lòng chọn ảnh để gửi.' }, 400);

  const forward = new FormData();
  forward.set('file', file, file.name);
  const upstream = getUpstream();
  const exit = await upstream.runtime.runPromiseExit(Effect.flatMap(ChatApi, (api) => api.uploadPhoto(session, forward)));
  if (exit._tag === 'Failure') {
    const failure = exit.cause._tag === 'Fail' ? upstreamErrorSpec(exit.cause.error) : { message: 'Đã có lỗi xảy ra, vui lòng thử lại sau.' };
    return answer({ message: failure.message }, 400);
  }
  return answer({ path: exit.value.path, thumbUrl: mediaUrl(upstream.mediaBaseUrl, exit.value.path, 360) });
}
