/**
 * The single sign-on host (spec §7 "Single sign-on"): GET /auth/login → { loginUrl }, the SSO's own
 * sign-in and registration pages, the one-time-code exchange the app's server makes, GET /auth/info
 * and POST /auth/logout. See docs/upstream-contract.md "SSO host".
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { AuthInfoResponse, LoginUrlResponse, LogoutResponse, TokenExchangeRequest, TokenExchangeResponse } from '~/lib/contract/sso';
import { validateEmail, validatePassword, validatePhone, validateText } from '~/lib/validation';
import { bearerToken } from '../auth';
import type { BackendDeps } from '../context';
import { answer, decodeRequest } from '../contract-edge';
import { clientAddress, errorBody, readBody } from '../http';
import { findByIdentifier, registerMember, RegistrationConflict } from '../services/members';
import { createRegistrationLimit, createSignInGuard, TOO_MANY_REGISTRATIONS } from '../services/sign-in-guard';
import { randomSecret } from '../services/secrets';
import { createEmailVerification, recentMailTo } from '../services/email';
import { allowedRedirect, createSsoCode, exchangeSsoCode, withCode } from '../services/sso';
import { issueToken, resolveToken, revokeAppToken } from '../services/tokens';
import { FAVICON_PATH, faviconResponse } from '../sso/mark';
import { forgotPasswordPage, mailboxPage, messagePage, registerPage, resetPasswordPage, signInCodePage, signInPage, type FieldErrors } from '../sso/pages';
import { createRateLimiter, limitNetworkOf } from '../services/rate-limit';
import { CHALLENGE_MESSAGES, completeSignInChallenge, startSignInChallenge } from '../services/sign-in-challenge';
import { accountKey, TOO_MANY_ATTEMPTS, WRONG_CREDENTIALS } from '../services/sign-in-guard';
import { requestPasswordReset, resetPassword, RESET_MESSAGES } from '../services/password-reset';

const SSO_COOKIE = 'rv_sso';
const CSRF_COOKIE = 'rv_sso_csrf';


export function ssoRoutes({ db, env }: BackendDeps) {
  const app = new Hono();
  const signInGuard = createSignInGuard(db);
  const registrations = createRegistrationLimit(db);
  // Reset codes: a few requests per address and per account, a bounded number of code tries per address.
  const resetRequestsByAddress = createRateLimiter(db, { name: 'password-reset:address', limit: 5, windowMs: 15 * 60_000 });
  const resetRequestsByAccount = createRateLimiter(db, { name: 'password-reset:account', limit: 3, windowMs: 15 * 60_000 });
  const resetTries = createRateLimiter(db, { name: 'password-reset:tries', limit: 20, windowMs: 15 * 60_000 });
  const secureCookies = env.APP_MODE === 'production' || env.BACKEND_PUBLIC_URL.startsWith('https:');
  const defaultRedirect = new URL('/', env.APP_ORIGIN).toString();

  const csrfToken = (c: Context) => {
    const existing = getCookie(c, CSRF_COOKIE);
    if (existing && existing.length >= 20) return existing;
    const token = randomSecret(18);
    setCookie(c, CSRF_COOKIE, token, { httpOnly: true, sameSite: 'Lax', secure: secureCookies, path: '/sso' });
    return token;
  };
  const csrfValid = (c: Context, submitted: unknown) => {
    const cookie = getCookie(c, CSRF_COOKIE);
    const origin = c.req.header('origin');
    const sameOrigin = !origin || origin === new URL(env.BACKEND_PUBLIC_URL).origin || origin === 'null';
    return sameOrigin && typeof submitted === 'string' && cookie !== undefined && submitted === cookie;
  };

  /** Signs the browser into the SSO and sends it back to the app with a one-time code. */
  const completeSignIn = async (c: Context, memberId: number, redirectUrl: string) => {
    const session = await issueToken(db, { memberId, kind: 'sso', userAgent: c.req.header('user-agent') ?? null });
    setCookie(c, SSO_COOKIE, session.token, { httpOnly: true, sameSite: 'Lax', secure: secureCookies, path: '/', maxAge: 30 * 86_400 });
    const code = await createSsoCode(db, memberId, session.id, redirectUrl);
    return c.redirect(withCode(redirectUrl, code), 302);
  };

  app.get('/auth/login', (c) => {
    const redirectUrl = allowedRedirect(c.req.query('redirectUrl'), env.APP_ORIGIN);
    if (!redirectUrl) return c.json(errorBody(400, 'Địa chỉ quay lại không hợp lệ.'), 400);
    const loginUrl = new URL('/sso/dang-nhap', env.BACKEND_PUBLIC_URL);
    loginUrl.searchParams.set('redirectUrl', redirectUrl);
    return answer(c, LoginUrlResponse, { loginUrl: loginUrl.toString() });
  });

  app.get(FAVICON_PATH, () => faviconResponse());

  app.get('/sso/dang-nhap', async (c) => {
    const redirectUrl = allowedRedirect(c.req.query('redirectUrl'), env.APP_ORIGIN) ?? defaultRedirect;
    // Already signed in at the SSO: that is the point of single sign-on — go straight back.
    const existing = getCookie(c, SSO_COOKIE);
    const member = existing ? await resolveToken(db, existing, 'sso') : null;
    if (member) {
      const code = await createSsoCode(db, member.id, member.tokenId, redirectUrl);
      return c.redirect(withCode(redirectUrl, code), 302);
    }
    const notice =
      c.req.query('registered') === '1' ? 'Đăng ký thành công. Mời bạn đăng nhập.' : c.req.query('reset') === '1' ? RESET_MESSAGES.done : undefined;
    return c.html(signInPage({ redirectUrl, csrf: csrfToken(c), notice }));
  });

  app.post('/sso/dang-nhap', async (c) => {
    const form = await readBody(c);
    const redirectUrl = allowedRedirect(String(form.redirectUrl ?? ''), env.APP_ORIGIN) ?? defaultRedirect;
    const identifier = String(form.identifier ?? '').trim().slice(0, 254);
    const password = String(form.password ?? '').slice(0, 200);
    const render = (status: 400 | 401 | 403 | 429, alert: string | undefined, errors: FieldErrors = {}) =>
      c.html(signInPage({ redirectUrl, csrf: csrfToken(c), identifier, alert, errors }), status);

    if (!csrfValid(c, form.csrf)) return render(403, 'Phiên đăng nhập đã hết hạn, vui lòng thử lại.');
    const errors: FieldErrors = {};
    if (!identifier) errors.identifier = 'Số điện thoại hoặc email không được để trống!';
    if (!password) errors.password = 'Mật khẩu không được để trống!';
    if (errors.identifier || errors.password) return render(400, undefined, errors);

    const attempt = await signInGuard.attempt(clientAddress(c), identifier);
    if (attempt.kind === 'wait') return render(429, TOO_MANY_ATTEMPTS(Math.ceil(attempt.seconds / 60)));

    const member = await findByIdentifier(db, identifier);
    const valid = await signInGuard.passwordMatches(member, password);
    if (!member || !valid) return render(401, WRONG_CREDENTIALS);
    await attempt.succeeded();
    if (!attempt.needsCode) return completeSignIn(c, member.id, redirectUrl);
    const wait = await signInGuard.codeAllowance(identifier);
    if (wait > 0) return render(429, CHALLENGE_MESSAGES.tooManyCodes(Math.ceil(wait / 60)));
    const started = await startSignInChallenge(db, member);
    return c.html(signInCodePage({ redirectUrl, csrf: csrfToken(c), challenge: started.challenge, notice: CHALLENGE_MESSAGES.sent(started.sentTo) }));
  });

  /** The second step of a sign-in on an account under attack: the code sent to the member. */
  app.post('/sso/dang-nhap/ma-xac-nhan', async (c) => {
    const form = await readBody(c);
    const redirectUrl = allowedRedirect(String(form.redirectUrl ?? ''), env.APP_ORIGIN) ?? defaultRedirect;
    const challenge = String(form.challenge ?? '').slice(0, 64);
    const code = String(form.code ?? '').replace(/\s/g, '').slice(0, 12);
    const render = (status: 400 | 403, alert: string | undefined, errors: FieldErrors = {}) =>
      c.html(signInCodePage({ redirectUrl, csrf: csrfToken(c), challenge, alert, errors }), status);
    if (!csrfValid(c, form.csrf)) return render(403, 'Phiên đăng nhập đã hết hạn, vui lòng thử lại.');
    const result = await completeSignInChallenge(db, challenge, code);
    if (!result.ok) return render(400, undefined, { code: result.message });
    return completeSignIn(c, result.memberId, redirectUrl);
  });

  app.get('/sso/dang-ky', (c) => {
    const redirectUrl = allowedRedirect(c.req.query('redirectUrl'), env.APP_ORIGIN) ?? defaultRedirect;
    return c.html(registerPage({ redirectUrl, csrf: csrfToken(c) }));
  });

  app.post('/sso/dang-ky', async (c) => {
    const form = await readBody(c);
    const redirectUrl = allowedRedirect(String(form.redirectUrl ?? ''), env.APP_ORIGIN) ?? defaultRedirect;
    const values = {
      fullName: String(form.fullName ?? '').slice(0, 200),
      phone: String(form.phone ?? '').slice(0, 30),
      email: String(form.email ?? '').slice(0, 254),
      gender: String(form.gender ?? ''),
    };
    const password = String(form.password ?? '').slice(0, 200);
    const render = (status: 400 | 403 | 409 | 429, alert: string | undefined, errors: FieldErrors = {}) =>
      c.html(registerPage({ redirectUrl, csrf: csrfToken(c), values, alert, errors }), status);
    if (!csrfValid(c, form.csrf)) return render(403, 'Phiên đăng ký đã hết hạn, vui lòng thử lại.');

    const errors: FieldErrors = {
      fullName: validateText(values.fullName, { field: 'Họ và tên', min: 2, max: 100 }) ?? undefined,
      phone: validatePhone(values.phone) ?? undefined,
      email: validateEmail(values.email) ?? undefined,
      password: validatePassword(password) ?? undefined,
      passwordConfirm: password === String(form.passwordConfirm ?? '') ? undefined : 'Mật khẩu nhập lại không khớp!',
    };
    if (Object.values(errors).some(Boolean)) return render(400, undefined, errors);
    const wait = await registrations.take(clientAddress(c));
    if (wait > 0) return render(429, TOO_MANY_REGISTRATIONS(Math.ceil(wait / 60)));
    try {
      const member = await registerMember(db, {
        fullName: values.fullName,
        phone: values.phone,
        email: values.email || null,
        password,
        gender: values.gender === '1' ? 1 : values.gender === '2' ? 2 : null,
      });
      if (member.email) await createEmailVerification(db, env, member.id, member.email);
      return completeSignIn(c, member.id, redirectUrl);
    } catch (error) {
      if (error instanceof RegistrationConflict) return render(409, undefined, { [error.field]: error.message });
      throw error;
    }
  });

  /** "Quên mật khẩu": ask for a code. The answer is the same whether or not the account exists. */
  app.get('/sso/quen-mat-khau', (c) => {
    const redirectUrl = allowedRedirect(c.req.query('redirectUrl'), env.APP_ORIGIN) ?? defaultRedirect;
    return c.html(forgotPasswordPage({ redirectUrl, csrf: csrfToken(c) }));
  });

  app.post('/sso/quen-mat-khau', async (c) => {
    const form = await readBody(c);
    const redirectUrl = allowedRedirect(String(form.redirectUrl ?? ''), env.APP_ORIGIN) ?? defaultRedirect;
    const identifier = String(form.identifier ?? '').trim().slice(0, 254);
    const render = (status: 400 | 403 | 429, alert: string | undefined, errors: FieldErrors = {}) =>
      c.html(forgotPasswordPage({ redirectUrl, csrf: csrfToken(c), identifier, alert, errors }), status);
    if (!csrfValid(c, form.csrf)) return render(403, 'Phiên làm việc đã hết hạn, vui lòng thử lại.');
    if (!identifier) return render(400, undefined, { identifier: 'Số điện thoại hoặc email không được để trống!' });
    const waits = await Promise.all([resetRequestsByAddress.hit(limitNetworkOf(clientAddress(c))), resetRequestsByAccount.hit(accountKey(identifier))]);
    const wait = Math.max(...waits);
    if (wait > 0) return render(429, `Bạn đã yêu cầu mã quá nhiều lần. Vui lòng thử lại sau ${Math.ceil(wait / 60)} phút.`);
    await requestPasswordReset(db, identifier);
    const next = new URL('/sso/dat-lai-mat-khau', env.BACKEND_PUBLIC_URL);
    next.searchParams.set('redirectUrl', redirectUrl);
    next.searchParams.set('identifier', identifier);
    next.searchParams.set('sent', '1');
    return c.redirect(`${next.pathname}${next.search}`, 303);
  });

  app.get('/sso/dat-lai-mat-khau', (c) => {
    const redirectUrl = allowedRedirect(c.req.query('redirectUrl'), env.APP_ORIGIN) ?? defaultRedirect;
    const identifier = String(c.req.query('identifier') ?? '').trim().slice(0, 254);
    const notice = c.req.query('sent') === '1' ? RESET_MESSAGES.sent : undefined;
    return c.html(resetPasswordPage({ redirectUrl, csrf: csrfToken(c), identifier, notice }));
  });

  app.post('/sso/dat-lai-mat-khau', async (c) => {
    const form = await readBody(c);
    const redirectUrl = allowedRedirect(String(form.redirectUrl ?? ''), env.APP_ORIGIN) ?? defaultRedirect;
    const identifier = String(form.identifier ?? '').trim().slice(0, 254);
    const code = String(form.code ?? '').replace(/\s/g, '').slice(0, 12);
    const password = String(form.password ?? '').slice(0, 200);
    const render = (status: 400 | 403 | 429, alert: string | undefined, errors: FieldErrors = {}) =>
      c.html(resetPasswordPage({ redirectUrl, csrf: csrfToken(c), identifier, alert, errors }), status);
    if (!csrfValid(c, form.csrf)) return render(403, 'Phiên làm việc đã hết hạn, vui lòng thử lại.');
    const errors: FieldErrors = {
      code: /^\d{6}$/.test(code) ? undefined : 'Mã xác nhận gồm 6 chữ số.',
      password: validatePassword(password) ?? undefined,
      passwordConfirm: password === String(form.passwordConfirm ?? '') ? undefined : 'Mật khẩu nhập lại không khớp!',
    };
    if (!identifier) return render(400, 'Số điện thoại hoặc email không được để trống!', errors);
    if (Object.values(errors).some(Boolean)) return render(400, undefined, errors);
    const wait = await resetTries.hit(limitNetworkOf(clientAddress(c)));
    if (wait > 0) return render(429, `Bạn đã thử quá nhiều lần. Vui lòng thử lại sau ${Math.ceil(wait / 60)} phút.`);
    const result = await resetPassword(db, { identifier, code, password });
    if (!result.ok) return render(400, undefined, { code: result.message });
    const signIn = new URL('/sso/dang-nhap', env.BACKEND_PUBLIC_URL);
    signIn.searchParams.set('redirectUrl', redirectUrl);
    signIn.searchParams.set('reset', '1');
    deleteCookie(c, SSO_COOKIE, { path: '/' });
    return c.redirect(`${signIn.pathname}${signIn.search}`, 303);
  });

  /**
   * The test mailbox: mail is not sent on these machines, it is shown here (docs/decisions.md).
   * Demo only: it shows anyone any address's mail, so production has no such page.
   */
  if (env.APP_MODE === 'demo') app.get('/sso/hop-thu', async (c) => {
    // An email, or a phone for the SMS a member without email gets (password reset codes).
    const raw = String(c.req.query('email') ?? c.req.query('phone') ?? '').trim().toLowerCase();
    const email = validatePhone(raw) === null ? accountKey(raw) : raw;
    if (validateEmail(email, { required: true }) !== null && validatePhone(email) !== null) {
      return c.html(messagePage('Hộp thư thử nghiệm', 'Hãy nhập một địa chỉ email hoặc số điện thoại hợp lệ.'), 400);
    }
    return c.html(mailboxPage(email, await recentMailTo(db, email)));
  });

  /** The app's server exchanges the one-time code for the member's token (never through the browser). */
  app.post('/auth/token', async (c) => {
    const input = decodeRequest(TokenExchangeRequest, await readBody(c));
    const exchanged = await exchangeSsoCode(db, input.code, input.redirectUrl, c.req.header('user-agent') ?? null);
    if (!exchanged) return c.json(errorBody(401, 'Mã đăng nhập không hợp lệ hoặc đã hết hạn.'), 401);
    return answer(c, TokenExchangeResponse, { status: 200, data: { token: exchanged.token, id: exchanged.memberId } });
  });

  app.get('/auth/info', async (c) => {
    const token = bearerToken(c.req.header('authorization'));
    const member = token ? await resolveToken(db, token) : null;
    if (!member) return c.json({ code: 401, data: null }, 401);
    return answer(c, AuthInfoResponse, { code: 200, data: { id: member.id, name: member.fullName, role: member.role } });
  });

  app.post('/auth/logout', async (c) => {
    const token = bearerToken(c.req.header('authorization'));
    deleteCookie(c, SSO_COOKIE, { path: '/' });
    if (!token || !(await revokeAppToken(db, token))) return c.json(errorBody(401, 'Phiên đăng nhập không còn hiệu lực.'), 401);
    return answer(c, LogoutResponse, { status: 200 });
  });

  return app;
}
