/**
 * The backend's error vocabulary on the wire: `{ status, success: false, message }` with a Vietnamese
 * message meant for users (docs/upstream-contract.md "Errors"). Unexpected errors are logged and
 * answered with a generic message; internals never reach the response.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';
import { type z } from 'zod';
import { clientAddressOf, trustedProxiesFrom } from '~/lib/forwarded-address';

export const GENERIC_ERROR_MESSAGE = 'Hệ thống đang bận, vui lòng thử lại sau.';

export class BackendError extends HTTPException {
  constructor(status: ContentfulStatusCode, readonly userMessage: string) {
    super(status, { message: userMessage });
  }
}

/** The client's address as the socket sees it (the reference backend is reached directly or through one proxy hop per deploy docs). */
let trustedProxies: ReadonlySet<string> = new Set();

/** Proxies on other machines whose X-Forwarded-For is believed (createBackendApp sets it from the env). */
export function trustProxies(list: string | undefined): void {
  trustedProxies = trustedProxiesFrom(list);
}

/** The client's address, through the proxies in front (lib/forwarded-address.ts); 'local' for in-process test requests. */
export function clientAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  const socket = incoming?.socket?.remoteAddress;
  const forwarded = c.req.header('x-forwarded-for');
  if (socket === undefined && forwarded === undefined) return 'local';
  return clientAddressOf(forwarded, socket, trustedProxies);
}

export function errorBody(status: number, message: string) {
  return { status, success: false as const, message };
}

const INVALID_BODY_MESSAGE = 'Dữ liệu gửi lên không hợp lệ.';
export const CONTROL_CHARACTER_MESSAGE = 'Dữ liệu gửi lên chứa ký tự điều khiển không hợp lệ.';
const ALLOWED_CONTROLS = new Set([9, 10, 13]);

/** NUL and the other C0 control characters, except tab, line feed and carriage return. */
export function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 32 && !ALLOWED_CONTROLS.has(code)) return true;
  }
  return false;
}

/** Every text in a parsed body, however deep (JSON objects and arrays, repeated form fields). */
function someText(value: unknown, test: (text: string) => boolean, depth = 0): boolean {
  if (typeof value === 'string') return test(value);
  if (depth > 20 || value === null || typeof value !== 'object' || value instanceof Blob) return false;
  return Object.entries(value).some(([key, inner]) => test(key) || someText(inner, test, depth + 1));
}

/**
 * Parses a request body that may arrive as JSON or as a form (the spec's clients send both): the
 * one edge every route reads its body through, so a malformed body or a control character in any
 * text is a 400 with a Vietnamese message here, never a 500 further in (issue #15).
 */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  let body: Record<string, unknown> = {};
  if (type.includes('application/json')) {
    const json: unknown = await c.req.json().catch(() => {
      throw new BackendError(400, INVALID_BODY_MESSAGE);
    });
    if (json === null || typeof json !== 'object' || Array.isArray(json)) {
      throw new BackendError(400, INVALID_BODY_MESSAGE);
    }
    body = json as Record<string, unknown>;
  } else if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    const form = await c.req.parseBody({ all: true }).catch(() => {
      throw new BackendError(400, INVALID_BODY_MESSAGE);
    });
    body = { ...form };
  }
  if (someText(body, hasControlCharacters)) throw new BackendError(400, CONTROL_CHARACTER_MESSAGE);
  return body;
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const field = first?.path.join('.') || 'dữ liệu';
    throw new BackendError(400, `Trường ${field} không hợp lệ.`);
  }
  return parsed.data;
}
