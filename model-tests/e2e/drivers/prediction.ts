/**
 * UI driver of the prediction machine (src/machines/predictionMachine.ts) for the model paths: the
 * demo member's card of one match on /minigame/du-doan-ty-so. Each path gets a match of its own in
 * the phase of its start input (upcoming, with or without the member's saved prediction, kicked off,
 * finished), made by the e2e-only hook `POST /__test/minigame/matches`; every probe is looked for in
 * that match's card.
 *
 * The save is the held `minigame.predict` call. Time passing has no screen: "kick-off" is the hook
 * `POST /__test/minigame/kick-off` (the match's kick-off moves into the past on the server) followed
 * by a minute of the page's clock, after which the board reloads as it does every minute; a save
 * refused as late is the held save let through after that hook. The result is entered by the
 * moderator in the card's result form (a second browser context), which the member's page shows
 * after its next reload a minute later.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { MINIGAME_MESSAGES } from '~/lib/minigame';
import type { RegistryEvent } from '~/machines';
import type { PredictionContext, PredictionInput } from '~/machines/predictionMachine';
import type { DriverWorld, MachineDriver, StepInfo } from '../driver';
import { HeldCall, letThrough, networkFailure } from '../held-call';
import { backendHook, DEMO, hydrated, MODERATOR, signIn } from './session';

const PAGE = '/minigame/du-doan-ty-so';
/** The board reloads every minute (src/components/minigame/minigame-board.tsx). */
const BOARD_REFRESH_MS = 60_000;

interface PredictionWorld extends DriverWorld {
  readonly matchId: number;
  readonly card: Locator;
  readonly save: HeldCall;
}

const inputOf = (info: { readonly path: { readonly start: { readonly input: unknown } } }) => info.path.start.input as PredictionInput;
const contextOf = (info: StepInfo) => info.step.context as PredictionContext;
const goals = (value: unknown) => (typeof value === 'number' ? String(value) : '');

/** What the member's card says after a step: the refusal the model expects, if any. */
async function expectRefusal(world: PredictionWorld, info: StepInfo) {
  const error = contextOf(info).error;
  if (error) await expect(world.card.getByRole('alert')).toHaveText(error);
  else await expect(world.card.getByRole('alert')).toHaveCount(0);
}

/** The board's next reload: a minute passes on the page's clock. */
async function nextBoardReload(page: Page) {
  await page.clock.fastForward(BOARD_REFRESH_MS);
}

const usesClock = (events: readonly RegistryEvent[]) => events.some((event) => event.type === 'match.kickedOff' || event.type === 'match.scored');

/** The moderator enters the match's result in its card, in a browser of their own. */
async function enterResult(world: PredictionWorld) {
  const browser = world.context.browser();
  if (!browser) throw new Error('prediction driver: no browser for the moderator');
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(context, page, MODERATOR, '/user/post-manage');
    await page.goto(PAGE);
    await hydrated(page);
    const form = page.getByTestId(`match-${world.matchId}`).getByRole('group', { name: /^Nhập kết quả/ });
    const inputs = form.getByLabel(/^Số bàn/);
    await inputs.nth(0).fill('1');
    await inputs.nth(1).fill('0');
    await form.getByRole('button', { name: 'Lưu kết quả' }).click();
    await expect(page.getByTestId(`match-${world.matchId}`)).toHaveAttribute('data-status', 'finished');
  } finally {
    await context.close();
  }
}

/** A locked or finished card shows no prediction form. */
const noForm = async (world: PredictionWorld) => expect(world.card.getByTestId('prediction-form')).toHaveCount(0);

export const predictionDriver: MachineDriver<PredictionWorld> = {
  machineId: 'prediction',

  async start({ page, context }, path) {
    const input = inputOf({ path });
    const { id } = await backendHook<{ id: number }>(context, '/__test/minigame/matches', { phase: input.phase, ...(input.saved ? { prediction: input.saved } : {}) });
    await signIn(context, page, DEMO, '/user/post-manage');
    if (usesClock(path.steps.map((step) => step.event))) await page.clock.install();
    const save = await HeldCall.install(page, 'minigame.predict');
    await page.goto(PAGE);
    await hydrated(page);
    await expect(page.getByTestId('auth-account')).toBeVisible();
    const card = page.getByTestId(`match-${id}`);
    await expect(card).toBeVisible();
    return { page, context, matchId: id, card, save };
  },

  probeScope: async (world) => world.card,

  events: {
    'prediction.submit': async (world, event, info) => {
      const inputs = world.card.getByLabel(/^Số bàn/);
      await inputs.nth(0).fill(goals(event.home));
      await inputs.nth(1).fill(goals(event.away));
      await world.card.getByTestId('prediction-form').getByRole('button').click();
      await expectRefusal(world, info);
    },
    'xstate.done.actor.savePrediction': async (world, event, info) => {
      await world.save.settle(letThrough);
      const saved = contextOf(info).saved;
      const created = typeof event.output === 'object' && event.output !== null && 'created' in event.output && event.output.created === true;
      await expect(world.page.getByText(created ? 'Đã lưu dự đoán của bạn.' : 'Đã cập nhật dự đoán của bạn.')).toBeVisible();
      if (saved) await expect(world.card.getByTestId('my-prediction')).toContainText(`${saved.home} – ${saved.away}`);
      await expectRefusal(world, info);
    },
    'xstate.error.actor.savePrediction': async (world, event, info) => {
      const message = event.error instanceof Error ? event.error.message : '';
      if (message === MINIGAME_MESSAGES.late) {
        // The match kicks off while the save is on its way: the server refuses it as late.
        await backendHook(world.context, '/__test/minigame/kick-off', { match_id: world.matchId });
        await world.save.settle(letThrough);
      } else {
        await world.save.settle(networkFailure);
      }
      await expectRefusal(world, info);
    },
    'match.kickedOff': async (world) => {
      await backendHook(world.context, '/__test/minigame/kick-off', { match_id: world.matchId });
      await nextBoardReload(world.page);
      await expect(world.card).toHaveAttribute('data-status', 'awaiting_result');
    },
    'match.scored': async (world) => {
      await enterResult(world);
      await nextBoardReload(world.page);
      await expect(world.card).toHaveAttribute('data-status', 'finished');
    },
  },

  states: {
    locked: async (world) => {
      await expect(world.card.getByText('Đã khoá dự đoán · chờ kết quả', { exact: true })).toBeVisible();
      await noForm(world);
    },
    finished: async (world) => {
      await expect(world.card.getByText('Đã có kết quả', { exact: true })).toBeVisible();
      await noForm(world);
    },
  },
};
