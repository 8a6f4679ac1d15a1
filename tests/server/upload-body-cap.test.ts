/**
 * Issue #34 point 4: a chunked body (no Content-Length) is counted as it streams and cut at the
 * cap. The source below counts what it hands out, so each test sees how much of a 20 MB body was
 * actually read — not just the answer's status.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { readFormWithinCap, readJsonWithinCap, withBodyWithinCap } from '../../src/server/capped-body';

const MB = 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;
const CAP = 10 * MB;
const BOUNDARY = 'raovat-test-boundary';

const uploadedPhotos = vi.hoisted(() => ({ count: 0 }));

// The member gate and the backend call are not what is tested: a signed-in member, a stored photo.
vi.mock('~/server/route-calls', () => ({
  memberOfUpload: () => Promise.resolve({ session: { memberId: 7, token: 'token-of-member-7' } }),
  uploadChatPhoto: (_session: unknown, file: File) => {
    uploadedPhotos.count += 1;
    return Promise.resolve({ value: { path: `chat/${file.name}`, thumbUrl: `http://media.test/chat/${file.name}` } });
  },
}));

/** A well-formed body: its opening, `fillerBytes` of one byte value, its closing. */
interface BodyShape {
  readonly opening: string;
  readonly fillerBytes: number;
  readonly filler: number;
  readonly closing: string;
}

/** The body, handed out one 64 KB chunk per pull, counting what it handed out. */
function countingSource(shape: BodyShape) {
  const encoder = new TextEncoder();
  const handedOut = { chunks: 0, bytes: 0 };
  let fillerLeft = shape.fillerBytes;
  let closed = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        let chunk: Uint8Array;
        if (handedOut.chunks === 0) chunk = encoder.encode(shape.opening);
        else if (fillerLeft > 0) {
          chunk = new Uint8Array(Math.min(CHUNK_BYTES, fillerLeft)).fill(shape.filler);
          fillerLeft -= chunk.byteLength;
        } else if (!closed) {
          chunk = encoder.encode(shape.closing);
          closed = true;
        } else return controller.close();
        handedOut.chunks += 1;
        handedOut.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    // Nothing is made ahead of a read, as a socket's bytes wait until Node reads them.
    { highWaterMark: 0 },
  );
  return { stream, handedOut };
}

/** A multipart form of one photo, `photoBytes` long: what the chat composer sends. */
const photoForm = (photoBytes: number): BodyShape => ({
  opening: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="anh.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  fillerBytes: photoBytes,
  filler: 0xff,
  closing: `\r\n--${BOUNDARY}--\r\n`,
});

/** A JSON document whose one string is `paddingBytes` long. */
const paddedJson = (opening: string, paddingBytes: number, closing: string): BodyShape => ({ opening, fillerBytes: paddingBytes, filler: 0x61, closing });

/** A chunked POST: a stream body, so no Content-Length is sent (`duplex: 'half'`, as Node requires). */
function chunkedPost(url: string, body: ReadableStream<Uint8Array>, headers: Record<string, string>): Request {
  const request = new Request(url, { method: 'POST', body, headers, duplex: 'half' } as RequestInit & { duplex: 'half' });
  expect(request.headers.get('content-length')).toBeNull();
  return request;
}

const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/** Read stays near the cap: at most the cap, the chunk that crossed it and one read ahead. */
const expectCutNearCap = (handedOut: { bytes: number }, cap: number) => {
  expect(handedOut.bytes).toBeGreaterThan(cap);
  expect(handedOut.bytes).toBeLessThanOrEqual(cap + 2 * CHUNK_BYTES);
};

describe('readFormWithinCap', () => {
  test('a chunked 20 MB form is refused as too large once 10 MB have passed, the rest never read', async () => {
    const { stream, handedOut } = countingSource(photoForm(20 * MB));
    const read = await readFormWithinCap(chunkedPost('http://app.test/upload', stream, multipartHeaders), CAP);
    expect(read).toEqual({ refused: 'too-large' });
    expectCutNearCap(handedOut, CAP);
  });

  test('the same chunked form is read whole under a cap it fits (it is refused for its size alone)', async () => {
    const { stream } = countingSource(photoForm(20 * MB));
    const read = await readFormWithinCap(chunkedPost('http://app.test/upload', stream, multipartHeaders), 32 * MB);
    if (!('value' in read)) throw new Error(`refused: ${read.refused}`);
    expect((read.value.get('file') as File).size).toBe(20 * MB);
  });

  test('a declared Content-Length over the cap is refused before a byte is read', async () => {
    const { stream, handedOut } = countingSource(photoForm(20 * MB));
    const request = new Request('http://app.test/upload', {
      method: 'POST',
      body: stream,
      headers: { ...multipartHeaders, 'content-length': String(20 * MB) },
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    expect(await readFormWithinCap(request, CAP)).toEqual({ refused: 'too-large' });
    expect(handedOut.chunks).toBe(0);
  });

  test('a form within the cap is parsed, file included', async () => {
    const form = new FormData();
    form.set('kind', 'images');
    form.set('file', new File([new Uint8Array(3 * MB)], 'anh.jpg', { type: 'image/jpeg' }));
    const read = await readFormWithinCap(new Request('http://app.test/upload', { method: 'POST', body: form }), CAP);
    if (!('value' in read)) throw new Error(`refused: ${read.refused}`);
    expect(read.value.get('kind')).toBe('images');
    expect((read.value.get('file') as File).size).toBe(3 * MB);
  });

  test('a body that is no form is malformed, not too large', async () => {
    const request = new Request('http://app.test/upload', { method: 'POST', body: 'không phải form', headers: { 'content-type': 'text/plain' } });
    expect(await readFormWithinCap(request, CAP)).toEqual({ refused: 'malformed' });
    expect(await readFormWithinCap(new Request('http://app.test/upload', { method: 'POST' }), CAP)).toEqual({ refused: 'malformed' });
  });
});

describe('readJsonWithinCap and withBodyWithinCap', () => {
  const jsonHeaders = { 'content-type': 'application/json' };

  test('a chunked 1 MB JSON body to a 256 KB cap is cut there', async () => {
    const { stream, handedOut } = countingSource(paddedJson('{"changes":"', MB, '"}'));
    expect(await readJsonWithinCap(chunkedPost('http://app.test/api/revalidate', stream, jsonHeaders), 256 * 1024)).toEqual({ refused: 'too-large' });
    expectCutNearCap(handedOut, 256 * 1024);
  });

  test('JSON within the cap is parsed; broken JSON is malformed', async () => {
    const valid = new Request('http://app.test/api/revalidate', { method: 'POST', body: '{"changes":[]}', headers: jsonHeaders });
    expect(await readJsonWithinCap(valid, 1024)).toEqual({ value: { changes: [] } });
    const broken = new Request('http://app.test/api/revalidate', { method: 'POST', body: '{"changes":', headers: jsonHeaders });
    expect(await readJsonWithinCap(broken, 1024)).toEqual({ refused: 'malformed' });
  });

  test('a request is handed on with its body read whole, or unchanged when it has none', async () => {
    const get = new Request('http://app.test/api/trpc/catalog.menu');
    expect(await withBodyWithinCap(get, 1024)).toEqual({ value: get });
    const post = new Request('http://app.test/api/trpc/posting.save', { method: 'POST', body: '{"0":{"json":1}}', headers: jsonHeaders });
    const bounded = await withBodyWithinCap(post, 1024);
    if (!('value' in bounded)) throw new Error(`refused: ${bounded.refused}`);
    expect(bounded.value.headers.get('content-type')).toBe('application/json');
    expect(await bounded.value.json()).toEqual({ 0: { json: 1 } });
  });
});

describe('POST /api/chat/upload (10 MB a photo)', () => {
  /** The route's cap: the photo and its multipart envelope. */
  const ROUTE_CAP = 10 * MB + 64 * 1024;

  beforeEach(() => {
    uploadedPhotos.count = 0;
  });

  test('a chunked 20 MB upload is answered 413 in Vietnamese, read only to the cap and never forwarded', async () => {
    const { POST } = await import('../../src/app/api/chat/upload/route');
    const { stream, handedOut } = countingSource(photoForm(20 * MB));
    const response = await POST(chunkedPost('http://app.test/api/chat/upload', stream, multipartHeaders));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Ảnh gửi trong tin nhắn không được quá 10 MB.' });
    expectCutNearCap(handedOut, ROUTE_CAP);
    expect(uploadedPhotos.count).toBe(0);
  });

  test('a photo within the cap is forwarded', async () => {
    const { POST } = await import('../../src/app/api/chat/upload/route');
    const form = new FormData();
    form.set('file', new File([new Uint8Array(2 * MB)], 'anh.jpg', { type: 'image/jpeg' }));
    const response = await POST(new Request('http://app.test/api/chat/upload', { method: 'POST', body: form }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ path: 'chat/anh.jpg', thumbUrl: 'http://media.test/chat/anh.jpg' });
    expect(uploadedPhotos.count).toBe(1);
  });
});

describe('POST /api/trpc (768 KB a call)', () => {
  test('a chunked 1 MB call of a public mutation is answered 413 before tRPC reads it', async () => {
    const { POST } = await import('../../src/app/api/trpc/[trpc]/route');
    const { stream, handedOut } = countingSource(paddedJson('{"0":{"json":{"id":1,"padding":"', MB, '"}}}'));
    const request = chunkedPost('http://app.test/api/trpc/detail.countView?batch=1', stream, {
      'content-type': 'application/json',
      'x-trpc-source': 'test',
      'sec-fetch-site': 'same-origin',
    });
    const response = await POST(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { message: 'Dữ liệu gửi lên quá lớn.' } });
    expectCutNearCap(handedOut, 768 * 1024);
  });
});
