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
import { pathGaps } from './driver';
import { machineDrivers } from './drivers';
import { storyboardRecorder } from './storyboard';

for (const entry of machineRegistry) {
  const player = machineDrivers[entry.id];
  test.describe(`${entry.id} (model paths)`, () => {
    for (const path of generatePaths(entry)) {
      test(`${path.id}: ${path.text}`, async ({ page, context }, testInfo) => {
        const gaps = pathGaps(entry, player, path);
        if (!player || gaps.length) throw new Error(`${path.id} cannot run in the browser: ${gaps.join('; ')}`);
        const board = storyboardRecorder(path, testInfo.outputPath('trace.zip'));
        // The window of the last step checked: a failed step is shot where the path was looking.
        let shown = page;
        try {
          await player.play({ page, context }, entry, path, (title, body) => test.step(title, body), (index, stepShown) => {
            shown = stepShown;
            return board.shot(index, stepShown);
          });
        } catch (error) {
          await board.finish(error, shown);
          throw error;
        }
        await board.finish(null, shown);
      });
    }
  });
}
