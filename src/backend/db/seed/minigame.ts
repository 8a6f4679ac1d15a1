/**
 * The mini-game's demo data: one finished match (result entered, predictions scored, winners'
 * bonus points credited through the ledger), one awaiting its result, and upcoming matches with a
 * few predictions from the crowd. Deterministic for a seed; kick-offs are relative to `now` at
 * 19:15 Vietnam time. Call it after the wallets are loaded (it posts ledger transactions).
 */
import type { Database } from '../client';
import { minigameMatches, minigamePredictions } from '../schema';
import { enterResult } from '../../services/minigame';
import { MODERATOR, type SeedMember } from './members';
import { STREAM, streamRng } from './random';

const DAY_MS = 86_400_000;
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/** 19:15 in Vietnam, `days` days from the Vietnamese calendar day containing `now`. */
function eveningKickoff(now: Date, days: number): Date {
  const vietnamDay = Math.floor((now.getTime() + VIETNAM_OFFSET_MS) / DAY_MS);
  return new Date((vietnamDay + days) * DAY_MS - VIETNAM_OFFSET_MS + (19 * 60 + 15) * 60_000);
}

interface SeedMatch {
  readonly competition: string;
  readonly home: string;
  readonly away: string;
  /** Days from today; negative is past. */
  readonly day: number;
  readonly result?: readonly [number, number];
  readonly predictions: number;
}

const V_LEAGUE = 'V.League 1 2026/27';
const MATCHES: readonly SeedMatch[] = [
  { competition: V_LEAGUE, home: 'Hà Nội FC', away: 'Hoàng Anh Gia Lai', day: -3, result: [2, 1], predictions: 14 },
  { competition: V_LEAGUE, home: 'Công An Hà Nội', away: 'Thép Xanh Nam Định', day: -1, predictions: 9 },
  { competition: V_LEAGUE, home: 'Becamex Bình Dương', away: 'Đông Á Thanh Hóa', day: 1, predictions: 6 },
  { competition: V_LEAGUE, home: 'Hải Phòng', away: 'Sông Lam Nghệ An', day: 2, predictions: 4 },
  { competition: 'AFF Cup 2026', home: 'Việt Nam', away: 'Thái Lan', day: 4, predictions: 11 },
  { competition: 'AFF Cup 2026', home: 'Indonesia', away: 'Malaysia', day: 5, predictions: 3 },
  { competition: V_LEAGUE, home: 'Thể Công – Viettel', away: 'SHB Đà Nẵng', day: 7, predictions: 2 },
];

export async function seedMinigame(db: Database, { seed, now, crowd }: { seed: number; now: Date; crowd: readonly SeedMember[] }): Promise<number> {
  const rng = streamRng(seed, STREAM.extras, 801);
  let predictions = 0;
  for (const spec of MATCHES) {
    const kickoffAt = eveningKickoff(now, spec.day);
    const [match] = await db
      .insert(minigameMatches)
      .values({ competition: spec.competition, homeTeam: spec.home, awayTeam: spec.away, kickoffAt, createdAt: new Date(kickoffAt.getTime() - 10 * DAY_MS) })
      .returning({ id: minigameMatches.id });
    if (!match) throw new Error('seed match not inserted');
    const players = rng.sample(crowd, Math.min(spec.predictions, crowd.length));
    if (players.length > 0) {
      await db.insert(minigamePredictions).values(
        players.map((player, index) => {
          const at = new Date(kickoffAt.getTime() - (index + 1) * 3_600_000);
          return { matchId: match.id, memberId: player.id, homeScore: rng.int(0, 3), awayScore: rng.int(0, 2), createdAt: at, updatedAt: at };
        }),
      );
    }
    predictions += players.length;
    if (spec.result) {
      const [home, away] = spec.result;
      await enterResult(db, { moderatorId: MODERATOR.id, matchId: match.id, score: { home, away }, now: new Date(kickoffAt.getTime() + 2 * 3_600_000) });
    }
  }
  return predictions;
}
