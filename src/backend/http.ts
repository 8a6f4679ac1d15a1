/**
 * The backend's error vocabulary on the wire: `{ status, success: false, message }` with a Vietnamese
 * message meant for users (docs/upstream-contract.md "Errors"). Unexpected errors are logged and
 * answered with a generic message; internals never reach the response.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';
import { type z } from 'zod';

export const GENERIC_ERROR_MESSAGE = 'Hệ thống đang bận, vui lòng thử lại sau.';

export class BackendError extends HTTPException {
  constructor(status: ContentfulStatusCode, readonly userMessage: string) {
    super(status, { message: userMessage });
  }
}

export function errorBody(status: number, message: string) {
  return { status, success: false as const, message };
}

/** Parses a request body that may arrive as JSON or as a form (the spec's clients send both). */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    const json: unknown = await c.req.json().catch(() => {
      throw new BackendError(400, 'Dữ liệu gửi lên không hợp lệ.');
    });
    if (json === null || typeof json !== 'object' || Array.isArray(json)) {
      throw new BackendError(400, 'Dữ liệu gửi lên không hợp lệ.');
    }
    return json as Record<string, unknown>;
  }
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    const form = await c.req.parseBody({ all: true });
    return { ...form };
  }
  return {};
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
