/**
 * Engagement calls on the back-end API host (ours: docs/upstream-contract.md "Mini-game", "Saved
 * searches", "Listing reports"): the score-prediction game, saved searches with alerts, and
 * reports of listings with the moderator queue.
 */
import { Schema } from 'effect';
import { REPORT_ACTIONS, REPORT_REASONS, REPORT_STATUSES } from '../listing-report';
import { MINIGAME_RULES } from '../minigame';
import { EpochSeconds, RowId, WireInt } from './common';

const Ok = <A, I, R>(data: Schema.Schema<A, I, R>) => Schema.Struct({ status: Schema.Literal(200), data });
const Goals = Schema.Number.pipe(Schema.int(), Schema.between(0, MINIGAME_RULES.maxScore));

/**
 * Bounds of the engagement calls' requests, plain so the app's routers read them without a schema
 * library. Member calls also carry the caller's `member_id`, which the backend checks against the
 * token; it is not part of a call's payload below.
 */
export const ENGAGEMENT_BOUNDS = {
  /** Leaderboard rows a call may ask for, and how many it gets when it does not say. */
  leaderboard: 100,
  leaderboardDefault: 20,
  /** Characters of a saved search's query string. */
  savedSearchQuery: 2000,
  /** The report queue: deepest page, rows per page and their default. */
  reportPage: 1000,
  reportsPerPage: 50,
  reportsPerPageDefault: 20,
} as const;

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

/** Goals as a form or JSON sends them: an integer 0…maxScore (src/lib/minigame.ts). */
export const WireGoals = WireInt.pipe(Schema.between(0, MINIGAME_RULES.maxScore));

/**
 * POST /api/minigame/predict and /api/minigame/result. A score outside WireGoals is refused with the
 * game's own message (MINIGAME_MESSAGES.scoreRange), so the backend reads the scores with WireGoals
 * after the match id.
 */
export const MatchScoreRequest = Schema.Struct({ match_id: RowId, home_score: WireGoals, away_score: WireGoals });

/** GET /api/minigame/leaderboard?limit=… */
export const LeaderboardRequest = Schema.Struct({
  limit: Schema.optionalWith(WireInt.pipe(Schema.between(1, ENGAGEMENT_BOUNDS.leaderboard)), { default: () => ENGAGEMENT_BOUNDS.leaderboardDefault }),
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

export const SavedSearchContext = Schema.Literal('category', 'search');

export class SavedSearch extends Schema.Class<SavedSearch>('Engagement/SavedSearch')({
  id: Schema.Number,
  name: Schema.String,
  context: SavedSearchContext,
  category_slug: Schema.NullOr(Schema.String),
  query: Schema.String,
  active: Schema.Boolean,
  /** Path and query of the search on the app. */
  href: Schema.String,
  last_checked_at: EpochSeconds,
  created_at: EpochSeconds,
}) {}

/**
 * POST /api/member/saved-searches/save. The name is checked by the backend with its own message
 * (SAVED_SEARCH_MESSAGES, validateText), so it is read apart from the rest; an empty category_slug
 * is "none".
 */
export const SavedSearchSaveRequest = Schema.Struct({
  context: SavedSearchContext,
  category_slug: Schema.optional(Schema.String.pipe(Schema.pattern(/^[a-z0-9-]{1,60}$/))),
  query: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(ENGAGEMENT_BOUNDS.savedSearchQuery)), { default: () => '' }),
  name: Schema.String,
});

/** POST /api/member/saved-searches/update: rename, pause or resume; a name is checked as on save. */
export const SavedSearchUpdateRequest = Schema.Struct({
  id: RowId,
  name: Schema.optional(Schema.String),
  active: Schema.optional(Schema.Boolean),
});

/** POST /api/member/saved-searches/delete */
export const SavedSearchDeleteRequest = Schema.Struct({ id: RowId });

export const SavedSearchListResponse = Ok(Schema.Array(SavedSearch));
export const SavedSearchResponse = Schema.Struct({ status: Schema.Literal(200), success: Schema.Literal(true), data: SavedSearch });
export const SavedSearchDeleteResponse = Schema.Struct({ status: Schema.Literal(200), success: Schema.Literal(true), data: Schema.Struct({ id: Schema.Number }) });

// ---------------------------------------------------------------------------------------------
// Listing reports

export const ReportReasonCode = Schema.Literal(...REPORT_REASONS);
export const ReportStatusCode = Schema.Literal(...REPORT_STATUSES);
export const ReportActionCode = Schema.Literal(...REPORT_ACTIONS);

/** GET /api/content/report/check?post_id=… */
export const ReportCheckRequest = Schema.Struct({ post_id: RowId });

/**
 * POST /api/content/report. A missing or unknown reason and the details are refused with the
 * report's own messages and fields (REPORT_MESSAGES, validateText), so the backend reads them apart.
 */
export const ReportCreateRequest = Schema.Struct({
  post_id: RowId,
  reason: ReportReasonCode,
  details: Schema.optional(Schema.String),
});

/** GET /api/moderation/reports?status=…&page=…&per_page=… */
export const ReportQueueRequest = Schema.Struct({
  status: Schema.optionalWith(ReportStatusCode, { default: () => 'open' as const }),
  page: Schema.optionalWith(WireInt.pipe(Schema.between(1, ENGAGEMENT_BOUNDS.reportPage)), { default: () => 1 }),
  per_page: Schema.optionalWith(WireInt.pipe(Schema.between(1, ENGAGEMENT_BOUNDS.reportsPerPage)), { default: () => ENGAGEMENT_BOUNDS.reportsPerPageDefault }),
});

/** POST /api/moderation/reports/resolve; the note is checked with its own message (REJECT_REASON_FIELD). */
export const ReportResolveRequest = Schema.Struct({
  report_id: RowId,
  action: ReportActionCode,
  note: Schema.optional(Schema.String),
});

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
