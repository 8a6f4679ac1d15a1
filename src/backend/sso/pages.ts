/**
 * The SSO's own pages (sign-in, registration, test mailbox): server-rendered, Vietnamese, usable on
 * a phone, no script. Every interpolated value goes through hono/html's escaping.
 */
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

const STYLE = raw(`
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:#f7f7f8;color:#16171b;line-height:1.5}
main{max-width:420px;margin:0 auto;padding:32px 20px}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:22px;margin-bottom:24px;color:#16171b;text-decoration:none}
.brand b{display:inline-grid;place-items:center;width:36px;height:36px;border-radius:10px;background:#c8102e;color:#fff;font-size:20px}
.card{background:#fff;border-radius:14px;padding:24px;box-shadow:0 1px 3px rgba(22,23,27,.1)}
h1{font-size:20px;margin:0 0 4px}p.lead{margin:0 0 20px;color:#50535d;font-size:14px}
label{display:block;font-weight:600;font-size:14px;margin:14px 0 6px}
input,select{width:100%;height:44px;padding:0 12px;border:1px solid #c2c4ca;border-radius:8px;font-size:16px;background:#fff}
input:focus,select:focus{outline:2px solid #e3262f;border-color:transparent}
.error{color:#d70000;font-size:13px;margin-top:6px}
.alert{background:#fff1f1;color:#a30d25;border-radius:8px;padding:10px 12px;font-size:14px;margin-bottom:8px}
.notice{background:#effaf3;color:#15803d;border-radius:8px;padding:10px 12px;font-size:14px;margin-bottom:8px}
button{width:100%;height:46px;margin-top:22px;border:0;border-radius:8px;background:#c8102e;color:#fff;font-weight:700;font-size:16px;cursor:pointer}
button:hover{background:#a30d25}.switch{margin-top:18px;text-align:center;font-size:14px}.switch a{color:#c8102e;font-weight:600}
.mail{border-top:1px solid #eeeef0;padding:12px 0;font-size:14px}.mail a{word-break:break-all;color:#c8102e}
small{color:#6e717c}
`);

function layout(title: string, body: Html): Html {
  return html`<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${title} – Rao vặt</title><style>${STYLE}</style></head>
<body><main><span class="brand"><b>R</b>Rao vặt</span><div class="card">${body}</div></main></body></html>`;
}

export type FieldErrors = Partial<Record<string, string>>;

const fieldError = (errors: FieldErrors, field: string) =>
  errors[field] ? html`<div class="error" id="${field}-error" role="alert">${errors[field]}</div>` : '';

export function signInPage(options: { redirectUrl: string; csrf: string; identifier?: string; alert?: string; notice?: string; errors?: FieldErrors }): Html {
  const errors = options.errors ?? {};
  const registerHref = `/sso/dang-ky?redirectUrl=${encodeURIComponent(options.redirectUrl)}`;
  return layout(
    'Đăng nhập',
    html`<h1>Đăng nhập</h1><p class="lead">Dùng số điện thoại hoặc email bạn đã đăng ký.</p>
${options.notice ? html`<div class="notice" role="status">${options.notice}</div>` : ''}
${options.alert ? html`<div class="alert" role="alert">${options.alert}</div>` : ''}
<form method="post" action="/sso/dang-nhap" novalidate>
<input type="hidden" name="redirectUrl" value="${options.redirectUrl}"><input type="hidden" name="csrf" value="${options.csrf}">
<label for="identifier">Số điện thoại hoặc email</label>
<input id="identifier" name="identifier" autocomplete="username" inputmode="email" value="${options.identifier ?? ''}" required aria-describedby="identifier-error">
${fieldError(errors, 'identifier')}
<label for="password">Mật khẩu</label>
<input id="password" name="password" type="password" autocomplete="current-password" required aria-describedby="password-error">
${fieldError(errors, 'password')}
<button type="submit">Đăng nhập</button></form>
<p class="switch">Chưa có tài khoản? <a href="${registerHref}">Đăng ký</a></p>`,
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
  const signInHref = `/sso/dang-nhap?redirectUrl=${encodeURIComponent(options.redirectUrl)}`;
  const option = (value: string, label: string) =>
    html`<option value="${value}" ${values.gender === value ? 'selected' : ''}>${label}</option>`;
  return layout(
    'Đăng ký',
    html`<h1>Tạo tài khoản</h1><p class="lead">Miễn phí. Đăng tin, lưu tin yêu thích và nhận thông báo.</p>
${options.alert ? html`<div class="alert" role="alert">${options.alert}</div>` : ''}
<form method="post" action="/sso/dang-ky" novalidate>
<input type="hidden" name="redirectUrl" value="${options.redirectUrl}"><input type="hidden" name="csrf" value="${options.csrf}">
<label for="fullName">Họ và tên</label><input id="fullName" name="fullName" autocomplete="name" value="${values.fullName ?? ''}" required>
${fieldError(errors, 'fullName')}
<label for="phone">Số điện thoại</label><input id="phone" name="phone" type="tel" autocomplete="tel" inputmode="tel" value="${values.phone ?? ''}" required>
${fieldError(errors, 'phone')}
<label for="email">Email <small>(không bắt buộc, để nhận liên kết kích hoạt)</small></label><input id="email" name="email" type="email" autocomplete="email" value="${values.email ?? ''}">
${fieldError(errors, 'email')}
<label for="gender">Giới tính</label><select id="gender" name="gender">${option('', 'Không muốn nói')}${option('1', 'Nam')}${option('2', 'Nữ')}</select>
<label for="password">Mật khẩu</label><input id="password" name="password" type="password" autocomplete="new-password" required>
${fieldError(errors, 'password')}
<label for="passwordConfirm">Nhập lại mật khẩu</label><input id="passwordConfirm" name="passwordConfirm" type="password" autocomplete="new-password" required>
${fieldError(errors, 'passwordConfirm')}
<button type="submit">Đăng ký</button></form>
<p class="switch">Đã có tài khoản? <a href="${signInHref}">Đăng nhập</a></p>`,
  );
}

export function mailboxPage(email: string, mails: ReadonlyArray<{ subject: string; bodyText: string; link: string | null; createdAt: Date }>): Html {
  return layout(
    'Hộp thư thử nghiệm',
    html`<h1>Hộp thư thử nghiệm</h1><p class="lead">Môi trường này không gửi email thật; thư gửi tới <strong>${email}</strong> nằm ở đây.</p>
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
