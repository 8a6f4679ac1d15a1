/**
 * Records a path's storyboard while the browser plays it (src/machines/chart/storyboard.ts): a
 * screenshot after each step's assertion, then the JSON — passed, or failed at the step that threw
 * with the error and the trace Playwright keeps for a failed test.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { GeneratedPath } from '~/machines/chart/paths';
import { pathNumber, shotName, STORYBOARD_DIR, type Storyboard } from '~/machines/chart/storyboard';

export interface StoryboardRecorder {
  /** After step `index` is played and asserted. */
  readonly shot: (index: number, page: Page) => Promise<void>;
  /** Writes the JSON: `error` null when the path passed. */
  readonly finish: (error: unknown, page: Page) => Promise<Storyboard>;
}

export function storyboardRecorder(path_: GeneratedPath, trace: string, root = process.cwd()): StoryboardRecorder {
  const dir = path.join(root, STORYBOARD_DIR, path_.machineId);
  const shots = new Map<number, string>();
  let reached = -1;
  const take = async (index: number, page: Page) => {
    await mkdir(dir, { recursive: true });
    const file = shotName(path_.id, index);
    await page.screenshot({ path: path.join(dir, file), type: 'jpeg', quality: 60 });
    shots.set(index, file);
  };
  return {
    shot: async (index, page) => {
      await take(index, page);
      reached = index;
    },
    finish: async (error, page) => {
      const failedAt = error === null ? null : Math.min(reached + 1, path_.steps.length - 1);
      // What the page showed when the step failed (best effort: the page may be gone).
      if (failedAt !== null) await take(failedAt, page).catch(() => undefined);
      const board: Storyboard = {
        pathId: path_.id,
        machineId: path_.machineId,
        status: error === null ? 'passed' : 'failed',
        failedAt,
        error: error === null ? null : error instanceof Error ? error.message.split('\n')[0] ?? error.message : String(error),
        trace: error === null ? null : path.relative(process.cwd(), trace),
        steps: path_.steps.map((step, index) => ({ label: step.label, shot: shots.get(index) ?? null })),
        recordedAt: new Date().toISOString(),
      };
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${pathNumber(path_.id)}.json`), `${JSON.stringify(board, null, 2)}\n`);
      return board;
    },
  };
}
