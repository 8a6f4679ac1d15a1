/**
 * `npm run test:model`, for QA: only the model-based tests — the unit paths, coverage and docs
 * drift checks (vitest, model-tests/unit), then the end-to-end model paths in the browser
 * (Playwright project "model-paths", against a production build), each leaving its storyboard, and
 * the storyboard check (project "storyboards"). Reports: model-tests/report/index.html (coverage)
 * and storyboards.html (a screenshot per step). Stops at the first failing step.
 *
 * `npm run test:model -- --path posting-stepper#12` plays that one generated path again in the
 * browser (no unit run, no storyboard check) and rewrites its storyboard.
 */
import path from 'node:path';
import { writeStoryboardReport } from '../model-tests/report';
import { ensureChromium } from './ensure-chromium';
import { BIN, needsBuild, run } from './processes';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function requestedPath(): string | null {
  const index = process.argv.indexOf('--path');
  if (index === -1) return null;
  const id = process.argv[index + 1];
  if (!id || !/^[a-z-]+#\d+$/.test(id)) throw new Error('--path needs a path id such as posting-stepper#12');
  return id;
}

async function main() {
  const only = requestedPath();
  if (!only) {
    console.log('\n▶ model-based unit paths, coverage, statechart docs');
    await run(path.join(BIN, 'vitest'), ['run', 'model-tests']);
  }
  console.log(only ? `\n▶ model path ${only} in the browser` : '\n▶ model-based end-to-end paths and their storyboards');
  const chromium = await ensureChromium();
  if (process.env.CI || needsBuild()) await run(path.join(BIN, 'next'), ['build']);
  const args = only ? ['test', '--project', 'model-paths', '-g', ` ${escapeRegExp(only)}: `] : ['test', '--project', 'storyboards'];
  try {
    await run(path.join(BIN, 'playwright'), args, { env: { ...process.env, PLAYWRIGHT_CHROMIUM_EXECUTABLE: chromium } });
  } finally {
    await writeStoryboardReport();
  }
  console.log('\n✔ model tests passed; reports: model-tests/report/index.html, model-tests/report/storyboards.html');
}

main().catch((error: unknown) => {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
