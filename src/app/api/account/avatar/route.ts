/**
 * Avatar upload (multipart) for the signed-in member, forwarded to the member API's profile/edit.
 * Same CSRF rule as every mutation: a cross-site form can post multipart without a preflight.
 */
import { readFormWithinCap } from '~/server/capped-body';
import { memberOfUpload, replaceAvatar } from '~/server/route-calls';
import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE_MESSAGE, MULTIPART_ENVELOPE_BYTES } from '~/lib/upload-limits';

const MAX_UPLOAD_BYTES = AVATAR_MAX_BYTES + MULTIPART_ENVELOPE_BYTES;

export async function POST(request: Request) {
  const member = await memberOfUpload(request);
  if (!('session' in member)) return Response.json({ message: member.message }, { status: member.status });
  const read = await readFormWithinCap(request, MAX_UPLOAD_BYTES);
  if ('refused' in read && read.refused === 'too-large') return Response.json({ message: AVATAR_TOO_LARGE_MESSAGE }, { status: 413 });
  const avatar = 'value' in read ? read.value.get('avatar') : null;
  if (!(avatar instanceof File) || avatar.size === 0) return Response.json({ message: 'Vui lòng chọn một ảnh.' }, { status: 400 });

  const result = await replaceAvatar(member.session, avatar);
  if ('refused' in result) return Response.json({ message: result.refused.message }, { status: 400 });
  return Response.json({ member: result.value });
}
