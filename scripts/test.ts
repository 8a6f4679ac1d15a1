/**
 * `npm test`: lint, typecheck, unit + integration + model-based tests (vitest), then the Playwright
 * end-to-end tests against a fresh production build. Stops at the first failing step.
 * Set TEST_DATABASE_URL to also run the database tests on a real PostgreSQL (.ci/run does).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium';
import { ensureNginx } from './nginx';
import { BIN, needsBuild, ROOT, run } from './processes';

/** Runs a command with its output held back, so two commands side by side do not interleave. */
function runQuietly(command: string, args: readonly string[]): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
    child.on('exit', (code) => resolve({ ok: code === 0, output }));
  });
}

/**
 * Lint and typecheck each keep one core busy: on the two cores here they run side by side (half a
 * minute less than one after the other). Each one's output is printed whole.
 */
async function lintAndTypecheck() {
  const [lint, typecheck] = await Promise.all([runQuietly(path.join(BIN, 'eslint'), ['--max-warnings', '0', '.']), runQuietly(path.join(BIN, 'tsc'), ['--noEmit'])]);
  for (const [name, result] of [['lint', lint], ['typecheck', typecheck]] as const) {
    if (result.output) console.log(`── ${name} ──\n${result.output}`);
  }
  const failed = [lint.ok ? null : 'lint', typecheck.ok ? null : 'typecheck'].filter((name) => name !== null);
  if (failed.length > 0) throw new Error(`${failed.join(' and ')} failed`);
}

const steps: Array<[string, () => Promise<void>]> = [
  ['lint and typecheck', lintAndTypecheck],
  [
    'unit, integration and model-based tests',
    async () => {
      // nginx fronts every production run (scripts/nginx.ts); its tests skip without it, so install it first when we can.
      await ensureNginx().catch((error: unknown) => console.warn(String(error)));
      await run(path.join(BIN, 'vitest'), ['run']);
    },
  ],
  [
    'end-to-end tests',
    async () => {
      const chromium = await ensureChromium();
      await ensureNginx();
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
