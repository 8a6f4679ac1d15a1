/**
 * postcss.config.mjs's step after Panda (issue #33): token variables no rule reads leave the
 * stylesheet that every page carries inline; those read directly or through another kept variable stay.
 */
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import config from '../../postcss.config.mjs';

const prune = config.plugins[1];

describe('prune-unused-tokens', () => {
  it('drops the unread token variables and keeps what a rule reads, through other variables too', async () => {
    const css = [
      '@layer tokens{:root{--colors-red-50:#fff;--colors-brand:#c00;--colors-fg:var(--colors-brand);--spacing-4:1rem;--unused-chain:var(--spacing-4)}',
      '.dark{--colors-gray-900:#111}}',
      '@layer utilities{.c_fg{color:var(--colors-fg)}.p_4{padding:var( --spacing-4 )}.own{--local:1px}}',
    ].join('');
    const { css: out } = await postcss([prune()]).process(css, { from: undefined });
    expect(out).toContain('--colors-brand:#c00');
    expect(out).toContain('--colors-fg:var(--colors-brand)');
    expect(out).toContain('--spacing-4:1rem');
    expect(out).not.toContain('--colors-red-50');
    expect(out).not.toContain('--unused-chain');
    expect(out).not.toContain('.dark');
    // Outside the tokens layer nothing is touched.
    expect(out).toContain('.own{--local:1px}');
  });
});
