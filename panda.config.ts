/**
 * PandaCSS: design tokens, semantic tokens and recipes. Design decisions live here and in
 * src/theme/recipes, not in components. `panda codegen` runs in `prepare` and writes styled-system/.
 * @see https://panda-css.com/docs/references/config
 */
import { defineConfig } from '@pandacss/dev';
import { recipes, slotRecipes } from './src/theme/recipes';
import { semanticTokens, tokens } from './src/theme/tokens';

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/backend/**', './src/server/**', './src/machines/**'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  strictTokens: false,
  // The listing card's layout is chosen at run time (grid, list view, the 404 page's compact grid),
  // which the extractor cannot see: generate exactly those three variants.
  staticCss: { recipes: { listingCard: [{ layout: ['grid', 'list', 'compact'] }] } },
  theme: {
    breakpoints: { sm: '576px', md: '768px', lg: '992px', xl: '1200px' },
    extend: { tokens, semanticTokens, recipes, slotRecipes },
  },
  globalCss: {
    html: { scrollBehavior: 'smooth' },
    body: {
      bg: 'bg.canvas',
      color: 'fg.default',
      fontFamily: 'body',
      fontSize: 'md',
      lineHeight: '1.5',
      WebkitFontSmoothing: 'antialiased',
      // Phones: a listing's contact bar is fixed at the bottom; the page ends above it, so the
      // footer and its last links are never under the bar (issue #35 §4: it covered the last 49 px).
      '&:has([data-contact-bar])': { pb: { base: '20', md: '0' } },
    },
    a: { color: 'inherit', textDecoration: 'none' },
    'img, video': { maxWidth: '100%', display: 'block' },
    // The brand's red on every native checkbox, radio and progress bar: left to the browser they were
    // its blue beside red buttons (buy-point's packs, the Mua an toàn toggle in post management).
    'input[type="checkbox"], input[type="radio"], progress': { accentColor: 'bg.accent' },
  },
});
