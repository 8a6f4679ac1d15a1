/**
 * Issue #19, the backend's edge with the contract: a request is read with the contract's schema
 * whether it arrives as JSON or as a form, a refused field is named in a Vietnamese 400, and an
 * answer outside its schema never leaves (a 500, logged), however the route built it.
 */
import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { answer, AnswerOutsideContract, checkedWire, decodeRequest } from '../../src/backend/contract-edge';
import { BackendError } from '../../src/backend/http';
import { ListArticleRequest, ListTermResponse, ListTtoResponse } from '../../src/lib/contract/list';
import { ListUserRequest } from '../../src/lib/contract/post-manage';

const refusalOf = (run: () => unknown): BackendError => {
  try {
    run();
  } catch (error) {
    if (error instanceof BackendError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('decodeRequest', () => {
  test('reads numbers from JSON and from the digits a form sends, with the contract defaults', () => {
    expect(decodeRequest(ListArticleRequest, { type: 5, page: 2, num: 20 })).toMatchObject({ type: 5, page: 2, num: 20 });
    expect(decodeRequest(ListArticleRequest, { type: '5', page: '2', num: '20', price_min: '1500000' })).toMatchObject({ type: 5, page: 2, num: 20, price_min: 1_500_000 });
    expect(decodeRequest(ListArticleRequest, { type: '1' })).toMatchObject({ type: 1, page: 1, num: 10 });
  });

  test('an empty form field is "not set" only when the route says so', () => {
    expect(decodeRequest(ListArticleRequest, { type: '5', province: '', sort: '' }, { blankIsAbsent: true })).toEqual({ type: 5, page: 1, num: 10 });
    expect(refusalOf(() => decodeRequest(ListArticleRequest, { type: '5', province: '' })).userMessage).toBe('Trường province không hợp lệ.');
  });

  test('a value outside a bound or an enum is a 400 naming the field', () => {
    for (const [input, field] of [
      [{ type: 5, num: 41 }, 'num'],
      [{ type: 6 }, 'type'],
      [{ type: 5, sort: 'cheapest' }, 'sort'],
      [{ type: 5, price_min: 'NaN' }, 'price_min'],
      [{ type: 5, member: 2_147_483_648 }, 'member'],
    ] as const) {
      const refusal = refusalOf(() => decodeRequest(ListArticleRequest, input));
      expect(refusal.status).toBe(400);
      expect(refusal.userMessage).toBe(`Trường ${field} không hợp lệ.`);
    }
  });

  test('a status code stands for its tab in list-user, as spec §4 allows', () => {
    expect(decodeRequest(ListUserRequest, { status: '70' }).status).toBe('wait_view');
    expect(decodeRequest(ListUserRequest, { status: 50 }).status).toBe('send_back');
    expect(decodeRequest(ListUserRequest, { status: 'draft' }).status).toBe('draft');
    expect(refusalOf(() => decodeRequest(ListUserRequest, { status: '90' })).userMessage).toBe('Trường status không hợp lệ.');
  });
});

describe('answer', () => {
  test('sends the wire value as JSON when the schema allows it', async () => {
    const app = new Hono().get('/', (c) => answer(c, ListTermResponse, { status: 200, data: [{ id: 1, slug: 'nha-dat', name: 'Nhà đất' }] }));
    const response = await app.request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ status: 200, data: [{ id: 1, slug: 'nha-dat', name: 'Nhà đất' }] });
  });

  test('a value the types let through but the schema refuses never leaves: a 500, not the app decoding it', async () => {
    // A date before 1970 (a bad row): the types say number, the contract says seconds since the epoch.
    const news = { id: 1, title: 'Tin', summary: '', image: null, link: 'https://tuoitre.vn', published_at: -5 };
    expect(() => checkedWire(ListTtoResponse, { status: 200, data: [news] })).toThrow(AnswerOutsideContract);
    const app = new Hono();
    app.get('/', (c) => answer(c, ListTtoResponse, { status: 200, data: [news] }));
    app.onError((error, c) => c.json({ outside: error instanceof AnswerOutsideContract }, 500));
    const response = await app.request('/');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ outside: true });
  });
});
