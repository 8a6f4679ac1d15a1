/**
 * Listing media upload for the posting wizard: the browser sends one file per request with
 * XMLHttpRequest (so it can show real upload progress and retry one file alone); this handler
 * checks CSRF like every mutation, the session and the size limit of spec §5, then forwards the
 * multipart body to the backend's upload-media with the member's bearer token. The backend decides
 * the type by content and stores the file; the answer is its stored path and metadata.
 */
import { Effect } from 'effect';
import { siteUrl } from '~/env';
import { MAX_REQUEST_BYTES, MEDIA_KINDS, REQUEST_TOO_LARGE_MESSAGE, type StagedMedia } from '~/lib/posting-rules';
import { isTrustedMutation } from '~/server/csrf';
import { fromStoredMedia } from '~/server/dto/posting';
import { sessionFromHeaders } from '~/server/session';
import { PostingApi } from '~/server/upstream/posting-api';
import { upstreamErrorSpec } from '~/server/upstream/to-trpc-error';
import { getUpstream } from '~/server/upstream-instance';

export type UploadAnswer = { readonly files: readonly StagedMedia[] } | { readonly message: string; readonly field?: string | null };

const answer = (body: UploadAnswer, status = 200) => Response.json(body, { status });

export async function POST(request: Request) {
  if (!isTrustedMutation(request.headers, [new URL(siteUrl()).origin, new URL(request.url).origin])) {
    return answer({ message: 'Yêu cầu không hợp lệ (khác nguồn gốc).' }, 403);
  }
  const session = await sessionFromHeaders(request.headers);
  if (!session) return answer({ message: 'Bạn cần đăng nhập để tiếp tục.' }, 401);
  // Refused from the header, before a byte of the body is read.
  if (Number(request.headers.get('content-length') ?? 0) > MAX_REQUEST_BYTES) return answer({ message: REQUEST_TOO_LARGE_MESSAGE }, 413);
  const form = await request.formData().catch(() => null);
  const kind = MEDIA_KINDS.find((candidate) => candidate === form?.get('kind'));
  const files = form?.getAll('files').filter((entry): entry is File => entry instanceof File) ?? [];
  if (!form || !kind || files.length === 0) return answer({ message: 'Vui lòng chọn tệp để tải lên.' }, 400);

  const forward = new FormData();
  forward.set('kind', kind);
  for (const file of files) forward.append('files', file, file.name);
  const exit = await getUpstream().runtime.runPromiseExit(Effect.flatMap(PostingApi, (api) => api.uploadMedia(session, forward)));
  if (exit._tag === 'Failure') {
    const failure = exit.cause._tag === 'Fail' ? upstreamErrorSpec(exit.cause.error) : { message: 'Đã có lỗi xảy ra, vui lòng thử lại sau.', field: undefined };
    return answer({ message: failure.message, field: failure.field ?? null }, 400);
  }
  return answer({ files: exit.value.map(fromStoredMedia) });
}
