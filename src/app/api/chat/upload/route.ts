/**
 * A photo for a chat message (issue #18): one file per request, so the composer shows each upload
 * and retries one alone. Checks CSRF like every mutation and the session, then forwards the file to
 * the backend's upload-photo with the member's bearer token; the backend decides the type by
 * content and re-encodes it. The answer is the stored path and size, or a Vietnamese message.
 */
import { readFormWithinCap } from '~/server/capped-body';
import { memberOfUpload, uploadChatPhoto } from '~/server/route-calls';
import { CHAT_PHOTO_MAX_BYTES, CHAT_PHOTO_TOO_LARGE_MESSAGE, MULTIPART_ENVELOPE_BYTES } from '~/lib/upload-limits';

export type ChatUploadAnswer = { readonly path: string; readonly thumbUrl: string } | { readonly message: string };

const MAX_UPLOAD_BYTES = CHAT_PHOTO_MAX_BYTES + MULTIPART_ENVELOPE_BYTES;

const answer = (body: ChatUploadAnswer, status = 200) => Response.json(body, { status });

export async function POST(request: Request) {
  const member = await memberOfUpload(request);
  if (!('session' in member)) return answer({ message: member.message }, member.status);
  const read = await readFormWithinCap(request, MAX_UPLOAD_BYTES);
  if ('refused' in read && read.refused === 'too-large') return answer({ message: CHAT_PHOTO_TOO_LARGE_MESSAGE }, 413);
  const file = 'value' in read ? read.value.get('file') : null;
  if (!(file instanceof File)) return answer({ message: 'Vui lòng chọn ảnh để gửi.' }, 400);

  const result = await uploadChatPhoto(member.session, file);
  if ('refused' in result) return answer({ message: result.refused.message }, 400);
  return answer(result.value);
}
