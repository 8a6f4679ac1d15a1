/**
 * Request bodies read with a byte cap (issue #34): `request.formData()` and `request.json()` read
 * a chunked body — one sent without Content-Length — in full, whatever its size. Here the body is
 * counted as it streams and reading stops at the first chunk past the cap, so memory stays near
 * the cap and the rest of the body is never pulled from the connection. A declared Content-Length
 * over the cap is refused before a byte is read. "Too large" is told apart from "malformed", so
 * routes answer 413 and 400 with their own messages.
 */

/** What a capped read gives: the parsed body, or why there is none. */
export type CappedRead<T> = { readonly value: T } | { readonly refused: 'too-large' | 'malformed' };

const TOO_LARGE = { refused: 'too-large' } as const;
const MALFORMED = { refused: 'malformed' } as const;

/** Raised inside the capped stream; callers see `refused: 'too-large'` instead. */
class BodyOverCap extends Error {}

/**
 * The source, passed on chunk by chunk as the reader asks for them (no read-ahead), erroring once
 * more than `maxBytes` have passed; the source is then cancelled, which stops the upload.
 */
export function cappedStream(source: ReadableStream<Uint8Array>, maxBytes: number, onOverCap: () => void = () => undefined): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let received = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const chunk = await reader.read();
        if (chunk.done) return controller.close();
        received += chunk.value.byteLength;
        if (received > maxBytes) {
          onOverCap();
          controller.error(new BodyOverCap(`request body over ${maxBytes} bytes`));
          reader.cancel('request body over its cap').catch(() => undefined);
          return;
        }
        controller.enqueue(chunk.value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

const declaredOverCap = (request: Request, maxBytes: number) => Number(request.headers.get('content-length') ?? 0) > maxBytes;

/**
 * Reads the body through the cap with `parse` (a Response over the capped stream, so the
 * platform's own parsers apply). A failure is "too large" when the cap stopped it, else "malformed".
 */
async function readCapped<T>(request: Request, maxBytes: number, parse: (body: Response) => Promise<T>): Promise<CappedRead<T>> {
  // The cheap path: refused from the header, before a byte of the body is read.
  if (declaredOverCap(request, maxBytes)) return TOO_LARGE;
  if (request.body === null) return MALFORMED;
  let overCap = false;
  const body = cappedStream(request.body, maxBytes, () => (overCap = true));
  const contentType = request.headers.get('content-type');
  try {
    return { value: await parse(new Response(body, contentType ? { headers: { 'content-type': contentType } } : {})) };
  } catch {
    return overCap ? TOO_LARGE : MALFORMED;
  }
}

/** A multipart (or URL-encoded) form of at most `maxBytes`. */
export function readFormWithinCap(request: Request, maxBytes: number): Promise<CappedRead<FormData>> {
  return readCapped(request, maxBytes, (body) => body.formData());
}

/** A JSON body of at most `maxBytes`. */
export function readJsonWithinCap(request: Request, maxBytes: number): Promise<CappedRead<unknown>> {
  return readCapped(request, maxBytes, (body) => body.json() as Promise<unknown>);
}

/**
 * The same request with its body read whole (at most `maxBytes`), for a handler that reads the
 * body itself and knows no cap (tRPC's fetch adapter). Bodiless requests pass unchanged.
 */
export async function withBodyWithinCap(request: Request, maxBytes: number): Promise<CappedRead<Request>> {
  if (request.body === null) return declaredOverCap(request, maxBytes) ? TOO_LARGE : { value: request };
  const read = await readCapped(request, maxBytes, (body) => body.arrayBuffer());
  if ('refused' in read) return read;
  return { value: new Request(request.url, { method: request.method, headers: request.headers, body: read.value, signal: request.signal }) };
}
