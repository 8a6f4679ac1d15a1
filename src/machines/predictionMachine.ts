/**
 * One match card of the score-prediction game, from the member's side: open for predictions
 * (none yet, or one saved and still editable), saving, locked at kick-off (a late save is refused
 * by the server and locks the card), and finished once the result is in. Pure: saving is the
 * `savePrediction` actor and the toast is `announceSaved`, both supplied by the UI.
 */
import { assign, fromPromise, setup } from 'xstate';
import { isValidGoals, MINIGAME_MESSAGES, type Score } from '~/lib/minigame';

export type MatchPhase = 'upcoming' | 'awaiting_result' | 'finished';

export interface PredictionInput {
  readonly matchId: number;
  readonly phase: MatchPhase;
  readonly saved: Score | null;
}

export interface PredictionContext {
  readonly matchId: number;
  readonly phase: MatchPhase;
  readonly saved: Score | null;
  /** What the member last sent, while it is being saved. */
  readonly pending: Score | null;
  readonly error: string | null;
}

export type PredictionEvent =
  /** Goals as typed: null when the box does not hold a whole number. */
  | { type: 'prediction.submit'; home: number | null; away: number | null }
  | { type: 'match.kickedOff' }
  | { type: 'match.scored' };

export interface SaveResult {
  readonly created: boolean;
  readonly saved: Score;
}

const errorMessage = (error: unknown): string => (error instanceof Error && error.message !== '' ? error.message : 'Không lưu được dự đoán, vui lòng thử lại.');

export const predictionMachine = setup({
  types: {
    context: {} as PredictionContext,
    events: {} as PredictionEvent,
    input: {} as PredictionInput,
  },
  actors: {
    savePrediction: fromPromise<SaveResult, { matchId: number; score: Score }>(async ({ input }) => ({ created: true, saved: input.score })),
  },
  actions: {
    refuse: assign({ error: (_, params: { message: string }) => params.message }),
    rememberPending: assign({ pending: (_, params: { score: Score }) => params.score, error: null }),
    storeSaved: assign({ saved: (_, params: { saved: Score }) => params.saved, pending: null, error: null }),
    storeFailure: assign({ error: (_, params: { error: unknown }) => errorMessage(params.error), pending: null }),
    /** A toast saying the prediction was saved or changed. */
    announceSaved: (_, _params: { created: boolean }) => {},
  },
  guards: {
    isUpcoming: ({ context }) => context.phase === 'upcoming',
    isFinished: ({ context }) => context.phase === 'finished',
    scoreInvalid: (_, params: { home: number | null; away: number | null }) => !isValidGoals(params.home) || !isValidGoals(params.away),
    sameAsSaved: ({ context }, params: { home: number | null; away: number | null }) => context.saved !== null && context.saved.home === params.home && context.saved.away === params.away,
    refusedAsLate: (_, params: { error: unknown }) => params.error instanceof Error && params.error.message === MINIGAME_MESSAGES.late,
  },
}).createMachine({
  id: 'prediction',
  context: ({ input }) => ({ matchId: input.matchId, phase: input.phase, saved: input.saved, pending: null, error: null }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'isUpcoming', target: 'open' }, { guard: 'isFinished', target: 'finished' }, { target: 'locked' }],
    },
    open: {
      initial: 'editing',
      on: { 'match.kickedOff': { target: 'locked' } },
      states: {
        editing: {
          on: {
            'prediction.submit': [
              { guard: { type: 'scoreInvalid', params: ({ event }) => event }, actions: { type: 'refuse', params: { message: MINIGAME_MESSAGES.scoreRange } } },
              { guard: { type: 'sameAsSaved', params: ({ event }) => event }, actions: { type: 'refuse', params: { message: MINIGAME_MESSAGES.duplicate } } },
              {
                target: 'saving',
                actions: { type: 'rememberPending', params: ({ event }) => ({ score: { home: event.home ?? 0, away: event.away ?? 0 } }) },
              },
            ],
          },
        },
        saving: {
          invoke: {
            id: 'savePrediction',
            src: 'savePrediction',
            input: ({ context }) => ({ matchId: context.matchId, score: context.pending ?? { home: 0, away: 0 } }),
            onDone: {
              target: 'editing',
              actions: [
                { type: 'storeSaved', params: ({ event }) => ({ saved: event.output.saved }) },
                { type: 'announceSaved', params: ({ event }) => ({ created: event.output.created }) },
              ],
            },
            onError: [
              {
                guard: { type: 'refusedAsLate', params: ({ event }) => ({ error: event.error }) },
                target: '#prediction.locked',
                actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
              },
              { target: 'editing', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
      },
    },
    locked: {
      on: { 'match.scored': { target: 'finished' } },
    },
    finished: { type: 'final' },
  },
});
