/**
 * The search box over a long ward list (issue #35 §4): Hồ Chí Minh's 168 wards, filtered as typed,
 * accent-insensitive, each typed word the start of a word of the name.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { units2025DataDir } from '../../src/backend/services/locations';
import { OPTION_SEARCH_FROM, optionsMatching } from '../../src/lib/option-search';

interface Ward {
  readonly code: string;
  readonly name_with_type: string;
}
const hoChiMinhWards = Object.values(JSON.parse(readFileSync(path.join(units2025DataDir(), 'xa-phuong', '79.json'), 'utf8')) as Record<string, Ward>);
const names = (query: string, keep?: (ward: Ward) => boolean) => optionsMatching(hoChiMinhWards, query, (ward) => ward.name_with_type, keep).map((ward) => ward.name_with_type);

describe('optionsMatching', () => {
  test('Hồ Chí Minh has a list long enough to get the box', () => {
    expect(hoChiMinhWards).toHaveLength(168);
    expect(hoChiMinhWards.length).toBeGreaterThanOrEqual(OPTION_SEARCH_FROM);
  });

  test('"phu my" finds "Phường Phú Mỹ" and no ward that only has the letters inside a word', () => {
    expect(names('phu my')).toEqual(['Phường Phú Mỹ']);
    expect(names('Phú Mỹ')).toEqual(['Phường Phú Mỹ']);
    expect(names('PHU MY')).toEqual(['Phường Phú Mỹ']);
  });

  test('the start of a word is enough; "đ" is typed as "d"; the words keep their order', () => {
    expect(names('thu dau')).toEqual(['Phường Thủ Dầu Một']);
    expect(names('Thủ Dầu Một')).toEqual(['Phường Thủ Dầu Một']);
    expect(names('dau thu')).toEqual([]);
    expect(names('u dau')).toEqual([]);
    expect(names('my').length).toBeGreaterThan(1);
    expect(names('my')).toEqual(expect.arrayContaining(['Phường Phú Mỹ', 'Xã Bình Mỹ', 'Phường Tân Mỹ']));
  });

  test('nothing typed (or only spaces and punctuation) leaves the whole list', () => {
    expect(names('')).toHaveLength(168);
    expect(names('  , ')).toHaveLength(168);
  });

  test('the chosen ward stays in the list while another is searched', () => {
    const chosen = hoChiMinhWards.find((ward) => ward.name_with_type === 'Phường Thủ Dầu Một');
    const kept = names('phu my', (ward) => ward === chosen);
    expect(kept).toHaveLength(2);
    expect(kept).toEqual(expect.arrayContaining(['Phường Thủ Dầu Một', 'Phường Phú Mỹ']));
    expect(names('khong co phuong nay')).toEqual([]);
  });
});
