/**
 * `npm run test:model`, for QA: only the model-based tests — the unit paths, coverage and docs
 * drift checks (vitest, model-tests/unit), then the end-to-end model paths in the browser
 * (Playwright project "model-paths", against a production build). The coverage report is written
 * to model-tests/report/index.html. Stops at the first failing step.
 */
import path from 'node:path';
import { ensureChromium } from './ensure-chromium';
import { BIN, needsBuild, run } from './processes';

async function main() {
  console.log('\n▶ model-based unit paths, coverage, statechart docs');
  await run(path.join(BIN, 'vitest'), ['run', 'model-tests']);
  console.log('\n▶ model-based end-to-end paths');
  const chromium = await ensureChromium();
  if (process.env.CI || needsBuild()) await run(path.join(BIN, 'next'), ['build']);
  await run(path.join(BIN, 'playwright'), ['test', '--project', 'model-paths'], { env: { ...process.env, PLAYWRIGHT_CHROMIUM_EXECUTABLE: chromium } });
  console.log('\n✔ model tests passed; report: model-tests/report/index.html');
}

main().catch((error: unknown) => {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
