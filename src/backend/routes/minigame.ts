/**
 * The mini-game on the back-end API host (ours: docs/upstream-contract.md "Mini-game"): matches
 * (public; with a bearer token they carry the member's own predictions), predict (member), the
 * leaderboard (public), the member's history, and result entry (moderator).
 */
import { Hono } from 'hono';
import {
  LeaderboardRequest,
  LeaderboardResponse,
  MatchResultResponse,
  MatchScoreRequest,
  MinigameHistoryResponse,
  MinigameMatchesResponse,
  PredictResponse,
  type MinigameRules,
} from '~/lib/contract/engagement';
import { MINIGAME_RULES } from '~/lib/minigame';
import { assertSelf, bearerToken, requireMember, requireModerator, UNAUTHORIZED_MESSAGE, type MemberEnv } from '../auth';
import type { BackendDeps } from '../context';
import { answer, decodeRequest } from '../contract-edge';
import { BackendError, errorBody, readBody } from '../http';
import { assertScore, enterResult, history, leaderboard, listMatches, predict } from '../services/minigame';
import { createRateLimiter } from '../services/rate-limit';
import { resolveToken } from '../services/tokens';

const MEMBER_FIELDS = ['member_id', 'memberId', 'user_id', 'm'] as const;

/** The match of a predict or result call; its scores are read after it, with the game's own message. */
const MatchIdRequest = MatchScoreRequest.pick('match_id');

export const MINIGAME_RULES_WIRE: typeof MinigameRules.Encoded = {
  exact_points: MINIGAME_RULES.exactPoints,
  outcome_points: MINIGAME_RULES.outcomePoints,
  validity_days: MINIGAME_RULES.validityDays,
  max_score: MINIGAME_RULES.maxScore,
};

export function minigameRoutes({ db }: BackendDeps) {
  const app = new Hono<MemberEnv>();
  const authed = requireMember(db);
  const predictLimit = createRateLimiter(db, { name: 'minigame-predict', limit: 30, windowMs: 60_000 });

  app.get('/api/minigame/matches', async (c) => {
    const token = c.req.header('authorization') ? bearerToken(c.req.header('authorization')) : null;
    const member = token ? await resolveToken(db, token) : null;
    if (c.req.header('authorization') && !member) throw new BackendError(401, UNAUTHORIZED_MESSAGE);
    if (member) assertSelf(member, { member_id: c.req.query('member_id') }, MEMBER_FIELDS);
    const now = new Date();
    return answer(c, MinigameMatchesResponse, {
      status: 200,
      data: {
        rules: MINIGAME_RULES_WIRE,
        now: Math.floor(now.getTime() / 1000),
        can_moderate: member?.role === 'moderator',
        matches: await listMatches(db, member?.id ?? null, now),
      },
    });
  });

  app.get('/api/minigame/leaderboard', async (c) => {
    const { limit } = decodeRequest(LeaderboardRequest, c.req.query());
    return answer(c, LeaderboardResponse, { status: 200, data: await leaderboard(db, limit) });
  });

  app.get('/api/minigame/history', authed, async (c) => {
    const member = c.get('member');
    assertSelf(member, { member_id: c.req.query('member_id') }, MEMBER_FIELDS);
    return answer(c, MinigameHistoryResponse, { status: 200, data: await history(db, member.id, new Date()) });
  });

  app.post('/api/minigame/predict', authed, async (c) => {
    const member = c.get('member');
    const body = await readBody(c);
    assertSelf(member, body, MEMBER_FIELDS);
    const { match_id: id } = decodeRequest(MatchIdRequest, body);
    const score = assertScore({ home: body.home_score, away: body.away_score });
    const wait = await predictLimit.hit(String(member.id));
    if (wait > 0) return c.json(errorBody(429, `Bạn thao tác quá nhanh, vui lòng thử lại sau ${wait} giây.`), 429);
    const saved = await predict(db, { memberId: member.id, matchId: id, score });
    return answer(c, PredictResponse, { status: 200, success: true, data: { created: saved.created, match: saved.match } });
  });

  app.post('/api/minigame/result', authed, requireModerator(), async (c) => {
    const member = c.get('member');
    const body = await readBody(c);
    assertSelf(member, body, MEMBER_FIELDS);
    const { match_id: id } = decodeRequest(MatchIdRequest, body);
    const score = assertScore({ home: body.home_score, away: body.away_score });
    return answer(c, MatchResultResponse, { status: 200, success: true, data: await enterResult(db, { moderatorId: member.id, matchId: id, score }) });
  });

  return app;
}
