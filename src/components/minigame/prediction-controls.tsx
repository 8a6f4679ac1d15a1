'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { field } from 'styled-system/recipes/field';
import { fromPromise } from 'xstate';
import { MINIGAME_MESSAGES, type Score } from '~/lib/minigame';
import { predictionMachine, type MatchPhase, type SaveResult } from '~/machines/predictionMachine';
import { useTRPC } from '~/trpc/react';
import { toastStore } from '../ui/toast-store';
import { ScoreForm } from './score-form';

const NO_CONNECTION = 'Không kết nối được máy chủ, vui lòng thử lại.';

/** The server's refusal as it worded it; anything else (no answer, a broken one) as a connection failure. */
function saveFailure(error: unknown): Error {
  return error instanceof TRPCClientError && error.data ? new Error(error.message) : new Error(NO_CONNECTION);
}

interface PredictionControlsProps {
  readonly matchId: number;
  readonly phase: MatchPhase;
  readonly saved: Score | null;
  readonly homeTeam: string;
  readonly awayTeam: string;
}

/** The member's prediction form for one match, driven by the prediction machine. */
export function PredictionControls({ matchId, phase, saved, homeTeam, awayTeam }: PredictionControlsProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation(trpc.minigame.predict.mutationOptions());
  const machine = useMemo(
    () =>
      predictionMachine.provide({
        actors: {
          savePrediction: fromPromise<SaveResult, { matchId: number; score: Score }>(async ({ input }) => {
            try {
              const result = await mutateAsync({ matchId: input.matchId, home: input.score.home, away: input.score.away });
              return { created: result.created, saved: input.score };
            } catch (error) {
              const failure = saveFailure(error);
              // Refused because the match kicked off: the board reloads, so the card shows it locked.
              if (failure.message === MINIGAME_MESSAGES.late) void queryClient.invalidateQueries(trpc.minigame.pathFilter());
              throw failure;
            }
          }),
        },
        actions: {
          announceSaved: (_, params: { created: boolean }) => {
            toastStore.show(params.created ? 'Đã lưu dự đoán của bạn.' : 'Đã cập nhật dự đoán của bạn.', 'success');
            void queryClient.invalidateQueries(trpc.minigame.pathFilter());
          },
        },
      }),
    [mutateAsync, queryClient, trpc],
  );
  const [snapshot, send] = useMachine(machine, { input: { matchId, phase, saved } });

  // The board refetches: a match that kicked off or got its result moves the card on.
  useEffect(() => {
    if (phase === 'awaiting_result') send({ type: 'match.kickedOff' });
    if (phase === 'finished') {
      send({ type: 'match.kickedOff' });
      send({ type: 'match.scored' });
    }
  }, [phase, send]);

  if (!snapshot.matches('open')) {
    return snapshot.context.error ? (
      <p role="alert" className={fieldStyles.error}>
        {snapshot.context.error}
      </p>
    ) : null;
  }
  return (
    <ScoreForm
      idPrefix={`predict-${matchId}`}
      testId="prediction-form"
      homeTeam={homeTeam}
      awayTeam={awayTeam}
      initial={saved}
      submitLabel={snapshot.context.saved ? 'Cập nhật dự đoán' : 'Gửi dự đoán'}
      pending={snapshot.matches({ open: 'saving' })}
      error={snapshot.context.error}
      onSubmit={(goals) => send({ type: 'prediction.submit', home: goals.home, away: goals.away })}
    />
  );
}

const fieldStyles = field();
