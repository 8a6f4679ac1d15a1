/**
 * Vitest: unit, integration and model-based tests (Playwright e2e specs live in tests/e2e and
 * run through playwright.config.ts instead).
 * @see https://vitest.dev/config/
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./src', import.meta.url)),
      // Next resolves this marker itself; router tests import server modules on purpose.
      'server-only': fileURLToPath(new URL('./tests/helpers/server-only.ts', import.meta.url)),
    },
  },
  test: {
    include: ['tests/**/*.test.ts', 'src/**/*.test.ts', 'model-tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PGlite instances are heavy; two workers match the two cores.
    maxWorkers: 2,
  },
});
