import { describe, expect, test } from 'vitest';
import { formatKickoff, isValidGoals, MINIGAME_RULES, scorePrediction } from '~/lib/minigame';

describe('scorePrediction', () => {
  test('exact score earns the exact points', () => {
    expect(scorePrediction({ home: 2, away: 1 }, { home: 2, away: 1 })).toEqual({ outcome: 'exact', points: MINIGAME_RULES.exactPoints });
    expect(scorePrediction({ home: 0, away: 0 }, { home: 0, away: 0 })).toEqual({ outcome: 'exact', points: 10 });
  });

  test('the right winner or a draw earns the outcome points', () => {
    expect(scorePrediction({ home: 3, away: 0 }, { home: 2, away: 1 })).toEqual({ outcome: 'outcome', points: 3 });
    expect(scorePrediction({ home: 0, away: 2 }, { home: 1, away: 4 })).toEqual({ outcome: 'outcome', points: 3 });
    expect(scorePrediction({ home: 1, away: 1 }, { home: 2, away: 2 })).toEqual({ outcome: 'outcome', points: 3 });
  });

  test('a wrong outcome earns nothing', () => {
    expect(scorePrediction({ home: 1, away: 0 }, { home: 0, away: 1 })).toEqual({ outcome: 'wrong', points: 0 });
    expect(scorePrediction({ home: 1, away: 1 }, { home: 1, away: 0 })).toEqual({ outcome: 'wrong', points: 0 });
    expect(scorePrediction({ home: 2, away: 0 }, { home: 2, away: 2 })).toEqual({ outcome: 'wrong', points: 0 });
  });

  test('goals are integers 0…20', () => {
    expect([0, 7, 20].every(isValidGoals)).toBe(true);
    expect([-1, 21, 1.5, Number.NaN, '2'].some(isValidGoals)).toBe(false);
  });

  test('kick-off reads in vi-VN, Vietnam time', () => {
    // 12:15 UTC is 19:15 in Hồ Chí Minh City.
    expect(formatKickoff(new Date('2026-11-21T12:15:00Z'))).toMatch(/19:15.*21\/11\/2026|21\/11\/2026.*19:15/);
  });
});
