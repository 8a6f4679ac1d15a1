/**
 * The e2e-only hook that gives each prediction model path a match of its own in the phase the path
 * starts from: mounted only with ENABLE_TEST_HOOKS=1, and each phase is what the public board shows.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { backendApp, memberWithToken, type BackendApp, type TestMember } from '../helpers/backend';
import { freshPglite } from '../helpers/db';

let handle: DatabaseHandle;
let app: BackendApp;
let demo: TestMember;

interface BoardMatch {
  readonly id: number;
  readonly status: string;
  readonly home_score: number | null;
  readonly my_prediction: { home_score: number; away_score: number } | null;
}

const createMatch = (body: unknown) => app.request('/__test/minigame/matches', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function boardMatch(id: number): Promise<BoardMatch | undefined> {
  const response = await app.request('/api/minigame/matches', { headers: demo.headers });
  const { data } = (await response.json()) as { data: { matches: BoardMatch[] } };
  return data.matches.find((match) => match.id === id);
}

describe('POST /__test/minigame/matches', () => {
  beforeEach(async () => {
    handle = await freshPglite();
    app = await backendApp(handle.db, { ENABLE_TEST_HOOKS: '1' });
    demo = await memberWithToken(handle.db, { phone: '0900000001' });
    await memberWithToken(handle.db, { phone: '0900000009', role: 'moderator' });
  });
  afterEach(() => handle.close());

  test('creates a match in each phase, with the demo member saved prediction when asked', async () => {
    const ids: Record<string, number> = {};
    for (const phase of ['upcoming', 'awaiting_result', 'finished']) {
      const response = await createMatch({ phase, prediction: phase === 'upcoming' ? { home: 2, away: 1 } : undefined });
      expect(response.status).toBe(200);
      ids[phase] = ((await response.json()) as { data: { id: number } }).data.id;
    }
    expect(await boardMatch(ids.upcoming ?? 0)).toMatchObject({ status: 'upcoming', my_prediction: { home_score: 2, away_score: 1 } });
    expect(await boardMatch(ids.awaiting_result ?? 0)).toMatchObject({ status: 'awaiting_result', my_prediction: null });
    expect(await boardMatch(ids.finished ?? 0)).toMatchObject({ status: 'finished', home_score: 1 });
  });

  test('is not mounted without ENABLE_TEST_HOOKS', async () => {
    const production = await backendApp(handle.db);
    const response = await production.request('/__test/minigame/matches', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"phase":"upcoming"}' });
    expect(response.status).toBe(404);
  });
});
