/**
 * Issue #34, finding 1: a production backend started on an empty database seeded the demo accounts
 * (moderator 0900000009 / mod12345, member 0900000001 / demo1234 — printed in the README). The real
 * process is started here, as an operator would start it, and the database read afterwards.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { openDatabase } from '../../src/backend/db/client';
import { members } from '../../src/backend/db/schema';
import { readBackendEnv } from '../../src/backend/env';
import { PRODUCTION_ENV } from '../helpers/backend';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');


const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

/** Starts the backend process; resolves once it listens (then stops it) or when it exits by itself. */
function startBackend(env: Record<string, string>): Promise<{ listened: boolean; code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['src/backend/main.ts'], {
      cwd: ROOT,
      // Only what the process needs: nothing of the test run's own database settings leaks in.
      env: { NODE_ENV: 'production', PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let listened = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the backend neither listened nor exited in time:\n${output}`));
    }, 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (!listened && output.includes('backend listening')) {
        listened = true;
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ listened, code, output });
    });
  });
}

describe('production never seeds demo accounts', () => {
  test('a production start on an empty database seeds nothing: no account exists afterwards', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'raovat-production-start-'));
    folders.push(folder);
    const env = {
      ...PRODUCTION_ENV,
      PGLITE_DIR: path.join(folder, 'pglite'),
      MEDIA_DIR: path.join(folder, 'media'),
      BACKEND_PORT: String(41_000 + Math.floor(Math.random() * 2_000)),
      LOG_LEVEL: 'info',
    };
    const started = await startBackend(env);
    expect(started.listened, started.output).toBe(true);
    expect(started.output).not.toContain('seeding demo data');

    const handle = await openDatabase(readBackendEnv(env));
    try {
      const accounts = await handle.db.select({ phone: members.phone }).from(members);
      expect(accounts).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 120_000);

  test('asking production to seed is refused at start, before the database is touched', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'raovat-production-seed-'));
    folders.push(folder);
    const started = await startBackend({ ...PRODUCTION_ENV, SEED_LISTINGS: '10000', PGLITE_DIR: path.join(folder, 'pglite'), BACKEND_PORT: '41999' });
    expect(started.listened).toBe(false);
    expect(started.code).toBe(1);
    expect(started.output).toContain('SEED_LISTINGS is not 0');
  }, 120_000);

  test('the demo keeps seeding by default; production defaults to nothing', () => {
    expect(readBackendEnv({}).SEED_LISTINGS).toBe(10_000);
    expect(readBackendEnv({ ...PRODUCTION_ENV }).SEED_LISTINGS).toBe(0);
    expect(readBackendEnv({ ...PRODUCTION_ENV, SEED_LISTINGS: '0' }).SEED_LISTINGS).toBe(0);
  });
});
