/**
 * Storyboards of the generated paths (issue #36): the model-paths run (model-tests/e2e) records a
 * screenshot after every step of every path it plays and writes, per path, the steps in words with
 * their screenshots, whether the path passed, and where it failed with Playwright's trace. The
 * studio and the coverage report read them from model-tests/report/storyboard/ (git-ignored):
 * `<machine id>/<path number>.json` beside `<path number>-<step>.jpg`. Node only (fs).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export const STORYBOARD_DIR = path.join('model-tests', 'report', 'storyboard');

export interface StoryboardStep {
  /** The step in words, as the path lists it ('Bấm "Đăng nhập"'). */
  readonly label: string;
  /** Screenshot file name after the step, null when the path failed before it. */
  readonly shot: string | null;
}

export interface Storyboard {
  readonly pathId: string;
  readonly machineId: string;
  readonly status: 'passed' | 'failed';
  /** Index of the step that failed (0 is the start), null when the path passed. */
  readonly failedAt: number | null;
  readonly error: string | null;
  /** Playwright's trace of a failed run, relative to the project root (`npx playwright show-trace …`). */
  readonly trace: string | null;
  readonly steps: readonly StoryboardStep[];
  /** When the run wrote it (ISO). */
  readonly recordedAt: string;
}

/** File names the studio serves: `<path number>-<step>.jpg`, nothing else. */
export const SHOT_FILE = /^\d{1,4}-\d{1,3}\.jpg$/;

export const pathNumber = (pathId: string) => pathId.slice(pathId.lastIndexOf('#') + 1);
export const shotName = (pathId: string, step: number) => `${pathNumber(pathId)}-${step}.jpg`;

/** A machine's storyboards by path id; empty when the model paths have not been run here. */
export async function readStoryboards(machineId: string, root = process.cwd()): Promise<Record<string, Storyboard>> {
  const dir = path.join(root, STORYBOARD_DIR, machineId);
  let files: string[];
  try {
    files = await readdir(dir);
  } catch {
    return {};
  }
  const boards = await Promise.all(
    files
      .filter((file) => /^\d+\.json$/.test(file))
      .map(async (file) => {
        try {
          return JSON.parse(await readFile(path.join(dir, file), 'utf8')) as Storyboard;
        } catch {
          return null;
        }
      }),
  );
  return Object.fromEntries(boards.filter((board): board is Storyboard => board !== null && board.machineId === machineId).map((board) => [board.pathId, board]));
}
