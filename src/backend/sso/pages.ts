/**
 * The SSO's own pages (sign-in, registration, test mailbox): server-rendered, Vietnamese, usable on
 * a phone. One small script, allowed by its hash in the backend's CSP (edge.ts), shows or hides a
 * password; without it the pages work the same. Every interpolated value goes through hono/html's
 * escaping.
 */
import { createHash } from 'node:crypto';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { APP_MARK_SVG, FAVICON_PATH } from './mark';

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

const STYLE = raw(`
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:#f7f7f8;color:#16171b;line-height:1.5}
main{max-width:420px;margin:0 auto;padding:32px 20px}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:22px;margin-bottom:24px;color:#16171b;text-decoration:none}
.brand svg{width:36px;height:36px;flex:none}
.card{background:#fff;border-radius:14px;padding:24px;box-shadow:0 1px 3px rgba(22,23,27,.1)}
h1{font-size:20px;margin:0 0 4px}p.lead{margin:0 0 20px;color:#50535d;font-size:14px}
label{display:block;font-weight:600;font-size:14px;margin:14px 0 6px}
input,select{width:100%;height:44px;padding:0 12px;border:1px solid #c2c4ca;border-radius:8px;font-size:16px;background:#fff}
input:focus,select:focus{outline:2px solid #e3262f;border-color:transparent}
.error{color:#d70000;font-size:13px;margin-top:6px}
input:has(+.error),.pw:has(+.error) input{border-color:#d70000}
.alert{background:#fff1f1;color:#a30d25;border-radius:8px;padding:10px 12px;font-size:14px;margin-bottom:8px}
.notice{background:#effaf3;color:#15803d;border-radius:8px;padding:10px 12px;font-size:14px;margin-bottom:8px}
button{width:100%;height:46px;margin-top:22px;border:0;border-radius:8px;background:#c8102e;color:#fff;font-weight:700;font-size:16px;cursor:pointer}
button:hover{background:#a30d25}.pw{position:relative}.pw input{padding-right:64px}
.pw .reveal{position:absolute;right:6px;top:6px;width:auto;height:32px;margin:0;padding:0 10px;background:#f2f2f4;color:#16171b;font-weight:600;font-size:13px}
.pw .reveal:hover{background:#e6e6ea}.top{display:flex;align-items:center;justify-content:space-between;margin-bottom:24px}.top .brand{margin:0}
.forgot{margin:8px 0 0;text-align:right;font-size:14px}.forgot a{color:#c8102e;font-weight:600}
.back{font-size:14px;color:#50535d;text-decoration:none}.back:hover{color:#c8102e}.switch{margin-top:18px;text-align:center;font-size:14px}.switch a{color:#c8102e;font-weight:600}
.mail{border-top:1px solid #eeeef0;padding:12px 0;font-size:14px}.mail a{word-break:break-all;color:#c8102e}
small{color:#6e717c}
`);

/** Shows or hides the password next to its button ("Hiện" / "Ẩn"); the buttons stay hidden without it. */
const REVEAL_PASSWORD_SCRIPT = `for(const b of document.querySelectorAll('[data-reveal]')){b.hidden=false;b.addEventListener('click',()=>{const i=document.getElementById(b.dataset.reveal);const show=i.type==='password';i.type=show?'text':'password';b.textContent=show?'Ẩn':'Hiện';b.setAttribute('aria-pressed',String(show));});}`;

/** The CSP source that allows exactly that script (edge.ts). */
export const REVEAL_PASSWORD_SOURCE = `'sha256-${createHash('sha256').update(REVEAL_PASSWORD_SCRIPT, 'utf8').digest('base64')}'`;

/** The site the member came from (the return address's origin), for the way back. */
function homeOf(redirectUrl: string | undefined): string | null {
  if (!redirectUrl) return null;
  try {
    const url = new URL(redirectUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}/` : null;
  } catch {
    return null;
  }
}

function layout(title: string, body: Html, home: string | null = null): Html {
  // The name beside it says what the mark is: the drawing itself is hidden from screen readers.
  const mark = raw(APP_MARK_SVG.replace('<svg ', '<svg aria-hidden="true" focusable="false" '));
  const brand = home ? html`<a class="brand" href="${home}">${mark}Rao vặt</a>` : html`<span class="brand">${mark}Rao vặt</span>`;
  return html`<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" type="image/svg+xml" href="${FAVICON_PATH}"><title>${title} – Rao vặt</title><style>${STYLE}</style></head>
<body><main><div class="top">${brand}${home ? html`<a class="back" href="${home}">← Về trang Rao vặt</a>` : ''}</div><div class="card">${body}</div></main>
<script>${raw(REVEAL_PASSWORD_SCRIPT)}</script></body></html>`;
}

/** A password input with its show/hide button. */
function passwordInput(id: string, autocomplete: string, describedBy?: string): Html {
  return html`<div class="pw"><input id="${id}" name="${id}" type="password" autocomplete="${autocomplete}" required ${describedBy ? raw(`aria-describedby="${describedBy}"`) : ''}><button type="button" class="reveal" data-reveal="${id}" aria-pressed="false" aria-controls="${id}" hidden>Hiện</button></div>`;
}

export type FieldErrors = Partial<Record<string, string>>;

const fieldError = (errors: FieldErrors, field: string) =>
  errors[field] ? html`<div class="error" id="${field}-error" role="alert">${errors[field]}</div>` : '';

/** The address of another SSO page that keeps where the member goes back to. */
const ssoHref = (path: string, redirectUrl: string) => `${path}?redirectUrl=${encodeURIComponent(redirectUrl)}`;

/** What every SSO form opens with: the notice (on the pages that have one) and alert above it, and the fields each one posts back. */
function formOpening(action: string, options: { redirectUrl: string; csrf: string; alert?: string }, notice?: string): Html {
  // The notice brings its own line break, so a form without one renders no empty line.
  return html`${notice ? html`<div class="notice" role="status">${notice}</div>\n` : ''}${options.alert ? html`<div class="alert" role="alert">${options.alert}</div>` : ''}
<form method="post" action="${action}" novalidate>
<input type="hidden" name="redirectUrl" value="${options.redirectUrl}"><input type="hidden" name="csrf" value="${options.csrf}">`;
}

/** The one field that names an account, by phone or email. */
function identifierField(identifier: string | undefined, errors: FieldErrors): Html {
  return html`<label for="identifier">Số điện thoại hoặc email</label>
<input id="identifier" name="identifier" autocomplete="username" inputmode="email" value="${identifier ?? ''}" required aria-describedby="identifier-error">
${fieldError(errors, 'identifier')}`;
}

/** The 6-digit code sent by SMS or email. */
function codeField(errors: FieldErrors): Html {
  return html`<label for="code">Mã xác nhận</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" pattern="[0-9]{6}" required aria-describedby="code-error">
${fieldError(errors, 'code')}`;
}

export function signInPage(options: { redirectUrl: string; csrf: string; identifier?: string; alert?: string; notice?: string; errors?: FieldErrors }): Html {
  const errors = options.errors ?? {};
  const registerHref = ssoHref('/sso/dang-ky', options.redirectUrl);
  const forgotHref = ssoHref('/sso/quen-mat-khau', options.redirectUrl);
  return layout(
    'Đăng nhập',
    html`<h1>Đăng nhập</h1><p class="lead">Dùng số điện thoại hoặc email bạn đã đăng ký.</p>
${formOpening('/sso/dang-nhap', options, options.notice)}
${identifierField(options.identifier, errors)}
<label for="password">Mật khẩu</label>
${passwordInput('password', 'current-password', 'password-error')}
${fieldError(errors, 'password')}
<p class="forgot"><a href="${forgotHref}">Quên mật khẩu?</a></p>
<button type="submit">Đăng nhập</button></form>
<p class="switch">Chưa có tài khoản? <a href="${registerHref}">Đăng ký</a></p>`,
    homeOf(options.redirectUrl),
  );
}

/** The second step of a sign-in on an account under attack (sign-in-challenge.ts): the code sent to the member. */
export function signInCodePage(options: { redirectUrl: string; csrf: string; challenge: string; notice?: string; alert?: string; errors?: FieldErrors }): Html {
  const errors = options.errors ?? {};
  const signInHref = ssoHref('/sso/dang-nhap', options.redirectUrl);
  return layout(
    'Xác nhận đăng nhập',
    html`<h1>Xác nhận đăng nhập</h1><p class="lead">Nhập mã xác nhận 6 số chúng tôi vừa gửi cho bạn.</p>
${formOpening('/sso/dang-nhap/ma-xac-nhan', options, options.notice)}
<input type="hidden" name="challenge" value="${options.challenge}">
${codeField(errors)}
<button type="submit">Đăng nhập</button></form>
<p class="switch">Không nhận được mã? <a href="${signInHref}">Đăng nhập lại để nhận mã mới</a></p>`,
    homeOf(options.redirectUrl),
  );
}

export interface RegisterValues {
  readonly fullName?: string;
  readonly phone?: string;
  readonly email?: string;
  readonly gender?: string;
}

export function registerPage(options: { redirectUrl: string; csrf: string; values?: RegisterValues; alert?: string; errors?: FieldErrors }): Html {
  const errors = options.errors ?? {};
  const values = options.values ?? {};
  const signInHref = ssoHref('/sso/dang-nhap', options.redirectUrl);
  const option = (value: string, label: string) =>
    html`<option value="${value}" ${values.gender === value ? 'selected' : ''}>${label}</option>`;
  return layout(
    'Đăng ký',
    html`<h1>Tạo tài khoản</h1><p class="lead">Miễn phí. Đăng tin, lưu tin yêu thích và nhận thông báo.</p>
${formOpening('/sso/dang-ky', options)}
<label for="fullName">Họ và tên</label><input id="fullName" name="fullName" autocomplete="name" value="${values.fullName ?? ''}" required>
${fieldError(errors, 'fullName')}
<label for="phone">Số điện thoại</label><input id="phone" name="phone" type="tel" autocomplete="tel" inputmode="tel" value="${values.phone ?? ''}" required>
${fieldError(errors, 'phone')}
<label for="email">Email <small>(không bắt buộc, để nhận liên kết kích hoạt)</small></label><input id="email" name="email" type="email" autocomplete="email" value="${values.email ?? ''}">
${fieldError(errors, 'email')}
<label for="gender">Giới tính</label><select id="gender" name="gender">${option('', 'Không muốn nói')}${option('1', 'Nam')}${option('2', 'Nữ')}</select>
<label for="password">Mật khẩu</label>${passwordInput('password', 'new-password')}
${fieldError(errors, 'password')}
<label for="passwordConfirm">Nhập lại mật khẩu</label>${passwordInput('passwordConfirm', 'new-password')}
${fieldError(errors, 'passwordConfirm')}
<button type="submit">Đăng ký</button></form>
<p class="switch">Đã có tài khoản? <a href="${signInHref}">Đăng nhập</a></p>`,
    homeOf(options.redirectUrl),
  );
}

export function forgotPasswordPage(options: { redirectUrl: string; csrf: string; identifier?: string; alert?: string; errors?: FieldErrors }): Html {
  const errors = options.errors ?? {};
  const signInHref = ssoHref('/sso/dang-nhap', options.redirectUrl);
  return layout(
    'Quên mật khẩu',
    html`<h1>Quên mật khẩu</h1><p class="lead">Nhập số điện thoại hoặc email của tài khoản. Chúng tôi gửi một mã 6 số để bạn đặt mật khẩu mới.</p>
${formOpening('/sso/quen-mat-khau', options)}
${identifierField(options.identifier, errors)}
<button type="submit">Gửi mã xác nhận</button></form>
<p class="switch"><a href="${signInHref}">Quay lại đăng nhập</a></p>`,
    homeOf(options.redirectUrl),
  );
}

export function resetPasswordPage(options: { redirectUrl: string; csrf: string; identifier: string; notice?: string; alert?: string; errors?: FieldErrors }): Html {
  const errors = options.errors ?? {};
  const againHref = ssoHref('/sso/quen-mat-khau', options.redirectUrl);
  return layout(
    'Đặt lại mật khẩu',
    html`<h1>Đặt lại mật khẩu</h1><p class="lead">Nhập mã xác nhận 6 số bạn nhận được và mật khẩu mới.</p>
${formOpening('/sso/dat-lai-mat-khau', options, options.notice)}
<label for="identifier">Số điện thoại hoặc email</label>
<input id="identifier" name="identifier" autocomplete="username" value="${options.identifier}" required>
${codeField(errors)}
<label for="password">Mật khẩu mới</label>${passwordInput('password', 'new-password')}
${fieldError(errors, 'password')}
<label for="passwordConfirm">Nhập lại mật khẩu mới</label>${passwordInput('passwordConfirm', 'new-password')}
${fieldError(errors, 'passwordConfirm')}
<button type="submit">Đặt lại mật khẩu</button></form>
<p class="switch">Không nhận được mã? <a href="${againHref}">Gửi lại mã</a></p>`,
    homeOf(options.redirectUrl),
  );
}

export function mailboxPage(email: string, mails: ReadonlyArray<{ subject: string; bodyText: string; link: string | null; createdAt: Date }>): Html {
  return layout(
    'Hộp thư thử nghiệm',
    html`<h1>Hộp thư thử nghiệm</h1><p class="lead">Môi trường này không gửi email hay SMS thật; thư và tin nhắn gửi tới <strong>${email}</strong> nằm ở đây.</p>
${mails.length === 0 ? html`<p>Chưa có thư nào.</p>` : ''}
${mails.map(
  (mail) => html`<div class="mail"><strong>${mail.subject}</strong><br><small>${mail.createdAt.toLocaleString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh' })}</small>
<p>${mail.bodyText}</p>${mail.link ? html`<a href="${mail.link}">${mail.link}</a>` : ''}</div>`,
)}`,
  );
}

export function messagePage(title: string, message: string): Html {
  return layout(title, html`<h1>${title}</h1><p class="lead">${message}</p>`);
}
