/**
 * `npm test`: lint, typecheck, unit + integration + model-based tests (vitest), then the Playwright
 * end-to-end tests against a fresh production build. Stops at the first failing step.
 * Set TEST_DATABASE_URL to also run the database tests on a real PostgreSQL (.ci/run does).
 */
import path from 'node:path';
import { ensureChromium } from './ensure-chromium';
import { BIN, needsBuild, run } from './processes';

const steps: Array<[string, () => Promise<void>]> = [
  ['lint', () => run(path.join(BIN, 'eslint'), ['--max-warnings', '0', '.'])],
  ['typecheck', () => run(path.join(BIN, 'tsc'), ['--noEmit'])],
  ['unit, integration and model-based tests', () => run(path.join(BIN, 'vitest'), ['run'])],
  [
    'end-to-end tests',
    async () => {
      const chromium = await ensureChromium();
      if (process.env.CI || needsBuild()) await run(path.join(BIN, 'next'), ['build']);
      await run(path.join(BIN, 'playwright'), ['test'], { env: { ...process.env, PLAYWRIGHT_CHROMIUM_EXECUTABLE: chromium } });
    },
  ],
];

async function main() {
  for (const [name, step] of steps) {
    const started = Date.now();
    console.log(`\n▶ ${name}`);
    await step();
    console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
}

main().catch((error: unknown) => {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
