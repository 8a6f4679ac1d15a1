/**
 * End-to-end model paths: for every registered machine with a UI driver, each generated path
 * (one shortest path per transition) is played in the browser against the running app and
 * backend — the driver performs each event as a user would, and after every step each active
 * state is asserted from the registry's UI probe (or the driver's own check). Each path leaves its
 * storyboard (a screenshot per step, or the failed step and the trace) in model-tests/report/.
 * One path again: `npm run test:model -- --path posting-stepper#12`.
 */
import { test } from '@playwright/test';
import { machineRegistry } from '~/machines';
import { generatePaths } from '~/machines/chart/paths';
import { AWAITING_UI_DRIVER } from '../entries';
import { pathGaps } from './driver';
import { machineDrivers } from './drivers';
import { storyboardRecorder } from './storyboard';

for (const entry of machineRegistry) {
  const player = machineDrivers[entry.id];
  test.describe(`${entry.id} (model paths)`, () => {
    const awaiting = AWAITING_UI_DRIVER[entry.id];
    // Listed, never silent: the report shows these paths as skipped with the reason.
    if (awaiting && !player) {
      for (const path of generatePaths(entry)) test.skip(`${path.id}: ${path.text} (${awaiting})`, () => {});
      return;
    }
    for (const path of generatePaths(entry)) {
      test(`${path.id}: ${path.text}`, async ({ page, context }, testInfo) => {
        const gaps = pathGaps(entry, player, path);
        if (!player || gaps.length) throw new Error(`${path.id} cannot run in the browser: ${gaps.join('; ')}`);
        const board = storyboardRecorder(path, testInfo.outputPath('trace.zip'));
        try {
          await player.play({ page, context }, entry, path, (title, body) => test.step(title, body), (index) => board.shot(index, page));
        } catch (error) {
          await board.finish(error, page);
          throw error;
        }
        await board.finish(null, page);
      });
    }
  });
}
