'use client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { MatchView } from '~/server/routers/minigame';
import { useTRPC } from '~/trpc/react';
import { useAuthStatus } from '../auth/use-auth';
import { Leaderboard } from './leaderboard';
import { MatchCard } from './match-card';
import { PredictionHistory } from './prediction-history';

const GROUPS: ReadonlyArray<{ status: MatchView['status']; title: string; empty: string }> = [
  { status: 'upcoming', title: 'Trận sắp diễn ra', empty: 'Chưa có trận nào mở dự đoán. Bạn quay lại sau nhé!' },
  { status: 'awaiting_result', title: 'Đang chờ kết quả', empty: '' },
  { status: 'finished', title: 'Đã có kết quả', empty: '' },
];

const BOARD_REFRESH_MS = 60_000;

/** Matches by state, the leaderboard and, for members, their own predictions. */
export function MinigameBoard() {
  const trpc = useTRPC();
  const status = useAuthStatus();
  const signedIn = status === 'signedIn';
  // The board depends on who is signed in (own predictions, the moderator's form): wait until that is known.
  // It reloads every minute while the page is shown, so a match that kicks off locks and a result entered
  // by the moderator appears without reloading the page.
  const board = useQuery({ ...trpc.minigame.board.queryOptions(), enabled: status !== 'checking', refetchInterval: BOARD_REFRESH_MS });
  // Each card stays in the section it was first shown in until the page is reloaded: cards do not jump
  // while the member reads them, and a card keeps its prediction form's state (a refused late save's
  // message) when its match kicks off or gets its result — its badge says so.
  const [sectionOf, setSectionOf] = useState<Readonly<Record<number, MatchView['status']>>>({});
  const unplaced = board.data?.matches.filter((match) => !(match.id in sectionOf)) ?? [];
  if (unplaced.length > 0) setSectionOf({ ...sectionOf, ...Object.fromEntries(unplaced.map((match) => [match.id, match.status])) });

  return (
    <div className={layout}>
      <div className={main}>
        {board.isPending ? <p className={muted}>Đang tải danh sách trận đấu…</p> : null}
        {board.isError ? <p role="alert">Không tải được danh sách trận đấu. Vui lòng thử lại sau.</p> : null}
        {board.data
          ? GROUPS.map((group) => {
              const matches = board.data.matches.filter((match) => (sectionOf[match.id] ?? match.status) === group.status);
              if (matches.length === 0 && group.empty === '') return null;
              return (
                <section key={group.status} className={section} aria-labelledby={`nhom-${group.status}`}>
                  <h2 id={`nhom-${group.status}`} className={heading}>
                    {group.title}
                  </h2>
                  {matches.length === 0 ? <p className={muted}>{group.empty}</p> : null}
                  <ul className={list}>
                    {matches.map((match) => (
                      <MatchCard key={match.id} match={match} signedIn={signedIn} canModerate={board.data.canModerate} />
                    ))}
                  </ul>
                </section>
              );
            })
          : null}
        {signedIn ? <PredictionHistory /> : null}
      </div>
      <aside className={side}>
        <Leaderboard />
      </aside>
    </div>
  );
}

const layout = css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' }, gap: '6', alignItems: 'start' });
const main = css({ display: 'flex', flexDirection: 'column', gap: '6', minW: '0' });
const side = css({ minW: '0' });
const section = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const heading = css({ fontSize: 'lg', fontWeight: 'bold' });
const list = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' } });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
