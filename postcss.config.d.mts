/** The shape of postcss.config.mjs for tests/lib/prune-unused-tokens.test.ts. */
import type { PluginCreator } from 'postcss';

declare const config: { readonly plugins: readonly [readonly [string, Record<string, never>], PluginCreator<void>] };
export default config;
