/**
 * Engagement calls on the back-end API host (ours: docs/upstream-contract.md "Mini-game", "Saved
 * searches", "Listing reports"): the score-prediction game, saved searches with alerts, and
 * reports of listings with the moderator queue.
 */
import { Schema } from 'effect';
import { EpochSeconds } from './common';

const Ok = <A, I, R>(data: Schema.Schema<A, I, R>) => Schema.Struct({ status: Schema.Literal(200), data });
const Goals = Schema.Number.pipe(Schema.int(), Schema.between(0, 20));

// ---------------------------------------------------------------------------------------------
// Mini-game

export const PredictionOutcome = Schema.Literal('exact', 'outcome', 'wrong');

export class MinigamePrediction extends Schema.Class<MinigamePrediction>('Engagement/MinigamePrediction')({
  home_score: Goals,
  away_score: Goals,
  outcome: Schema.NullOr(PredictionOutcome),
  points: Schema.NullOr(Schema.Number),
  updated_at: EpochSeconds,
}) {}

export class MinigameMatch extends Schema.Class<MinigameMatch>('Engagement/MinigameMatch')({
  id: Schema.Number,
  competition: Schema.String,
  home_team: Schema.String,
  away_team: Schema.String,
  kickoff_at: EpochSeconds,
  status: Schema.Literal('upcoming', 'awaiting_result', 'finished'),
  home_score: Schema.NullOr(Goals),
  away_score: Schema.NullOr(Goals),
  prediction_count: Schema.Number,
  my_prediction: Schema.NullOr(MinigamePrediction),
}) {}

export const MinigameRules = Schema.Struct({
  exact_points: Schema.Number,
  outcome_points: Schema.Number,
  validity_days: Schema.Number,
  max_score: Schema.Number,
});

export const MinigameMatchesResponse = Ok(
  Schema.Struct({ rules: MinigameRules, now: EpochSeconds, can_moderate: Schema.Boolean, matches: Schema.Array(MinigameMatch) }),
);

export class LeaderboardRow extends Schema.Class<LeaderboardRow>('Engagement/LeaderboardRow')({
  rank: Schema.Number,
  member_id: Schema.Number,
  full_name: Schema.String,
  points: Schema.Number,
  exact_count: Schema.Number,
  predictions: Schema.Number,
}) {}

export const LeaderboardResponse = Ok(Schema.Array(LeaderboardRow));
export const MinigameHistoryResponse = Ok(Schema.Array(MinigameMatch));
export const PredictResponse = Schema.Struct({ status: Schema.Literal(200), success: Schema.Literal(true), data: Schema.Struct({ created: Schema.Boolean, match: MinigameMatch }) });
export const MatchResultResponse = Schema.Struct({
  status: Schema.Literal(200),
  success: Schema.Literal(true),
  data: Schema.Struct({
    match_id: Schema.Number,
    home_score: Goals,
    away_score: Goals,
    scored: Schema.Number,
    winners: Schema.Number,
    points_awarded: Schema.Number,
  }),
});

// ---------------------------------------------------------------------------------------------
// Saved searches

export class SavedSearch extends Schema.Class<SavedSearch>('Engagement/SavedSearch')({
  id: Schema.Number,
  name: Schema.String,
  context: Schema.Literal('category', 'search'),
  category_slug: Schema.NullOr(Schema.String),
  query: Schema.String,
  active: Schema.Boolean,
  /** Path and query of the search on the app. */
  href: Schema.String,
  last_checked_at: EpochSeconds,
  created_at: EpochSeconds,
}) {}

export const SavedSearchListResponse = Ok(Schema.Array(SavedSearch));
export const SavedSearchResponse = Schema.Struct({ status: Schema.Literal(200), success: Schema.Literal(true), data: SavedSearch });
export const SavedSearchDeleteResponse = Schema.Struct({ status: Schema.Literal(200), success: Schema.Literal(true), data: Schema.Struct({ id: Schema.Number }) });

// ---------------------------------------------------------------------------------------------
// Listing reports

export const ReportReasonCode = Schema.Literal('scam', 'duplicate', 'wrong_category', 'sold', 'inappropriate', 'other');
export const ReportStatusCode = Schema.Literal('open', 'dismissed', 'taken_down', 'rejected');

export const ReportCheckResponse = Ok(Schema.Struct({ reported: Schema.Boolean }));
export const ReportCreateResponse = Schema.Struct({ status: Schema.Literal(200), success: Schema.Literal(true), data: Schema.Struct({ id: Schema.Number }) });

const Person = Schema.Struct({ id: Schema.Number, full_name: Schema.String });

export class ReportQueueItem extends Schema.Class<ReportQueueItem>('Engagement/ReportQueueItem')({
  id: Schema.Number,
  reason: ReportReasonCode,
  details: Schema.NullOr(Schema.String),
  status: ReportStatusCode,
  resolution_note: Schema.NullOr(Schema.String),
  created_at: EpochSeconds,
  resolved_at: Schema.NullOr(EpochSeconds),
  reporter: Person,
  listing: Schema.Struct({
    id: Schema.Number,
    title: Schema.String,
    /** Listing status code (spec §4). */
    status: Schema.Number,
    path: Schema.String,
    seller: Person,
    open_reports: Schema.Number,
  }),
}) {}

export const ReportQueueResponse = Ok(
  Schema.Struct({ data: Schema.Array(ReportQueueItem), page: Schema.Number, per_page: Schema.Number, total: Schema.Number }),
);
export const ReportResolveResponse = Schema.Struct({
  status: Schema.Literal(200),
  success: Schema.Literal(true),
  data: Schema.Struct({ id: Schema.Number, status: ReportStatusCode, resolved: Schema.Number, listing_status: Schema.Number }),
});
