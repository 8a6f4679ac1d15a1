/**
 * Issue #34 point 3: every backend route reads at most its limit of body (src/backend/body-limits.ts).
 * A declared Content-Length over the limit is refused before a byte is read; a chunked body is cut
 * at the limit and the rest is never pulled from the client; bodies within the limit work as before.
 * The bodies are ReadableStreams that count what is pulled from them, so "not read" is measured.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BODY_LIMITS, BODY_TOO_LARGE_MESSAGE, CHAT_PHOTO_MAX_BYTES, DEFAULT_BODY_LIMIT, bodyLimitOf } from '../../src/backend/body-limits';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { memberWithToken, seededBackend, type BackendApp, type TestMember } from '../helpers/backend';

const KB = 1024;
const MB = 1024 * KB;
const CHUNK = 64 * KB;

let handle: DatabaseHandle;
let app: BackendApp;
let mediaDir: string;
let member: TestMember;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'raovat-body-limits-'));
  ({ handle, app } = await seededBackend({ env: { MEDIA_DIR: mediaDir } }));
  member = await memberWithToken(handle.db, { phone: '0900000001' });
});

afterAll(async () => {
  await handle.close();
  await rm(mediaDir, { recursive: true, force: true });
});

/** A body of `totalBytes` that the client hands over only when pulled (no read-ahead), counting what was pulled. */
function pulledBody(totalBytes: number, fill = 0x61) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= totalBytes) return controller.close();
        const size = Math.min(CHUNK, totalBytes - pulled);
        pulled += size;
        controller.enqueue(new Uint8Array(size).fill(fill));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulledBytes: () => pulled };
}

/** A streamed POST, as a client sends one: with a Content-Length when `declared` is given, chunked otherwise. */
function post(url: string, body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}, declared?: number) {
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    body,
    duplex: 'half',
    headers: { ...headers, ...(declared === undefined ? {} : { 'content-length': String(declared) }) },
  };
  return app.request(url, init);
}

const JSON_TYPE = { 'content-type': 'application/json' };
const MULTIPART_TYPE = { 'content-type': 'multipart/form-data; boundary=----raovat' };

describe('a body over its limit is refused before it is read', () => {
  test('a 1 MB JSON body to the sign-in call is answered 413 from its Content-Length, not a byte pulled', async () => {
    const body = pulledBody(MB);
    const response = await post('/api/member/login', body.stream, JSON_TYPE, MB);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ status: 413, success: false, message: BODY_TOO_LARGE_MESSAGE });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(body.pulledBytes()).toBe(0);
  });

  test('four 150 MB sign-in bodies (the attack of the issue) pull nothing', async () => {
    const bodies = Array.from({ length: 4 }, () => pulledBody(150 * MB));
    const answers = await Promise.all(bodies.map((body) => post('/api/member/login', body.stream, JSON_TYPE, 150 * MB)));
    expect(answers.map((answer) => answer.status)).toEqual([413, 413, 413, 413]);
    expect(bodies.map((body) => body.pulledBytes())).toEqual([0, 0, 0, 0]);
  });

  test('a chunked 1 MB body to the sign-in call is cut at its 8 KB limit', async () => {
    const body = pulledBody(MB);
    const response = await post('/api/member/login', body.stream, JSON_TYPE);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, message: BODY_TOO_LARGE_MESSAGE });
    expect(body.pulledBytes()).toBeLessThanOrEqual(3 * CHUNK);
  });

  test('a chunked 20 MB photo to the chat upload (10 MB cap) is cut at the cap with 413; the rest is never pulled', async () => {
    const cap = bodyLimitOf('/api/chat/upload-photo').maxBytes;
    expect(cap).toBeGreaterThanOrEqual(CHAT_PHOTO_MAX_BYTES);
    expect(cap).toBeLessThan(11 * MB);
    const body = pulledBody(20 * MB);
    const response = await post('/api/chat/upload-photo', body.stream, { ...MULTIPART_TYPE, authorization: `Bearer ${member.token}` });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ status: 413, success: false, message: BODY_TOO_LARGE_MESSAGE });
    expect(body.pulledBytes()).toBeGreaterThan(cap - CHUNK);
    expect(body.pulledBytes()).toBeLessThanOrEqual(cap + 3 * CHUNK);
  });

  test('a chunked upload from someone signed out is refused by the sign-in check before its body is pulled', async () => {
    const body = pulledBody(20 * MB);
    const response = await post('/api/chat/upload-photo', body.stream, MULTIPART_TYPE);
    expect(response.status).toBe(401);
    expect(body.pulledBytes()).toBeLessThanOrEqual(2 * CHUNK);
  });

  test('a route that reads its body leniently still answers 413 when the body is cut', async () => {
    // count-view takes a body that is not JSON as an empty one; the cut body must not become a 400.
    const body = pulledBody(MB);
    const response = await post('/api/content/count-view', body.stream, JSON_TYPE);
    expect(response.status).toBe(413);
    expect(body.pulledBytes()).toBeLessThanOrEqual(DEFAULT_BODY_LIMIT.maxBytes + 3 * CHUNK);
  });
});

describe('each limit is the one of the table', () => {
  const routes = [...BODY_LIMITS, { ...DEFAULT_BODY_LIMIT, paths: ['/api/chat/send', '/api/content/report'] }].flatMap((limit) =>
    limit.paths.map((url) => ({ url, maxBytes: limit.maxBytes, message: limit.message ?? BODY_TOO_LARGE_MESSAGE })),
  );

  test.each(routes)('$url: $maxBytes bytes pass, one more is 413', async ({ url, maxBytes, message }) => {
    const over = await post(url, 'x', { ...JSON_TYPE, authorization: `Bearer ${member.token}` }, maxBytes + 1);
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ status: 413, success: false, message });
    const atLimit = await post(url, '{}', { ...JSON_TYPE, authorization: `Bearer ${member.token}` }, maxBytes);
    expect(atLimit.status).not.toBe(413);
  });

  test('the posting calls keep the 524,288,900-byte request of spec §5 and its message', () => {
    expect(bodyLimitOf('/api/content/upload-media')).toMatchObject({ maxBytes: 524_288_900, message: 'Dung lượng tải lên vượt quá giới hạn 524.288.900 byte của một lần gửi.' });
  });
});

describe('bodies within the limit work as before', () => {
  test('a chunked sign-in within its limit is read whole', async () => {
    const json = new TextEncoder().encode(JSON.stringify({ identifier: '0900000001', password: 'khong-dung-mat-khau' }));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(json.subarray(0, 10));
        controller.enqueue(json.subarray(10));
        controller.close();
      },
    });
    const response = await post('/api/member/login', stream, JSON_TYPE);
    expect(response.status).toBe(401);
  });

  test('a form of 7 KB to the SSO sign-in is read; one of 9 KB is refused', async () => {
    const form = (bytes: number) => `identifier=0900000001&password=x&note=${'a'.repeat(bytes)}`;
    const within = await post('/sso/dang-nhap', form(7 * KB), { 'content-type': 'application/x-www-form-urlencoded' });
    expect(within.status).not.toBe(413);
    const over = await post('/sso/dang-nhap', form(9 * KB), { 'content-type': 'application/x-www-form-urlencoded' });
    expect(over.status).toBe(413);
  });
});
