/**
 * Listing media upload for the posting wizard: the browser sends one file per request with
 * XMLHttpRequest (so it can show real upload progress and retry one file alone); this handler
 * checks CSRF like every mutation, the session and the size limit of spec §5, then forwards the
 * multipart body to the backend's upload-media with the member's bearer token. The backend decides
 * the type by content and stores the file; the answer is its stored path and metadata.
 */
import { MAX_REQUEST_BYTES, MEDIA_KINDS, REQUEST_TOO_LARGE_MESSAGE, type StagedMedia } from '~/lib/posting-rules';
import { readFormWithinCap } from '~/server/capped-body';
import { memberOfUpload, uploadListingMedia } from '~/server/route-calls';

export type UploadAnswer = { readonly files: readonly StagedMedia[] } | { readonly message: string; readonly field?: string | null };

const answer = (body: UploadAnswer, status = 200) => Response.json(body, { status });

export async function POST(request: Request) {
  const member = await memberOfUpload(request);
  if (!('session' in member)) return answer({ message: member.message }, member.status);
  // Refused from Content-Length before a byte is read, or at the cap while a chunked body streams.
  const read = await readFormWithinCap(request, MAX_REQUEST_BYTES);
  if ('refused' in read && read.refused === 'too-large') return answer({ message: REQUEST_TOO_LARGE_MESSAGE }, 413);
  const form = 'value' in read ? read.value : null;
  const kind = MEDIA_KINDS.find((candidate) => candidate === form?.get('kind'));
  const files = form?.getAll('files').filter((entry): entry is File => entry instanceof File) ?? [];
  if (!form || !kind || files.length === 0) return answer({ message: 'Vui lòng chọn tệp để tải lên.' }, 400);

  const result = await uploadListingMedia(member.session, kind, files);
  if ('refused' in result) return answer({ message: result.refused.message, field: result.refused.field }, 400);
  return answer({ files: result.value });
}
