/**
 * The backend as tests use it: the real Hono app on a test database, silent logs, and members with
 * bearer tokens.
 */
import { createBackendApp } from '../../src/backend/app';
import type { Database } from '../../src/backend/db/client';
import { members } from '../../src/backend/db/schema';
import { readBackendEnv } from '../../src/backend/env';
import { loadLocations, type LocationStore } from '../../src/backend/services/locations';
import { issueToken } from '../../src/backend/services/tokens';
import { createLogger } from '../../src/lib/log';

export type BackendApp = ReturnType<typeof createBackendApp>;

let locations: Promise<LocationStore> | undefined;

export async function backendApp(db: Database, env: Record<string, string> = {}): Promise<BackendApp> {
  locations ??= loadLocations();
  return createBackendApp({ db, env: readBackendEnv(env), log: createLogger('test', 'silent'), locations: await locations });
}

export interface TestMember {
  readonly id: number;
  readonly token: string;
  /** Headers of a JSON request made with this member's bearer token. */
  readonly headers: Record<string, string>;
}

export async function memberWithToken(db: Database, fields: { phone: string; fullName?: string; role?: 'member' | 'moderator' }): Promise<TestMember> {
  const [row] = await db
    .insert(members)
    .values({ phone: fields.phone, passwordHash: 'x', fullName: fields.fullName ?? `Thành viên ${fields.phone}`, role: fields.role ?? 'member' })
    .returning({ id: members.id });
  if (!row) throw new Error('member not inserted');
  const { token } = await issueToken(db, { memberId: row.id, kind: 'app' });
  return { id: row.id, token, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } };
}
