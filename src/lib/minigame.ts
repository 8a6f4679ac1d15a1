/**
 * Rules of the score-prediction mini-game (/minigame/du-doan-ty-so), shared by the page that states
 * them and the backend that applies them, so the two cannot disagree. Pure: no I/O.
 */
import { onFirstUse } from './number-text';

export const MINIGAME_RULES = {
  /** Exact score (both teams' goals). */
  exactPoints: 10,
  /** Right outcome (home win, draw or away win) but not the exact score. */
  outcomePoints: 3,
  /** Bonus points are credited to the bonus wallet and valid this many days. */
  validityDays: 30,
  /** Goals per team a prediction or a result may have. */
  maxScore: 20,
} as const;

export type PredictionOutcome = 'exact' | 'outcome' | 'wrong';

export interface Score {
  readonly home: number;
  readonly away: number;
}

export const MINIGAME_MESSAGES = {
  scoreRange: `Tỉ số phải là số nguyên từ 0 đến ${MINIGAME_RULES.maxScore}.`,
  matchNotFound: 'Trận đấu không tồn tại.',
  late: 'Trận đấu đã bắt đầu nên không thể dự đoán hoặc sửa dự đoán nữa.',
  duplicate: 'Bạn đã dự đoán đúng tỉ số này cho trận đấu rồi. Hãy chọn tỉ số khác nếu muốn sửa.',
  resultBeforeKickoff: 'Trận đấu chưa bắt đầu nên chưa thể nhập kết quả.',
  resultExists: 'Trận đấu đã có kết quả và đã được chấm điểm.',
} as const;

/** A valid goal count: an integer 0…maxScore. */
export function isValidGoals(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MINIGAME_RULES.maxScore;
}

function winner({ home, away }: Score): 'home' | 'draw' | 'away' {
  if (home > away) return 'home';
  if (home < away) return 'away';
  return 'draw';
}

/** How a prediction did against the result, and the points it earns. */
export function scorePrediction(prediction: Score, result: Score): { outcome: PredictionOutcome; points: number } {
  if (prediction.home === result.home && prediction.away === result.away) return { outcome: 'exact', points: MINIGAME_RULES.exactPoints };
  if (winner(prediction) === winner(result)) return { outcome: 'outcome', points: MINIGAME_RULES.outcomePoints };
  return { outcome: 'wrong', points: 0 };
}

export const OUTCOME_LABELS: Record<PredictionOutcome, string> = {
  exact: 'Đúng tỉ số',
  outcome: 'Đúng kết quả',
  wrong: 'Chưa đúng',
};

const kickoffFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('vi-VN', {
  weekday: 'long',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
      timeZone: 'Asia/Ho_Chi_Minh',
    }),
);

/** Kick-off in vi-VN, Vietnam time: 'thứ Bảy, 21/11/2026, 19:30'. */
export function formatKickoff(date: Date): string {
  return kickoffFormat().format(date);
}
