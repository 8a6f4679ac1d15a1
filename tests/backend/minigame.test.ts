import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { minigameMatches, minigamePredictions, notifications, walletAccounts } from '../../src/backend/db/schema';
import { ledgerBalances } from '../../src/backend/services/ledger';
import { enterResult } from '../../src/backend/services/minigame';
import { backendApp, memberWithToken, type BackendApp, type TestMember } from '../helpers/backend';
import { freshPglite, freshPostgres, TEST_DATABASE_URL } from '../helpers/db';

const HOUR = 3_600_000;
let handle: DatabaseHandle;
let app: BackendApp;
let alice: TestMember;
let bob: TestMember;
let moderator: TestMember;
let upcoming: number;
let started: number;

async function setup(open: () => Promise<DatabaseHandle>) {
  handle = await open();
  app = await backendApp(handle.db);
  alice = await memberWithToken(handle.db, { phone: '0911000001', fullName: 'Alice' });
  bob = await memberWithToken(handle.db, { phone: '0911000002', fullName: 'Bob' });
  moderator = await memberWithToken(handle.db, { phone: '0911000009', role: 'moderator' });
  const rows = await handle.db
    .insert(minigameMatches)
    .values([
      { competition: 'V.League', homeTeam: 'Hà Nội FC', awayTeam: 'HAGL', kickoffAt: new Date(Date.now() + 24 * HOUR) },
      { competition: 'V.League', homeTeam: 'CAHN', awayTeam: 'Nam Định', kickoffAt: new Date(Date.now() + 24 * HOUR) },
    ])
    .returning({ id: minigameMatches.id });
  upcoming = rows[0]?.id ?? 0;
  started = rows[1]?.id ?? 0;
}

const post = (path: string, member: TestMember, body: unknown) => app.request(path, { method: 'POST', headers: member.headers, body: JSON.stringify(body) });
const kickOff = (id: number) => handle.db.update(minigameMatches).set({ kickoffAt: new Date(Date.now() - HOUR) }).where(eq(minigameMatches.id, id));

describe('mini-game routes', () => {
  beforeEach(() => setup(freshPglite));
  afterEach(() => handle.close());

  test('predict, change before kick-off, duplicate and late predictions get clear messages', async () => {
    const first = await post('/api/minigame/predict', alice, { match_id: upcoming, home_score: 2, away_score: 1 });
    expect(await first.json()).toMatchObject({ success: true, data: { created: true, match: { my_prediction: { home_score: 2, away_score: 1 } } } });
    const changed = await post('/api/minigame/predict', alice, { match_id: upcoming, home_score: 1, away_score: 1 });
    expect(await changed.json()).toMatchObject({ data: { created: false } });
    const duplicate = await post('/api/minigame/predict', alice, { match_id: upcoming, home_score: 1, away_score: 1 });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({ message: 'Bạn đã dự đoán đúng tỉ số này cho trận đấu rồi. Hãy chọn tỉ số khác nếu muốn sửa.' });
    await kickOff(upcoming);
    const late = await post('/api/minigame/predict', alice, { match_id: upcoming, home_score: 3, away_score: 0 });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ message: 'Trận đấu đã bắt đầu nên không thể dự đoán hoặc sửa dự đoán nữa.' });
    const [kept] = await handle.db.select().from(minigamePredictions);
    expect(kept).toMatchObject({ homeScore: 1, awayScore: 1 });
  });

  test('a match counts its predictions wherever it is answered: board, the prediction just saved, history', async () => {
    const counted = (body: unknown) => (body as { data: { match: { prediction_count: number } } }).data.match.prediction_count;
    expect(counted(await (await post('/api/minigame/predict', alice, { match_id: upcoming, home_score: 2, away_score: 1 })).json())).toBe(1);
    expect(counted(await (await post('/api/minigame/predict', bob, { match_id: upcoming, home_score: 0, away_score: 0 })).json())).toBe(2);
    // Changing a prediction is the same member's one prediction, not another.
    expect(counted(await (await post('/api/minigame/predict', alice, { match_id: upcoming, home_score: 3, away_score: 1 })).json())).toBe(2);

    const board = (await (await app.request('/api/minigame/matches')).json()) as { data: { matches: Array<{ id: number; prediction_count: number }> } };
    expect(board.data.matches.map((match) => [match.id, match.prediction_count])).toEqual([
      [upcoming, 2],
      [started, 0],
    ]);
    const history = (await (await app.request('/api/minigame/history', { headers: bob.headers })).json()) as { data: Array<{ id: number; prediction_count: number }> };
    expect(history.data.map((match) => [match.id, match.prediction_count])).toEqual([[upcoming, 2]]);
  });

  test('scores are read as JSON numbers or form digits, nothing else', async () => {
    const form = await app.request('/api/minigame/predict', {
      method: 'POST',
      headers: { ...alice.headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ match_id: String(upcoming), home_score: '2', away_score: '0' }).toString(),
    });
    expect(await form.json()).toMatchObject({ success: true, data: { match: { my_prediction: { home_score: 2, away_score: 0 } } } });
    for (const score of [{ home_score: true, away_score: 0 }, { home_score: ' ', away_score: 0 }, { home_score: [1], away_score: 0 }]) {
      const response = await post('/api/minigame/predict', alice, { match_id: upcoming, ...score });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'Tỉ số phải là số nguyên từ 0 đến 20.' });
    }
    const badMatch = await post('/api/minigame/predict', alice, { match_id: 'abc', home_score: 1, away_score: 0 });
    expect(badMatch.status).toBe(400);
    expect(await badMatch.json()).toMatchObject({ message: 'Trường match_id không hợp lệ.' });
  });

  test('bad input: scores out of range, unknown match, no token, another member id', async () => {
    for (const score of [{ home_score: 21, away_score: 0 }, { home_score: -1, away_score: 0 }, { home_score: 1.5, away_score: 0 }, { home_score: 'a', away_score: 1 }, { away_score: 1 }]) {
      const response = await post('/api/minigame/predict', alice, { match_id: upcoming, ...score });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'Tỉ số phải là số nguyên từ 0 đến 20.' });
    }
    const unknown = await post('/api/minigame/predict', alice, { match_id: 999_999, home_score: 1, away_score: 0 });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: 'Trận đấu không tồn tại.' });
    const guest = await app.request('/api/minigame/predict', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ match_id: upcoming, home_score: 1, away_score: 0 }) });
    expect(guest.status).toBe(401);
    expect((await post('/api/minigame/predict', alice, { match_id: upcoming, home_score: 1, away_score: 0, member_id: bob.id })).status).toBe(403);
    expect(await handle.db.select().from(minigamePredictions)).toHaveLength(0);
  });

  test('a moderator enters the result once: predictions scored, winners credited to the bonus wallet and notified', async () => {
    await post('/api/minigame/predict', alice, { match_id: started, home_score: 2, away_score: 1 });
    await post('/api/minigame/predict', bob, { match_id: started, home_score: 1, away_score: 0 });
    const early = await post('/api/minigame/result', moderator, { match_id: started, home_score: 2, away_score: 1 });
    expect(await early.json()).toMatchObject({ message: 'Trận đấu chưa bắt đầu nên chưa thể nhập kết quả.' });
    await kickOff(started);
    expect((await post('/api/minigame/result', alice, { match_id: started, home_score: 2, away_score: 1 })).status).toBe(403);
    const result = await post('/api/minigame/result', moderator, { match_id: started, home_score: 2, away_score: 1 });
    expect(await result.json()).toMatchObject({ data: { scored: 2, winners: 2, points_awarded: 13 } });
    const again = await post('/api/minigame/result', moderator, { match_id: started, home_score: 2, away_score: 1 });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: 'Trận đấu đã có kết quả và đã được chấm điểm.' });

    expect((await ledgerBalances(handle.db, alice.id)).bonus).toEqual({ cached: 10, fromEntries: 10 });
    expect((await ledgerBalances(handle.db, bob.id)).bonus).toEqual({ cached: 3, fromEntries: 3 });
    const [wallet] = await handle.db.select().from(walletAccounts).where(eq(walletAccounts.memberId, alice.id));
    expect(wallet?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 28 * 24 * HOUR);
    const notes = await handle.db.select().from(notifications).where(eq(notifications.memberId, alice.id));
    expect(notes).toEqual([expect.objectContaining({ tab: 'wallet', title: 'Bạn được thưởng 10 điểm từ dự đoán tỉ số', link: '/minigame/du-doan-ty-so' })]);

    const board = (await (await app.request('/api/minigame/leaderboard')).json()) as { data: Array<{ full_name: string; points: number; rank: number }> };
    expect(board.data.map((row) => [row.rank, row.full_name, row.points])).toEqual([
      [1, 'Alice', 10],
      [2, 'Bob', 3],
    ]);
    const history = (await (await app.request('/api/minigame/history', { headers: alice.headers })).json()) as { data: Array<{ status: string; my_prediction: { outcome: string; points: number } }> };
    expect(history.data[0]).toMatchObject({ status: 'finished', my_prediction: { outcome: 'exact', points: 10 } });
    const list = (await (await app.request('/api/minigame/matches', { headers: alice.headers })).json()) as { data: { can_moderate: boolean; matches: Array<{ id: number; my_prediction: unknown }> } };
    expect(list.data.can_moderate).toBe(false);
    expect(list.data.matches.find((match) => match.id === started)?.my_prediction).toMatchObject({ points: 10 });
    const asModerator = (await (await app.request('/api/minigame/matches', { headers: moderator.headers })).json()) as { data: { can_moderate: boolean } };
    expect(asModerator.data.can_moderate).toBe(true);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('mini-game on PostgreSQL', () => {
  beforeEach(() => setup(() => freshPostgres(TEST_DATABASE_URL ?? '')));
  afterEach(() => handle.close());

  test('two concurrent result entries score and credit once', async () => {
    await post('/api/minigame/predict', alice, { match_id: started, home_score: 2, away_score: 1 });
    await kickOff(started);
    const outcomes = await Promise.allSettled([
      enterResult(handle.db, { moderatorId: moderator.id, matchId: started, score: { home: 2, away: 1 } }),
      enterResult(handle.db, { moderatorId: moderator.id, matchId: started, score: { home: 2, away: 1 } }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect((await ledgerBalances(handle.db, alice.id)).bonus).toEqual({ cached: 10, fromEntries: 10 });
  });
});
