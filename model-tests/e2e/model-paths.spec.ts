/**
 * End-to-end model paths: for every registered machine with a UI driver, each generated path
 * (one shortest path per transition) is played in the browser against the running app and
 * backend — the driver performs each event as a user would, and after every step each active
 * state is asserted from the registry's UI probe (or the driver's own check).
 */
import { test } from '@playwright/test';
import { machineRegistry } from '~/machines';
import { generatePaths } from '~/machines/chart/paths';
import { assertStep, pathGaps } from './driver';
import { machineDrivers } from './drivers';

for (const entry of machineRegistry) {
  const driver = machineDrivers[entry.id];
  test.describe(`${entry.id} (model paths)`, () => {
    for (const path of generatePaths(entry)) {
      test(`${path.id}: ${path.text}`, async ({ page, context }) => {
        const gaps = pathGaps(entry, driver, path);
        if (!driver || gaps.length) throw new Error(`${path.id} cannot run in the browser: ${gaps.join('; ')}`);
        const world = await driver.start({ page, context }, path);
        try {
          for (const [index, step] of path.steps.entries()) {
            const info = { path, index, step, previous: path.steps[index - 1] ?? null };
            if (index > 0) {
              const execute = driver.events[step.event.type];
              if (!execute) throw new Error(`no executor for ${step.event.type}`);
              await test.step(`${index}. ${step.label}`, () => execute(world, step.event, info));
            }
            await test.step(`   → ${JSON.stringify(step.value)}`, () => assertStep(entry, driver, world, info));
          }
        } finally {
          await driver.finish?.(world);
        }
      });
    }
  });
}
