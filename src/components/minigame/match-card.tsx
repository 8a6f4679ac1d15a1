'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { card as cardRecipe } from 'styled-system/recipes/card';
import { useState } from 'react';
import { formatKickoff, isValidGoals, MINIGAME_MESSAGES, OUTCOME_LABELS } from '~/lib/minigame';
import type { MatchView } from '~/server/routers/minigame';
import { useTRPC } from '~/trpc/react';
import { requireSignIn } from '../auth/login-modal';
import { toastStore } from '../ui/toast-store';
import { PredictionControls } from './prediction-controls';
import { ScoreForm } from './score-form';

const STATUS_LABELS: Record<MatchView['status'], string> = {
  upcoming: 'Đang nhận dự đoán',
  awaiting_result: 'Đã khoá dự đoán · chờ kết quả',
  finished: 'Đã có kết quả',
};

/** One match: the member's prediction (editable until kick-off), the result, the moderator's form. */
export function MatchCard({ match, signedIn, canModerate }: { match: MatchView; signedIn: boolean; canModerate: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => Promise.all([queryClient.invalidateQueries(trpc.minigame.pathFilter())]);

  const [resultError, setResultError] = useState<string | null>(null);
  const result = useMutation(
    trpc.minigame.enterResult.mutationOptions({
      onSuccess: async ({ scored, winners, pointsAwarded }) => {
        toastStore.show(`Đã lưu kết quả: chấm ${scored} dự đoán, ${winners} người thắng, trao ${pointsAwarded} điểm thưởng.`, 'success', 6000);
        await refresh();
      },
    }),
  );

  const title = `${match.homeTeam} – ${match.awayTeam}`;
  return (
    <li className={card} data-testid={`match-${match.id}`} data-status={match.status} aria-label={title}>
      <div className={head}>
        <span className={competition}>{match.competition}</span>
        <span className={badge} data-status={match.status}>
          {STATUS_LABELS[match.status]}
        </span>
      </div>
      <h3 className={teams}>
        <span>{match.homeTeam}</span>
        <span className={score}>{match.result ? `${match.result.home} – ${match.result.away}` : 'vs'}</span>
        <span>{match.awayTeam}</span>
      </h3>
      <p className={muted}>
        Giờ bóng lăn: <time dateTime={match.kickoffAt.toISOString()}>{formatKickoff(match.kickoffAt)}</time> · {match.predictionCount} lượt dự đoán
      </p>

      {match.mine ? (
        <p className={mine} data-testid="my-prediction">
          Dự đoán của bạn: <strong>{`${match.mine.home} – ${match.mine.away}`}</strong>
          {match.mine.outcome ? ` · ${OUTCOME_LABELS[match.mine.outcome]} · +${match.mine.points ?? 0} điểm` : ''}
        </p>
      ) : null}

      {signedIn ? (
        <PredictionControls
          matchId={match.id}
          phase={match.status}
          saved={match.mine ? { home: match.mine.home, away: match.mine.away } : null}
          homeTeam={match.homeTeam}
          awayTeam={match.awayTeam}
        />
      ) : null}
      {match.status === 'upcoming' && !signedIn ? (
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => requireSignIn('Đăng nhập để dự đoán tỉ số và nhận điểm thưởng.')}>
          Đăng nhập để dự đoán
        </button>
      ) : null}

      {match.status === 'awaiting_result' && canModerate ? (
        <div className={moderator} aria-label={`Nhập kết quả ${title}`} role="group">
          <p className={muted}>Nhập kết quả (dành cho kiểm duyệt viên):</p>
          <ScoreForm
            idPrefix={`result-${match.id}`}
            homeTeam={match.homeTeam}
            awayTeam={match.awayTeam}
            initial={null}
            submitLabel="Lưu kết quả"
            pending={result.isPending}
            error={resultError ?? result.error?.message ?? null}
            onSubmit={({ home, away }) => {
              if (!isValidGoals(home) || !isValidGoals(away)) {
                setResultError(MINIGAME_MESSAGES.scoreRange);
                return;
              }
              setResultError(null);
              result.mutate({ matchId: match.id, home, away });
            }}
          />
        </div>
      ) : null}
    </li>
  );
}

const card = cardRecipe({ padding: 'sm', stack: 'sm' });
const head = css({ display: 'flex', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap', fontSize: 'xs' });
const competition = css({ color: 'fg.muted', fontWeight: 'semibold', textTransform: 'uppercase' });
const badge = css({
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  bg: 'bg.muted',
  color: 'fg.muted',
  '&[data-status=upcoming]': { bg: 'bg.accentSubtle', color: 'fg.accent' },
  '&[data-status=finished]': { color: 'fg.success' },
});
const teams = css({ display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'center', gap: '3', fontSize: 'md', fontWeight: 'bold', '& > span:last-child': { textAlign: 'right' } });
const score = css({ fontSize: 'lg', color: 'fg.accent', minW: '14', textAlign: 'center' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const mine = css({ fontSize: 'sm' });
const moderator = css({ borderTopWidth: '1px', borderColor: 'border.default', pt: '2', display: 'flex', flexDirection: 'column', gap: '1.5' });
