/**
 * The member API (spec §7 "Member"): check-login, login, register, profile-info, profile/info,
 * profile/edit, profile/save, and email activation. Every call about a member needs that member's
 * bearer token; a member id in the payload that is not the token's member is refused (403).
 */
import { Hono } from 'hono';
import {
  ActivateEmailRequest,
  ActivateEmailResponse,
  MEMBER_BOUNDS,
  ProfileEditRequest,
  ProfileEditResponse,
  ProfileInfoResponse,
  ProfileSaveRequest,
  ProfileSaveResponse,
} from '~/lib/contract/member';
import { validateEmail, validatePassword, validatePhone, validateText } from '~/lib/validation';
import { assertSelf, memberRequest, requireMember, type MemberEnv } from '../auth';
import type { BackendDeps } from '../context';
import { answer, decodeRequest } from '../contract-edge';
import { BackendError, clientAddress, errorBody, readBody } from '../http';
import { confirmEmail, createEmailVerification } from '../services/email';
import { adjustStars, findById, findByIdentifier, normalisePhone, profileOf, registerMember, RegistrationConflict, updateProfile } from '../services/members';
import { createRegistrationLimit, createSignInGuard, TOO_MANY_ATTEMPTS, TOO_MANY_REGISTRATIONS, WRONG_CREDENTIALS } from '../services/sign-in-guard';
import { CHALLENGE_MESSAGES, completeSignInChallenge, startSignInChallenge } from '../services/sign-in-challenge';
import { issueToken, resolveToken } from '../services/tokens';
import { storeAvatar, UploadRejected } from '../services/uploads';

function firstError(errors: Record<string, string | null>): { field: string; message: string } | null {
  for (const [field, message] of Object.entries(errors)) if (message) return { field, message };
  return null;
}

export function memberRoutes({ db, env }: BackendDeps) {
  const app = new Hono<MemberEnv>();
  const signInGuard = createSignInGuard(db);
  const registrations = createRegistrationLimit(db);
  const authed = requireMember(db);

  app.get('/api/member/check-login', async (c) => {
    const token = String(c.req.query('token') ?? '');
    const member = await resolveToken(db, token);
    return c.json({ status: 200, success: member !== null, data: member ? { id: member.id } : null });
  });

  const signedIn = async (memberId: number, userAgent: string | undefined) => {
    const { token } = await issueToken(db, { memberId, kind: 'app', userAgent: userAgent ?? null });
    return { status: 200, success: true, data: { token, id: memberId } } as const;
  };

  app.post('/api/member/login', async (c) => {
    const body = await readBody(c);
    // The second step on an account under attack: the challenge from the first answer and its code.
    if (body.challenge !== undefined) {
      const result = await completeSignInChallenge(db, String(body.challenge).slice(0, 64), String(body.code ?? '').replace(/\s/g, '').slice(0, 12));
      if (!result.ok) return c.json(errorBody(400, result.message), 400);
      return c.json(await signedIn(result.memberId, c.req.header('user-agent')));
    }
    const identifier = String(body.identifier ?? body.phone ?? body.email ?? '').trim().slice(0, 254);
    const password = String(body.password ?? '').slice(0, 200);
    if (!identifier || !password) return c.json(errorBody(400, 'Vui lòng nhập số điện thoại/email và mật khẩu.'), 400);
    const attempt = await signInGuard.attempt(clientAddress(c), identifier);
    if (attempt.kind === 'wait') return c.json(errorBody(429, TOO_MANY_ATTEMPTS(Math.ceil(attempt.seconds / 60))), 429);
    const member = await findByIdentifier(db, identifier);
    const valid = await signInGuard.passwordMatches(member, password);
    if (!member || !valid) return c.json(errorBody(401, WRONG_CREDENTIALS), 401);
    await attempt.succeeded();
    if (!attempt.needsCode) return c.json(await signedIn(member.id, c.req.header('user-agent')));
    const wait = await signInGuard.codeAllowance(identifier);
    if (wait > 0) return c.json(errorBody(429, CHALLENGE_MESSAGES.tooManyCodes(Math.ceil(wait / 60))), 429);
    const started = await startSignInChallenge(db, member);
    return c.json({ ...errorBody(401, CHALLENGE_MESSAGES.sent(started.sentTo)), second_factor: { challenge: started.challenge, sent_to: started.sentTo } }, 401);
  });

  app.post('/api/member/register', async (c) => {
    const body = await readBody(c);
    const input = {
      fullName: String(body.full_name ?? '').slice(0, 200),
      phone: String(body.phone ?? '').slice(0, 30),
      email: String(body.email ?? '').slice(0, 254),
      password: String(body.password ?? '').slice(0, 200),
      gender: String(body.gender ?? ''),
    };
    const error = firstError({
      full_name: validateText(input.fullName, { field: 'Họ và tên', min: 2, max: 100 }),
      phone: validatePhone(input.phone),
      email: validateEmail(input.email),
      password: validatePassword(input.password),
    });
    if (error) return c.json({ ...errorBody(400, error.message), field: error.field }, 400);
    const wait = await registrations.take(clientAddress(c));
    if (wait > 0) return c.json(errorBody(429, TOO_MANY_REGISTRATIONS(Math.ceil(wait / 60))), 429);
    try {
      const member = await registerMember(db, {
        fullName: input.fullName,
        phone: input.phone,
        email: input.email || null,
        password: input.password,
        gender: input.gender === '1' ? 1 : input.gender === '2' ? 2 : null,
      });
      if (member.email) await createEmailVerification(db, env, member.id, member.email);
      return c.json({ status: 200, success: true, data: { id: member.id } });
    } catch (caught) {
      if (caught instanceof RegistrationConflict) return c.json({ ...errorBody(409, caught.message), field: caught.field }, 409);
      throw caught;
    }
  });

  app.post('/api/member/activate-email', async (c) => {
    const { token } = decodeRequest(ActivateEmailRequest, await readBody(c));
    const result = await confirmEmail(db, token);
    if (result.ok) return answer(c, ActivateEmailResponse, { status: 200, success: true, data: { email: result.email } });
    const message = {
      invalid: 'Liên kết kích hoạt không hợp lệ.',
      expired: 'Liên kết kích hoạt đã hết hạn. Vui lòng yêu cầu gửi lại.',
      used: 'Email này đã được kích hoạt trước đó.',
    }[result.reason];
    return c.json({ ...errorBody(400, message), reason: result.reason }, 400);
  });

  app.get('/api/member/profile-info', authed, async (c) => {
    const member = c.get('member');
    assertSelf(member, { id: c.req.query('id') });
    const row = await findById(db, member.id);
    if (!row) throw new BackendError(404, 'Không tìm thấy tài khoản.');
    return answer(c, ProfileInfoResponse, { success: true, profile: await profileOf(db, row) });
  });

  app.post('/api/member/profile/info', authed, async (c) => {
    const member = c.get('member');
    assertSelf(member, await readBody(c));
    const row = await findById(db, member.id);
    if (!row) throw new BackendError(404, 'Không tìm thấy tài khoản.');
    return c.json({ status: 200, success: true, data: await profileOf(db, row) });
  });

  app.post('/api/member/profile/edit', authed, async (c) => {
    const member = c.get('member');
    const body = await readBody(c);
    assertSelf(member, body);
    const current = await findById(db, member.id);
    if (!current) throw new BackendError(404, 'Không tìm thấy tài khoản.');
    const request = decodeRequest(ProfileEditRequest, body);
    // Longer text is cut, not refused: the checks below then answer with the spec's message.
    const input = {
      fullName: (request.full_name ?? current.fullName).slice(0, MEMBER_BOUNDS.fullName),
      phone: (request.phone ?? current.phone).slice(0, MEMBER_BOUNDS.phone),
      email: (request.email ?? current.email ?? '').trim().toLowerCase().slice(0, MEMBER_BOUNDS.email),
      address: (request.address ?? current.address ?? '').slice(0, MEMBER_BOUNDS.address),
      gender: request.gender ?? String(current.gender ?? ''),
    };
    const error = firstError({
      full_name: validateText(input.fullName, { field: 'Họ và tên', min: 2, max: 100 }),
      phone: validatePhone(input.phone),
      email: validateEmail(input.email),
      address: input.address.trim() === '' ? null : validateText(input.address, { field: 'Địa chỉ', max: 255 }),
    });
    if (error) return c.json({ ...errorBody(400, error.message), field: error.field }, 400);

    const phone = normalisePhone(input.phone);
    const clash = async (identifier: string) => {
      const other = await findByIdentifier(db, identifier);
      return other !== null && other.id !== member.id;
    };
    if (phone !== current.phone && (await clash(phone))) return c.json({ ...errorBody(409, 'Số điện thoại đã được đăng ký.'), field: 'phone' }, 409);
    if (input.email && input.email !== current.email && (await clash(input.email))) {
      return c.json({ ...errorBody(409, 'Email đã được đăng ký.'), field: 'email' }, 409);
    }

    let avatarPath = current.avatarPath;
    const avatar = body.avatar;
    if (avatar instanceof File && avatar.size > 0) {
      try {
        avatarPath = await storeAvatar(env.MEDIA_DIR, avatar);
      } catch (caught) {
        if (caught instanceof UploadRejected) return c.json({ ...errorBody(400, caught.message), field: 'avatar' }, 400);
        throw caught;
      }
    }
    const emailChanged = (input.email || null) !== current.email;
    await updateProfile(db, member.id, {
      fullName: input.fullName.trim(),
      phone,
      email: input.email || null,
      emailVerifiedAt: emailChanged ? null : current.emailVerifiedAt,
      address: input.address.trim() || null,
      gender: input.gender === '1' ? 1 : input.gender === '2' ? 2 : null,
      avatarPath,
    });
    if (emailChanged && input.email) await createEmailVerification(db, env, member.id, input.email);
    const updated = await findById(db, member.id);
    if (!updated) throw new BackendError(404, 'Không tìm thấy tài khoản.');
    return answer(c, ProfileEditResponse, { status: 200, success: true, newInfo: await profileOf(db, updated) });
  });

  /**
   * profile/save (app_id, member_id, mark, type): adjusts the member's stars in this app — type 1
   * adds `mark`, type 2 takes it away. Members may only send mark 0 (the app's "save my app
   * profile" call); granting stars is the moderator's (docs/upstream-contract.md).
   */
  app.post('/api/member/profile/save', authed, async (c) => {
    const { member, input } = await memberRequest(c, ProfileSaveRequest, ['member_id', 'memberId', 'user_id', 'm']);
    if (input.mark !== 0 && member.role !== 'moderator') throw new BackendError(403, 'Bạn không có quyền thay đổi số sao.');
    const stars = await adjustStars(db, member.id, input.type === 1 ? input.mark : -input.mark);
    return answer(c, ProfileSaveResponse, { status: 200, success: true, data: { numberOfStars: stars } });
  });

  return app;
}
