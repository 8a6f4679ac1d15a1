/**
 * The score-prediction mini-game (/minigame/du-doan-ty-so): matches with the member's own
 * predictions, predicting, the leaderboard, the member's history, and result entry for moderators
 * (the backend checks the role; `canModerate` only decides whether the form is shown).
 */
import type { TRPCRouterRecord } from '@trpc/server';
import { Effect } from 'effect';
import { z } from 'zod';
import { MINIGAME_RULES, type PredictionOutcome } from '~/lib/minigame';
import { authedProcedure, publicProcedure } from '../trpc';
import { EngagementApi, type MinigameMatchWire } from '../upstream/engagement-api';
import { runUpstreamOrThrow } from '../upstream/to-trpc-error';

export interface MatchPrediction {
  readonly home: number;
  readonly away: number;
  readonly outcome: PredictionOutcome | null;
  readonly points: number | null;
}

export interface MatchView {
  readonly id: number;
  readonly competition: string;
  readonly homeTeam: string;
  readonly awayTeam: string;
  readonly kickoffAt: Date;
  readonly status: 'upcoming' | 'awaiting_result' | 'finished';
  readonly result: { readonly home: number; readonly away: number } | null;
  readonly predictionCount: number;
  readonly mine: MatchPrediction | null;
}

export interface MinigameBoardView {
  readonly rules: { readonly exactPoints: number; readonly outcomePoints: number; readonly validityDays: number; readonly maxScore: number };
  readonly canModerate: boolean;
  readonly matches: MatchView[];
}

function toMatchView(match: MinigameMatchWire): MatchView {
  return {
    id: match.id,
    competition: match.competition,
    homeTeam: match.home_team,
    awayTeam: match.away_team,
    kickoffAt: new Date(match.kickoff_at * 1000),
    status: match.status,
    result: match.home_score !== null && match.away_score !== null ? { home: match.home_score, away: match.away_score } : null,
    predictionCount: match.prediction_count,
    mine: match.my_prediction
      ? { home: match.my_prediction.home_score, away: match.my_prediction.away_score, outcome: match.my_prediction.outcome, points: match.my_prediction.points }
      : null,
  };
}

const goals = z.number().int().min(0).max(MINIGAME_RULES.maxScore);
const matchInput = z.object({ matchId: z.number().int().positive().max(2_147_483_647), home: goals, away: goals });

export const minigameRouter = {
  board: publicProcedure.query(async ({ ctx }): Promise<MinigameBoardView> => {
    const board = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(EngagementApi, (api) => api.matches(ctx.session)));
    return {
      rules: { exactPoints: board.rules.exact_points, outcomePoints: board.rules.outcome_points, validityDays: board.rules.validity_days, maxScore: board.rules.max_score },
      canModerate: board.can_moderate,
      matches: board.matches.map(toMatchView),
    };
  }),

  leaderboard: publicProcedure.input(z.object({ limit: z.number().int().min(1).max(50).default(10) })).query(async ({ ctx, input }) => {
    const rows = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(EngagementApi, (api) => api.leaderboard(input.limit)));
    return rows.map((row) => ({ rank: row.rank, memberId: row.member_id, fullName: row.full_name, points: row.points, exactCount: row.exact_count, predictions: row.predictions }));
  }),

  history: authedProcedure.query(async ({ ctx }): Promise<MatchView[]> => {
    const rows = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(EngagementApi, (api) => api.history(ctx.session)));
    return rows.map(toMatchView);
  }),

  predict: authedProcedure.input(matchInput).mutation(async ({ ctx, input }) => {
    const saved = await runUpstreamOrThrow(
      ctx.upstream.runtime,
      Effect.flatMap(EngagementApi, (api) => api.predict(ctx.session, input.matchId, { home: input.home, away: input.away })),
    );
    return { created: saved.created, match: toMatchView(saved.match) };
  }),

  enterResult: authedProcedure.input(matchInput).mutation(async ({ ctx, input }) => {
    const result = await runUpstreamOrThrow(
      ctx.upstream.runtime,
      Effect.flatMap(EngagementApi, (api) => api.enterResult(ctx.session, input.matchId, { home: input.home, away: input.away })),
    );
    return { matchId: result.match_id, scored: result.scored, winners: result.winners, pointsAwarded: result.points_awarded };
  }),
} satisfies TRPCRouterRecord;
