/**
 * Member authentication for the backend's member-scoped calls (defence in depth: the backend is
 * reachable from the network, so it checks every call itself). The bearer token decides who the
 * member is; any member id in the payload must be that member.
 */
import type { Schema } from 'effect';
import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from './db/client';
import { decodeRequest } from './contract-edge';
import { BackendError, readBody } from './http';
import { resolveToken, type TokenMember } from './services/tokens';

export interface MemberVariables {
  member: TokenMember;
  token: string;
}

export type MemberEnv = { Variables: MemberVariables };

export const UNAUTHORIZED_MESSAGE = 'Bạn cần đăng nhập để tiếp tục.';
export const FORBIDDEN_MESSAGE = 'Bạn không có quyền thực hiện thao tác này.';

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([\w-]{20,200})$/i.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}

export function requireMember(db: Database): MiddlewareHandler<MemberEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    const member = token ? await resolveToken(db, token) : null;
    if (!token || !member) throw new BackendError(401, UNAUTHORIZED_MESSAGE);
    c.set('member', member);
    c.set('token', token);
    await next();
  };
}

export function requireModerator(): MiddlewareHandler<MemberEnv> {
  return async (c, next) => {
    if (c.get('member').role !== 'moderator') throw new BackendError(403, FORBIDDEN_MESSAGE);
    await next();
  };
}

const MEMBER_ID_FIELDS = ['member_id', 'user_id', 'memberId', 'm', 'id'] as const;

/**
 * Refuses a payload that names another member in any of the spec's member-id fields. Absent fields
 * are fine: the token's member is used.
 */
export function assertSelf(member: TokenMember, payload: Record<string, unknown>, fields: readonly string[] = MEMBER_ID_FIELDS): void {
  for (const field of fields) {
    const value = payload[field];
    if (value === undefined || value === null || value === '') continue;
    const id = Number(Array.isArray(value) ? value[0] : value);
    if (!Number.isInteger(id) || id !== member.id) throw new BackendError(403, FORBIDDEN_MESSAGE);
  }
}

/**
 * A member's write, opened the one way every member route opens it: the token's member, the body
 * (JSON or form) refused when it names another member in `fields`, then decoded by the contract.
 */
export async function memberRequest<A, I>(c: Context<MemberEnv>, schema: Schema.Schema<A, I>, fields: readonly string[] = MEMBER_ID_FIELDS): Promise<{ member: TokenMember; input: A }> {
  const member = c.get('member');
  const body = await readBody(c);
  assertSelf(member, body, fields);
  return { member, input: decodeRequest(schema, body) };
}
