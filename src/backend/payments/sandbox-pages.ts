/**
 * The sandboxes' payment pages: plain, Vietnamese, no script, one per provider look (colour and
 * name). The payer can pay, cancel, let the transaction expire, or make it fail. Every value is
 * escaped by hono/html.
 */
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

export type SandboxProvider = 'vnpay' | 'momo' | 'napas';

const LOOK: Record<SandboxProvider, { name: string; colour: string; method: string }> = {
  vnpay: { name: 'VNPAY', colour: '#005baa', method: 'Thẻ ATM / Tài khoản ngân hàng (NCB)' },
  momo: { name: 'MoMo', colour: '#a50064', method: 'Ví MoMo' },
  napas: { name: 'NAPAS', colour: '#0b7a3b', method: 'Thẻ nội địa (ngân hàng thử nghiệm SML)' },
};

const style = (colour: string) =>
  raw(`*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:#f3f4f6;color:#111827;line-height:1.5}
main{max-width:460px;margin:0 auto;padding:20px 16px}
header{display:flex;align-items:center;justify-content:space-between;margin-bottom:16px}
.logo{font-weight:800;font-size:22px;color:${colour}}.tag{font-size:12px;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 10px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
dl{margin:0 0 16px;display:grid;grid-template-columns:auto 1fr;gap:6px 12px;font-size:14px}dt{color:#6b7280}dd{margin:0;font-weight:600;word-break:break-all}
.amount{font-size:26px;font-weight:800;color:${colour};margin:4px 0 16px}
button{display:block;width:100%;height:46px;margin-top:10px;border-radius:8px;font-size:16px;font-weight:700;cursor:pointer;border:1px solid #d1d5db;background:#fff;color:#111827}
button.primary{background:${colour};border-color:${colour};color:#fff}
.error{background:#fef2f2;color:#991b1b;border-radius:8px;padding:12px}
h1{font-size:18px;margin:0}
small{display:block;color:#6b7280;margin-top:14px;font-size:12px}`);

function page(provider: SandboxProvider, title: string, body: Html): Html {
  const look = LOOK[provider];
  return html`<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${title} – ${look.name}</title><style>${style(look.colour)}</style></head>
<body><main><header><span class="logo">${look.name}</span><span class="tag">Môi trường thử nghiệm</span></header>
<div class="card">${body}</div></main></body></html>`;
}

const vnd = (amount: number) => `${new Intl.NumberFormat('vi-VN').format(amount)} đ`;

export interface CheckoutView {
  readonly provider: SandboxProvider;
  readonly merchant: string;
  readonly orderRef: string;
  readonly description: string;
  readonly amountVnd: number;
  readonly action: string;
  /** Hidden fields carried to the action (the signed request or the session token). */
  readonly hidden: Readonly<Record<string, string>>;
}

export function checkoutPage(view: CheckoutView): Html {
  const look = LOOK[view.provider];
  const hidden = Object.entries(view.hidden).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`);
  return page(
    view.provider,
    'Thanh toán',
    html`<h1>Thanh toán đơn hàng</h1>
<p class="amount" data-testid="sandbox-amount">${vnd(view.amountVnd)}</p>
<dl><dt>Nhà cung cấp</dt><dd>${view.merchant}</dd><dt>Mã đơn hàng</dt><dd>${view.orderRef}</dd>
<dt>Nội dung</dt><dd>${view.description}</dd><dt>Phương thức</dt><dd>${look.method}</dd></dl>
<form method="post" action="${view.action}">${hidden}
<button class="primary" name="action" value="pay">Thanh toán</button>
<button name="action" value="cancel">Hủy giao dịch</button>
<button name="action" value="expire">Để hết hạn</button>
<button name="action" value="fail">Giao dịch lỗi</button>
</form>
<small>Đây là cổng thanh toán thử nghiệm: không có tiền thật nào được chuyển.</small>`,
  );
}

export function sandboxErrorPage(provider: SandboxProvider, message: string, code: string): Html {
  return page(provider, 'Lỗi giao dịch', html`<p class="error" role="alert">${message} (mã lỗi ${code})</p>`);
}
