/** Secrets of a local run (`npm start`, `npm run start:cluster`), kept in .data/ (git-ignored) so sign-ins survive restarts. */
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './processes';

export function localSessionSecret(): string {
  const file = path.join(ROOT, '.data', 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Shared by the backend and the apps (the listing-change stream); derived so every process agrees. */
export function revalidateSecret(): string {
  return process.env.REVALIDATE_SECRET ?? createHmac('sha256', process.env.SESSION_SECRET ?? localSessionSecret()).update('revalidate').digest('base64url');
}
