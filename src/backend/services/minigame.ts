/**
 * The score-prediction mini-game (/minigame/du-doan-ty-so): predictions before kick-off, the result
 * entered once by a moderator, scoring with the rules of src/lib/minigame.ts and the winners' bonus
 * points through the ledger, all in the transaction that records the result.
 */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { Option, Schema } from 'effect';
import { WireGoals } from '~/lib/contract/engagement';
import { MINIGAME_MESSAGES, MINIGAME_RULES, OUTCOME_LABELS, scorePrediction, type Score } from '~/lib/minigame';
import type { Database } from '../db/client';
import { members, minigameMatches, minigamePredictions } from '../db/schema';
import { BackendError } from '../http';
import { creditPoints } from './ledger';
import { notify } from './notify';

export const MINIGAME_PATH = '/minigame/du-doan-ty-so';
/** Matches shown on the page: upcoming ones and those that kicked off in the last 30 days. */
const SHOWN_DAYS = 30;

export type MatchRow = typeof minigameMatches.$inferSelect;
export type PredictionRow = typeof minigamePredictions.$inferSelect;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function matchStatus(match: Pick<MatchRow, 'kickoffAt' | 'scoredAt'>, now: Date): 'upcoming' | 'awaiting_result' | 'finished' {
  if (match.scoredAt !== null) return 'finished';
  return match.kickoffAt.getTime() > now.getTime() ? 'upcoming' : 'awaiting_result';
}

function wirePrediction(row: Pick<PredictionRow, 'homeScore' | 'awayScore' | 'outcome' | 'points' | 'updatedAt'>) {
  return { home_score: row.homeScore, away_score: row.awayScore, outcome: row.outcome, points: row.points, updated_at: seconds(row.updatedAt) };
}

export function wireMatch(match: MatchRow, now: Date, mine: PredictionRow | undefined, predictions: number) {
  return {
    id: match.id,
    competition: match.competition,
    home_team: match.homeTeam,
    away_team: match.awayTeam,
    kickoff_at: seconds(match.kickoffAt),
    status: matchStatus(match, now),
    home_score: match.scoredAt ? match.homeScore : null,
    away_score: match.scoredAt ? match.awayScore : null,
    prediction_count: predictions,
    my_prediction: mine ? wirePrediction(mine) : null,
  };
}

/** How many members predicted each of these matches (one prediction per member and match). */
async function predictionCounts(db: Database, matchIds: readonly number[]): Promise<ReadonlyMap<number, number>> {
  if (matchIds.length === 0) return new Map();
  const rows = await db
    .select({ matchId: minigamePredictions.matchId, total: count() })
    .from(minigamePredictions)
    .where(inArray(minigamePredictions.matchId, [...new Set(matchIds)]))
    .groupBy(minigamePredictions.matchId);
  return new Map(rows.map((row) => [row.matchId, Number(row.total)]));
}

export async function listMatches(db: Database, memberId: number | null, now: Date) {
  const since = new Date(now.getTime() - SHOWN_DAYS * 86_400_000);
  const matches = await db.select().from(minigameMatches).where(gte(minigameMatches.kickoffAt, since)).orderBy(asc(minigameMatches.kickoffAt), asc(minigameMatches.id)).limit(100);
  const counts = await predictionCounts(db, matches.map((match) => match.id));
  const mine = memberId === null ? [] : await db.select().from(minigamePredictions).where(eq(minigamePredictions.memberId, memberId));
  return matches.map((match) =>
    wireMatch(
      match,
      now,
      mine.find((row) => row.matchId === match.id),
      counts.get(match.id) ?? 0,
    ),
  );
}

const goals = Schema.decodeUnknownOption(WireGoals);

/** A predicted or entered score, each side as the contract reads goals (JSON numbers or form digits), or the game's own 400. */
export function assertScore(score: { home: unknown; away: unknown }): Score {
  const home = goals(score.home);
  const away = goals(score.away);
  if (Option.isNone(home) || Option.isNone(away)) throw new BackendError(400, MINIGAME_MESSAGES.scoreRange);
  return { home: home.value, away: away.value };
}

/**
 * Saves or changes the member's prediction. Refused after kick-off (409), for an unknown match (404)
 * and when the same score was already predicted (409, so a double click says so).
 */
export async function predict(db: Database, input: { memberId: number; matchId: number; score: Score; now?: Date }) {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [match] = await tx.select().from(minigameMatches).where(eq(minigameMatches.id, input.matchId)).limit(1);
    if (!match) throw new BackendError(404, MINIGAME_MESSAGES.matchNotFound);
    if (match.kickoffAt.getTime() <= now.getTime() || match.scoredAt !== null) throw new BackendError(409, MINIGAME_MESSAGES.late);
    const [existing] = await tx
      .select()
      .from(minigamePredictions)
      .where(and(eq(minigamePredictions.matchId, match.id), eq(minigamePredictions.memberId, input.memberId)))
      .for('update');
    if (existing && existing.homeScore === input.score.home && existing.awayScore === input.score.away) {
      throw new BackendError(409, MINIGAME_MESSAGES.duplicate);
    }
    const [saved] = await tx
      .insert(minigamePredictions)
      .values({ matchId: match.id, memberId: input.memberId, homeScore: input.score.home, awayScore: input.score.away, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [minigamePredictions.matchId, minigamePredictions.memberId],
        set: { homeScore: input.score.home, awayScore: input.score.away, updatedAt: now },
      })
      .returning();
    if (!saved) throw new Error('prediction not saved');
    const counts = await predictionCounts(tx, [match.id]);
    return { created: existing === undefined, prediction: wirePrediction(saved), match: wireMatch(match, now, saved, counts.get(match.id) ?? 0) };
  });
}

/**
 * Records a match's result and scores every prediction once: the match row is locked and
 * `scored_at` set in the same transaction, so a second entry (or a concurrent one) is refused and
 * nobody is credited twice; each credit also carries an idempotency key per match and member.
 */
export async function enterResult(db: Database, input: { moderatorId: number; matchId: number; score: Score; now?: Date }) {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [match] = await tx.select().from(minigameMatches).where(eq(minigameMatches.id, input.matchId)).for('update');
    if (!match) throw new BackendError(404, MINIGAME_MESSAGES.matchNotFound);
    if (match.scoredAt !== null) throw new BackendError(409, MINIGAME_MESSAGES.resultExists);
    if (match.kickoffAt.getTime() > now.getTime()) throw new BackendError(409, MINIGAME_MESSAGES.resultBeforeKickoff);
    await tx
      .update(minigameMatches)
      .set({ homeScore: input.score.home, awayScore: input.score.away, scoredAt: now, resultBy: input.moderatorId })
      .where(eq(minigameMatches.id, match.id));
    const predictions = await tx.select().from(minigamePredictions).where(eq(minigamePredictions.matchId, match.id)).orderBy(asc(minigamePredictions.id));
    const fixture = `${match.homeTeam} ${input.score.home}–${input.score.away} ${match.awayTeam}`;
    let winners = 0;
    let pointsAwarded = 0;
    for (const prediction of predictions) {
      const { outcome, points } = scorePrediction({ home: prediction.homeScore, away: prediction.awayScore }, input.score);
      await tx.update(minigamePredictions).set({ outcome, points }).where(eq(minigamePredictions.id, prediction.id));
      if (points === 0) continue;
      winners += 1;
      pointsAwarded += points;
      await creditPoints(tx, {
        memberId: prediction.memberId,
        wallet: 'bonus',
        points,
        validityDays: MINIGAME_RULES.validityDays,
        kind: 'bonus_grant',
        from: 'system_promotion',
        description: `Thưởng dự đoán tỉ số (${OUTCOME_LABELS[outcome].toLowerCase()}): ${fixture}`,
        referenceType: 'minigame_match',
        referenceId: String(match.id),
        idempotencyKey: `minigame:${match.id}:${prediction.memberId}`,
        now,
      });
      await notify(tx, {
        memberId: prediction.memberId,
        tab: 'wallet',
        title: `Bạn được thưởng ${points} điểm từ dự đoán tỉ số`,
        body: `${OUTCOME_LABELS[outcome]} trận ${fixture} (bạn dự đoán ${prediction.homeScore}–${prediction.awayScore}). ${points} điểm thưởng đã vào ví khuyến mãi, dùng được trong ${MINIGAME_RULES.validityDays} ngày.`,
        link: MINIGAME_PATH,
      });
    }
    return { match_id: match.id, home_score: input.score.home, away_score: input.score.away, scored: predictions.length, winners, points_awarded: pointsAwarded };
  });
}

/** Members by points won (all scored predictions), then exact scores, then who joined first. */
export async function leaderboard(db: Database, limit: number) {
  const points = sql<string>`coalesce(sum(${minigamePredictions.points}), 0)`;
  const exact = sql<string>`count(*) filter (where ${minigamePredictions.outcome} = 'exact')`;
  const rows = await db
    .select({ memberId: members.id, fullName: members.fullName, points, exact, predictions: count() })
    .from(minigamePredictions)
    .innerJoin(members, eq(members.id, minigamePredictions.memberId))
    .where(isNotNull(minigamePredictions.points))
    .groupBy(members.id)
    .orderBy(desc(points), desc(exact), sql`min(${minigamePredictions.createdAt})`, asc(members.id))
    .limit(limit);
  return rows.map((row, index) => ({
    rank: index + 1,
    member_id: row.memberId,
    full_name: row.fullName,
    points: Number(row.points),
    exact_count: Number(row.exact),
    predictions: Number(row.predictions),
  }));
}

/** The member's predictions, latest match first. */
export async function history(db: Database, memberId: number, now: Date) {
  const rows = await db
    .select({ match: minigameMatches, prediction: minigamePredictions })
    .from(minigamePredictions)
    .innerJoin(minigameMatches, eq(minigameMatches.id, minigamePredictions.matchId))
    .where(eq(minigamePredictions.memberId, memberId))
    .orderBy(desc(minigameMatches.kickoffAt), desc(minigameMatches.id))
    .limit(100);
  const counts = await predictionCounts(db, rows.map(({ match }) => match.id));
  return rows.map(({ match, prediction }) => wireMatch(match, now, prediction, counts.get(match.id) ?? 0));
}
