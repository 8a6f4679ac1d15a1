/**
 * Avatar upload (multipart) for the signed-in member, forwarded to the member API's profile/edit.
 * Same CSRF rule as every mutation: a cross-site form can post multipart without a preflight.
 */
import { Effect } from 'effect';
import { siteUrl } from '~/env';
import { isTrustedMutation } from '~/server/csrf';
import { toSessionMember } from '~/server/dto/member';
import { sessionFromHeaders } from '~/server/session';
import { MemberApi } from '~/server/upstream/member-api';
import { upstreamErrorSpec } from '~/server/upstream/to-trpc-error';
import { getUpstream } from '~/server/upstream-instance';

const MAX_BYTES = 5 * 1024 * 1024;

export async function POST(request: Request) {
  if (!isTrustedMutation(request.headers, [new URL(siteUrl()).origin, new URL(request.url).origin])) {
    return Response.json({ message: 'Yêu cầu không hợp lệ (khác nguồn gốc).' }, { status: 403 });
  }
  const session = await sessionFromHeaders(request.headers);
  if (!session) return Response.json({ message: 'Bạn cần đăng nhập để tiếp tục.' }, { status: 401 });
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BYTES + 64 * 1024) {
    return Response.json({ message: 'Ảnh đại diện không được quá 5 MB.' }, { status: 413 });
  }
  const form = await request.formData().catch(() => null);
  const avatar = form?.get('avatar');
  if (!(avatar instanceof File) || avatar.size === 0) return Response.json({ message: 'Vui lòng chọn một ảnh.' }, { status: 400 });

  const upstream = getUpstream();
  const exit = await upstream.runtime.runPromiseExit(
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
  if (exit._tag === 'Failure') {
    const failure = exit.cause._tag === 'Fail' ? upstreamErrorSpec(exit.cause.error) : { message: 'Đã có lỗi xảy ra, vui lòng thử lại sau.' };
    return Response.json({ message: failure.message }, { status: 400 });
  }
  return Response.json({ member: toSessionMember(exit.value, upstream.mediaBaseUrl) });
}
