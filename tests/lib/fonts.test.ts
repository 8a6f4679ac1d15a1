/**
 * The web fonts a page downloads (issue #33): src/app/fonts.css declares, for each weight, the
 * files scripts/subset-fonts.ts cut, with the unicode ranges of the characters they were cut to —
 * a range wider than its file would send the browser to it for glyphs it lacks, a narrower one would
 * draw those characters in the fallback.
 */
import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FONT_WEIGHTS, LATIN_TEXT, VIETNAMESE_TEXT } from '~/app/_fonts/subsets';
import { unicodeRange } from '~/app/_fonts/unicode-range';

const css = readFileSync('src/app/fonts.css', 'utf8');
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1] ?? '');
const descriptor = (face: string, name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(face)?.[1]?.trim();
const webFaces = faces.filter((face) => descriptor(face, 'font-family') === "'Be Vietnam Pro'");

describe('fonts.css', () => {
  it('declares a Latin and a Vietnamese file per weight, with the ranges they were cut to', () => {
    expect(webFaces).toHaveLength(FONT_WEIGHTS.length * 2);
    for (const weight of FONT_WEIGHTS) {
      for (const [range, text] of [['latin', LATIN_TEXT], ['vietnamese', VIETNAMESE_TEXT]] as const) {
        const face = webFaces.find((candidate) => descriptor(candidate, 'src')?.includes(`be-vietnam-pro-${range}-${weight}.woff2`));
        expect(face, `${range} ${weight}`).toBeDefined();
        expect(descriptor(face ?? '', 'font-weight')).toBe(String(weight));
        expect(descriptor(face ?? '', 'unicode-range')).toBe(unicodeRange(text));
        expect(descriptor(face ?? '', 'font-display')).toBe('optional');
      }
    }
  });

  it('keeps the files of a page that uses every weight under 48 KB', () => {
    const files = webFaces.map((face) => /url\('\.\/([^']+)'\)/.exec(face)?.[1] ?? '');
    const bytes = files.reduce((sum, file) => sum + statSync(`src/app/${file}`).size, 0);
    expect(bytes).toBeLessThanOrEqual(48 * 1024);
  });

  it('draws the fallback with Be Vietnam Pro’s metrics so nothing moves when the font arrives', () => {
    const fallbacks = faces.filter((face) => descriptor(face, 'font-family') === "'Be Vietnam Pro Fallback'");
    expect(fallbacks).toHaveLength(2);
    for (const face of fallbacks) for (const name of ['size-adjust', 'ascent-override', 'descent-override']) expect(descriptor(face, name), name).toMatch(/^\d+\.\d+%$/);
  });
});

describe('unicodeRange', () => {
  it('writes runs as spans and single characters alone', () => {
    expect(unicodeRange('cabz₫')).toBe('U+0061-0063,U+007A,U+20AB');
  });
});
