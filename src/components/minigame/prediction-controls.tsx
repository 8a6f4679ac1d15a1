'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { css } from 'styled-system/css';
import { fromPromise } from 'xstate';
import type { Score } from '~/lib/minigame';
import { predictionMachine, type MatchPhase, type SaveResult } from '~/machines/predictionMachine';
import { useTRPC } from '~/trpc/react';
import { toastStore } from '../ui/toast-store';
import { ScoreForm } from './score-form';

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
            const result = await mutateAsync({ matchId: input.matchId, home: input.score.home, away: input.score.away });
            return { created: result.created, saved: input.score };
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
      <p role="alert" className={errorText}>
        {snapshot.context.error}
      </p>
    ) : null;
  }
  return (
    <ScoreForm
      idPrefix={`predict-${matchId}`}
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

const errorText = css({ color: 'fg.accent', fontSize: 'sm' });
