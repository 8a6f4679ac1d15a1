// Lint rules for the whole repository (part of `npm test`).
// @see https://typescript-eslint.io/getting-started
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['.next/**', '.next-*/**', 'styled-system/**', 'node_modules/**', 'drizzle/**', '.data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', '**/next-env.d.ts', 'bench/floor/.next/**', 'docs/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/env.ts (app) or src/backend/env.ts (backend).' },
      ],
    },
  },
  {
    // Components and machines run in the browser: the contract's schemas (Effect, ~330 KB) stay on
    // the server. Types are free; values come from the plain *-vocabulary modules.
    files: ['src/components/**/*.{ts,tsx}', 'src/machines/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'effect', allowTypeImports: true, message: 'Effect stays on the server; the browser gets plain values.' },
            // The index re-exports every recipe, and each one runs at import: through it, a page loaded all nine.
            { name: 'styled-system/recipes', message: "Import the recipe from its own file: 'styled-system/recipes/button'." },
            { name: 'next/dynamic', message: 'Use onDemand (~/components/ui/on-demand): next/dynamic adds its loader to every page.' },
          ],
          patterns: [
            {
              group: ['~/lib/contract/*', '!~/lib/contract/*-vocabulary'],
              allowTypeImports: true,
              message: 'A contract module loads Effect into the browser: import its values from the matching *-vocabulary module.',
            },
          ],
        },
      ],
    },
  },
  {
    // The env modules and the tooling that starts processes are where process.env is read.
    files: ['src/env.ts', 'src/backend/env.ts', 'src/serving/env.ts', 'scripts/**', 'playwright.config.ts', 'tests/**', 'model-tests/e2e/**', 'bench/**', 'src/trpc/client.ts', 'src/backend/db/seed/cli.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
);
