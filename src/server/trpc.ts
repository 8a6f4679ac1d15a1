/**
 * The one tRPC init module. It exports only named builders; `t` never leaves this file.
 * Context: request headers plus the upstream runtime. Routers live in ./routers, one per domain.
 * @see https://trpc.io/docs/server/routers
 * @see https://trpc.io/docs/server/context#inner-and-outer-context
 */
import 'server-only';
import { initTRPC, StandardSchemaV1Error, TRPCError } from '@trpc/server';
import { ZodError, z } from 'zod';
import { wireFormat } from '~/lib/wire-format';
import { currentTrace, tracing } from '~/observability/trace-context';
import { FieldRefusal } from './upstream/to-trpc-error';
import { getUpstream, type Upstream } from './upstream-instance';
import { sessionFromHeaders, type Session } from './session';

export interface ContextInnerOptions {
  readonly headers: Headers;
  readonly upstream: Upstream;
  /** The signed-in member, from the encrypted session cookie; null for guests. */
  readonly session: Session | null;
  /** Response headers (route handler only): lets sign-out clear the session cookie. */
  readonly resHeaders?: Headers | undefined;
}

/** Plain values in, context out: tests call this with a fake or local upstream and no Next request. */
export function createContextInner(options: ContextInnerOptions) {
  return { headers: options.headers, upstream: options.upstream, session: options.session, resHeaders: options.resHeaders ?? null };
}

export async function createTRPCContext(options: { headers: Headers; resHeaders?: Headers | undefined; upstream?: Upstream | undefined }) {
  return createContextInner({
    headers: options.headers,
    upstream: options.upstream ?? getUpstream(),
    session: await sessionFromHeaders(options.headers),
    resHeaders: options.resHeaders,
  });
}

export type TRPCContext = ReturnType<typeof createContextInner>;

const t = initTRPC.context<TRPCContext>().create({
  transformer: wireFormat,
  sse: {
    // A comment every 15 s keeps proxies from closing a quiet chat stream; a browser that hears
    // nothing for 40 s reconnects (with its last event id).
    ping: { enabled: true, intervalMs: 15_000 },
    client: { reconnectAfterInactivityMs: 40_000 },
  },
  errorFormatter: ({ shape, error }) => ({
    ...shape,
    // A schema error's own message is its issues in English: the visitor gets Vietnamese instead.
    message: isInputRefusal(error.cause) ? invalidInputMessage(refusedInputFields(error.cause)) : shape.message,
    data: {
      ...shape.data,
      // Field errors for forms; the message itself is already user-facing Vietnamese.
      zodError: error.cause instanceof ZodError ? z.flattenError(error.cause) : null,
      field: error.cause instanceof FieldRefusal ? error.cause.field : null,
    },
  }),
});

export const INVALID_INPUT_MESSAGE = 'Thông tin gửi lên chưa hợp lệ, vui lòng kiểm tra lại.';

/** An input the procedure's schema refused: zod's, or a Standard Schema's (the contract's Effect Schemas). */
export function isInputRefusal(cause: unknown): cause is ZodError | StandardSchemaV1Error {
  return cause instanceof ZodError || cause instanceof StandardSchemaV1Error;
}

const pathSegment = (segment: PropertyKey | { readonly key: PropertyKey }): string =>
  String(typeof segment === 'object' ? segment.key : segment);

/** The refused fields' paths ('decision.reason'), each once (a union reports every member's issue), in the order the schema found them. */
export function refusedInputFields(cause: ZodError | StandardSchemaV1Error): string[] {
  return [...new Set(cause.issues.map((issue) => (issue.path ?? []).map(pathSegment).join('.')))];
}

/** 'Thông tin gửi lên chưa hợp lệ (price, title), vui lòng kiểm tra lại.': the fields, never the schema's English. */
export function invalidInputMessage(paths: readonly string[]): string {
  const fields = [...new Set(paths.filter((field) => field !== ''))].slice(0, 5);
  return fields.length === 0 ? INVALID_INPUT_MESSAGE : `Thông tin gửi lên chưa hợp lệ (${fields.join(', ')}), vui lòng kiểm tra lại.`;
}

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;
/**
 * Each procedure in a span of its own when traces are exported (src/observability/otel.ts): the
 * upstream calls it makes are its children. Decided once when this module loads (after the web
 * server started tracing): without an exporter procedures run with no extra middleware at all.
 */
const traced = t.middleware(async ({ path, type, next }) => {
  const recorder = tracing();
  if (!recorder || currentTrace() === undefined) return next();
  const span = recorder.start(`trpc ${path}`, 'internal', { 'rpc.system': 'trpc', 'rpc.method': path, 'trpc.type': type }, 'current');
  const result = await span.run(() => next());
  span.end(result.ok ? undefined : result.error.code);
  return result;
});

export const publicProcedure = tracing() ? t.procedure.use(traced) : t.procedure;

export const UNAUTHORIZED_MESSAGE = 'Bạn cần đăng nhập để tiếp tục.';

/** Narrows the context to a signed-in member: procedures get `ctx.session` non-null. */
const isAuthed = t.middleware(({ ctx, next }) => {
  if (!ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: UNAUTHORIZED_MESSAGE });
  return next({ ctx: { ...ctx, session: ctx.session } });
});

/** Member procedures: the member id comes from the session, never from the input. */
export const authedProcedure = publicProcedure.use(isAuthed);
