import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { MINIGAME_MESSAGES } from '~/lib/minigame';
import { predictionMachine, type SaveResult } from './predictionMachine';

const withSave = (save: (score: { home: number; away: number }) => Promise<SaveResult>) =>
  predictionMachine.provide({ actors: { savePrediction: fromPromise<SaveResult, { matchId: number; score: { home: number; away: number } }>(({ input }) => save(input.score)) } });

describe('predictionMachine', () => {
  test('starts open, locked or finished from the match phase', () => {
    expect(createActor(predictionMachine, { input: { matchId: 1, phase: 'upcoming', saved: null } }).start().getSnapshot().matches({ open: 'editing' })).toBe(true);
    expect(createActor(predictionMachine, { input: { matchId: 1, phase: 'awaiting_result', saved: null } }).start().getSnapshot().matches('locked')).toBe(true);
    expect(createActor(predictionMachine, { input: { matchId: 1, phase: 'finished', saved: null } }).start().getSnapshot().status).toBe('done');
  });

  test('a valid score is saved, then the same score again is refused as a duplicate without a call', async () => {
    let calls = 0;
    const actor = createActor(withSave(async (score) => ((calls += 1), { created: true, saved: score })), { input: { matchId: 1, phase: 'upcoming', saved: null } }).start();
    actor.send({ type: 'prediction.submit', home: 2, away: 1 });
    expect(actor.getSnapshot().matches({ open: 'saving' })).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'editing' }));
    expect(actor.getSnapshot().context.saved).toEqual({ home: 2, away: 1 });
    actor.send({ type: 'prediction.submit', home: 2, away: 1 });
    expect(actor.getSnapshot().context.error).toBe(MINIGAME_MESSAGES.duplicate);
    expect(calls).toBe(1);
  });

  test('scores out of range are refused in Vietnamese and nothing is sent', () => {
    const actor = createActor(predictionMachine, { input: { matchId: 1, phase: 'upcoming', saved: null } }).start();
    for (const [home, away] of [[21, 0], [null, 1], [-1, 2]] as const) {
      actor.send({ type: 'prediction.submit', home, away });
      expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
      expect(actor.getSnapshot().context.error).toBe(MINIGAME_MESSAGES.scoreRange);
    }
    expect(actor.getSnapshot().can({ type: 'prediction.submit', home: 1, away: 0 })).toBe(true);
  });

  test('the server refusing a late prediction locks the card with its message; other failures stay editable', async () => {
    const late = createActor(withSave(async () => Promise.reject(new Error(MINIGAME_MESSAGES.late))), { input: { matchId: 1, phase: 'upcoming', saved: { home: 1, away: 1 } } }).start();
    late.send({ type: 'prediction.submit', home: 3, away: 0 });
    await waitFor(late, (snapshot) => snapshot.matches('locked'));
    expect(late.getSnapshot().context.error).toBe(MINIGAME_MESSAGES.late);
    expect(late.getSnapshot().can({ type: 'prediction.submit', home: 1, away: 0 })).toBe(false);

    const flaky = createActor(withSave(async () => Promise.reject(new Error('Máy chủ phản hồi quá lâu, vui lòng thử lại sau.'))), { input: { matchId: 1, phase: 'upcoming', saved: null } }).start();
    flaky.send({ type: 'prediction.submit', home: 1, away: 0 });
    await waitFor(flaky, (snapshot) => snapshot.matches({ open: 'editing' }) && snapshot.context.error !== null);
    expect(flaky.getSnapshot().context.saved).toBeNull();
  });

  test('kick-off locks an open card and the result finishes it', () => {
    const actor = createActor(predictionMachine, { input: { matchId: 1, phase: 'upcoming', saved: null } }).start();
    actor.send({ type: 'match.kickedOff' });
    expect(actor.getSnapshot().matches('locked')).toBe(true);
    actor.send({ type: 'match.scored' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
