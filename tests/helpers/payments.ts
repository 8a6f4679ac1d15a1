/**
 * Payment test helpers: the catalog, form-encoded member calls, and a payer clicking through a
 * provider sandbox (in process: the sandbox lives in the backend).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/backend/db/client';
import { pointPacks, servicePackages, vouchers } from '../../src/backend/db/schema';
import { POINT_PACKS, SERVICE_PACKAGES, voucherRows } from '../../src/backend/db/seed/catalog';
import { walletBalances } from '../../src/backend/services/members';
import { readBackendEnv } from '../../src/backend/env';
import { vnpayDate, vnpayQuery } from '../../src/backend/payments/signatures';
import type { BackendApp, TestMember } from './backend';

export const APP_ORIGIN = 'http://localhost:3000';
export const BACKEND_ORIGIN = 'http://localhost:4000';
export const PAYMENT_ENV = { APP_ORIGIN, BACKEND_PUBLIC_URL: BACKEND_ORIGIN, PAYMENT_SANDBOX_IPN_RETRIES: '0', LOG_LEVEL: 'silent' };

export const RETURN_PATHS = { momo: '/payment/kq-thanh-toan-mm-s1', vnpay: '/payment/kq-thanh-toan-vnpay-s1', napas: '/payment/kq-thanh-toan-np-s1' } as const;
export const CREATE_CALLS = { momo: 'createMoMo', vnpay: 'createVnPay', napas: 'createNapas' } as const;
export const VALIDATE_CALLS = { momo: 'validateMoMo', vnpay: 'validateVnPay', napas: 'validateNapas' } as const;
export type TestProvider = keyof typeof RETURN_PATHS;

export async function insertCatalog(db: Database) {
  const packs = await db.insert(pointPacks).values(POINT_PACKS).returning();
  const packages = await db.insert(servicePackages).values(SERVICE_PACKAGES).returning();
  await db.insert(vouchers).values(voucherRows(new Date()));
  return { packs, packages };
}

export function postForm(app: BackendApp, member: TestMember, path: string, fields: Record<string, string | number>) {
  return app.request(path, {
    method: 'POST',
    headers: { authorization: member.headers.authorization ?? '', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString(),
  });
}

export async function createPayment(app: BackendApp, member: TestMember, provider: TestProvider, fields: Record<string, string | number>) {
  const response = await postForm(app, member, `/api/payment/${CREATE_CALLS[provider]}`, {
    m: member.id,
    mn: 'Thành viên thử',
    i: 'Mua điểm',
    ap: 22,
    redirect: `${APP_ORIGIN}${RETURN_PATHS[provider]}`,
    ...fields,
  });
  return { response, body: (await response.json()) as { success: boolean; message?: string; data: { url: string; order_code: string; amount: number } } };
}

/** Opens the sandbox page and presses one of its buttons; returns the browser's return URL. */
export async function payerChooses(app: BackendApp, payUrl: string, action: 'pay' | 'cancel' | 'expire' | 'fail'): Promise<URL> {
  const page = await app.request(payUrl);
  if (page.status !== 200) throw new Error(`sandbox page ${page.status}: ${await page.text()}`);
  const html = await page.text();
  const formAction = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!formAction) throw new Error('no form on the sandbox page');
  const hidden = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [name ?? '', decodeHtml(value ?? '')]);
  const done = await app.request(new URL(formAction, payUrl).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams([...hidden, ['action', action]]).toString(),
  });
  if (done.status !== 302) throw new Error(`sandbox action ${done.status}: ${await done.text()}`);
  return new URL(done.headers.get('location') ?? '');
}

const decodeHtml = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** The browser's validate call: the return URL's query forwarded as a form, with the member id. */
export async function validateReturn(app: BackendApp, member: TestMember, provider: TestProvider, returned: URL) {
  const response = await postForm(app, member, `/api/payment/${VALIDATE_CALLS[provider]}`, { ...Object.fromEntries(returned.searchParams), m: member.id });
  return { status: response.status, body: (await response.json()) as { status: number | string; cancelled?: boolean; code?: number; message: string } };
}

export async function pointsOf(db: Database, memberId: number) {
  return walletBalances(db, memberId);
}

export async function packByPrice(db: Database, priceVnd: number) {
  const [pack] = await db.select().from(pointPacks).where(eq(pointPacks.priceVnd, priceVnd));
  if (!pack) throw new Error(`no pack at ${priceVnd}`);
  return pack;
}

/** A signed VnPay result for an order, as the gateway would send it (IPN or return), with the sandbox's published keys. */
export function vnpayResult(orderCode: string, amountVnd: number, responseCode = '00', transactionNo = '55501234') {
  const env = readBackendEnv(PAYMENT_ENV);
  return vnpayQuery(
    {
      vnp_Amount: String(amountVnd * 100),
      vnp_BankCode: 'NCB',
      vnp_CardType: 'ATM',
      vnp_OrderInfo: 'Thanh toan',
      vnp_PayDate: vnpayDate(new Date()),
      vnp_ResponseCode: responseCode,
      vnp_TmnCode: env.VNPAY_TMN_CODE,
      vnp_TransactionNo: responseCode === '00' ? transactionNo : '0',
      vnp_TransactionStatus: responseCode === '00' ? '00' : '02',
      vnp_TxnRef: orderCode,
    },
    env.VNPAY_HASH_SECRET,
  );
}
