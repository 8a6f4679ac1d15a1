/**
 * Writes src/app/_fonts/*.woff2: Be Vietnam Pro (SIL OFL 1.1, the woff2 files of
 * @fontsource/be-vietnam-pro) cut to what a Vietnamese page draws (issue #33). Per weight, two
 * files: the Latin letters, digits and punctuation, and the Vietnamese letters. Kept: kerning only
 * (no hinting, no other OpenType features — the pages use none), which takes a weight from 33 KB
 * (fontsource's latin + vietnamese files) to ~11 KB. Characters outside these sets (a seller's
 * "š") fall back to the metric-matched system font of src/app/fonts.css.
 *
 *   npx tsx scripts/subset-fonts.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { FONT_WEIGHTS, LATIN_TEXT, VIETNAMESE_TEXT } from '../src/app/_fonts/subsets';

const SOURCE = 'node_modules/@fontsource/be-vietnam-pro/files';
const OUT = 'src/app/_fonts';

for (const weight of FONT_WEIGHTS) {
  for (const [range, text] of [['latin', LATIN_TEXT], ['vietnamese', VIETNAMESE_TEXT]] as const) {
    const source = readFileSync(`${SOURCE}/be-vietnam-pro-${range}-${weight}-normal.woff2`);
    const cut = await subsetFont(source, text, { targetFormat: 'woff2', keepFeatures: ['kern'], noHinting: true });
    writeFileSync(`${OUT}/be-vietnam-pro-${range}-${weight}.woff2`, cut);
    process.stdout.write(`${range} ${weight}: ${source.length} → ${cut.length} bytes\n`);
  }
}
