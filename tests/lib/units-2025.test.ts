/**
 * The 2025 administrative units (data/location-2025) and the mapping of the 63 old provinces into
 * the 34 of today (src/lib/units-2025.ts), checked against both data sets.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { locationDataDir, units2025DataDir } from '../../src/backend/services/locations';
import { composeAddress, CURRENT_PROVINCE_CODES, CURRENT_PROVINCE_OF, currentAddress, formerProvinceNames, provinceOptionLabel, splitAddress } from '../../src/lib/units-2025';

interface Unit {
  readonly code: string;
  readonly name: string;
  readonly type: string;
  readonly parent_code?: string;
}
type UnitMap = Record<string, Unit>;

const read = (file: string): UnitMap => JSON.parse(readFileSync(file, 'utf8')) as UnitMap;
const oldDir = locationDataDir();
const newDir = units2025DataDir();
const oldProvinces = read(path.join(oldDir, 'tinh_tp.json'));
const oldDistricts = read(path.join(oldDir, 'quan_huyen.json'));
const oldWards = read(path.join(oldDir, 'xa_phuong.json'));
const newProvinces = read(path.join(newDir, 'tinh_tp.json'));
const wardFiles = readdirSync(path.join(newDir, 'xa-phuong'));
const newWards: UnitMap = Object.assign({}, ...wardFiles.map((file) => read(path.join(newDir, 'xa-phuong', file))));

describe('both location file sets parse and agree with their counts', () => {
  test('2025: 34 provinces (27 tỉnh, 7 thành phố), one ward file each, 3,321 wards under their province', () => {
    expect(Object.keys(newProvinces)).toHaveLength(34);
    expect(Object.values(newProvinces).filter((unit) => unit.type === 'thanh-pho')).toHaveLength(7);
    expect(wardFiles.sort()).toEqual(Object.keys(newProvinces).map((code) => `${code}.json`).sort());
    expect(Object.keys(newWards)).toHaveLength(3321);
    for (const file of wardFiles) {
      const province = file.replace('.json', '');
      expect(Object.values(read(path.join(newDir, 'xa-phuong', file))).every((ward) => ward.parent_code === province)).toBe(true);
    }
  });

  test('before 2025: 63 provinces, 705 districts, 10,599 wards, each under an existing parent', () => {
    expect(Object.keys(oldProvinces)).toHaveLength(63);
    expect(Object.keys(oldDistricts)).toHaveLength(705);
    expect(Object.keys(oldWards)).toHaveLength(10_599);
    expect(Object.values(oldDistricts).every((district) => oldProvinces[district.parent_code ?? ''] !== undefined)).toBe(true);
    expect(Object.values(oldWards).every((ward) => oldDistricts[ward.parent_code ?? ''] !== undefined)).toBe(true);
  });
});

describe('old provinces → provinces of today', () => {
  test('every one of the 63 maps to exactly one of the 34, and all 34 are reached', () => {
    expect(Object.keys(CURRENT_PROVINCE_OF).sort()).toEqual(Object.keys(oldProvinces).sort());
    for (const code of Object.values(CURRENT_PROVINCE_OF)) expect(newProvinces[code]).toBeDefined();
    expect([...CURRENT_PROVINCE_CODES].sort()).toEqual(Object.keys(newProvinces).sort());
  });

  test('agrees with the ward codes the new units kept: each kept code lies in the mapped province', () => {
    let kept = 0;
    for (const ward of Object.values(oldWards)) {
      const now = newWards[ward.code];
      if (now === undefined) continue;
      kept += 1;
      const oldProvince = oldDistricts[ward.parent_code ?? '']?.parent_code ?? '';
      expect(now.parent_code, `${ward.code} ${ward.name}`).toBe(CURRENT_PROVINCE_OF[oldProvince]);
    }
    // 3,314 of the 10,599 old wards gave their code to a new ward; the others map to their province only.
    expect(kept).toBe(3314);
  });

  test('known merges: Bình Dương and Bà Rịa - Vũng Tàu joined Hồ Chí Minh; Bắc Giang joined Bắc Ninh (new code 24)', () => {
    expect(CURRENT_PROVINCE_OF['74']).toBe('79');
    expect(CURRENT_PROVINCE_OF['77']).toBe('79');
    expect(CURRENT_PROVINCE_OF['24']).toBe('24');
    expect(CURRENT_PROVINCE_OF['27']).toBe('24');
    expect(newProvinces['24']?.name).toBe('Bắc Ninh');
  });

  test('the current address names the ward and the province as people write it', () => {
    const hcm = newProvinces['79'];
    if (hcm === undefined) throw new Error('no 79');
    expect(currentAddress(hcm, { name_with_type: 'Phường Thủ Dầu Một' })).toBe('Phường Thủ Dầu Một, TP. Hồ Chí Minh');
    expect(currentAddress(hcm, null)).toBe('TP. Hồ Chí Minh');
    const tayNinh = newProvinces['80'];
    if (tayNinh === undefined) throw new Error('no 80');
    expect(currentAddress(tayNinh, null)).toBe('Tây Ninh');
  });
});

describe('profile address in the 2025 units', () => {
  const provinces = [{ code: '79', name: 'Thành phố Hồ Chí Minh' }, { code: '01', name: 'Thành phố Hà Nội' }];
  const wards = (code: string) => (code === '79' ? [{ code: '25747', name: 'Phường Thủ Dầu Một' }] : []);

  test('composes street, ward and province into one line and reads it back', () => {
    const line = composeAddress(' Số 5 Yersin ', wards('79')[0], provinces[0]);
    expect(line).toBe('Số 5 Yersin, Phường Thủ Dầu Một, Thành phố Hồ Chí Minh');
    expect(splitAddress(line, provinces, wards)).toEqual({ street: 'Số 5 Yersin', provinceCode: '79', wardCode: '25747' });
    expect(splitAddress('Phường Thủ Dầu Một, Thành phố Hồ Chí Minh', provinces, wards)).toEqual({ street: '', provinceCode: '79', wardCode: '25747' });
  });

  test('an address typed freely, or with old units, stays whole as the street line', () => {
    expect(splitAddress('12 Nguyễn Huệ, Quận 1, TP.HCM', provinces, wards)).toEqual({ street: '12 Nguyễn Huệ, Quận 1, TP.HCM', provinceCode: '', wardCode: '' });
    expect(splitAddress('Số 1, Thành phố Hà Nội', provinces, wards)).toEqual({ street: 'Số 1', provinceCode: '01', wardCode: '' });
  });
});

describe('province labels of the filters and the wizard (issue #35 §4)', () => {
  const labelOf = (code: string) => {
    const province = newProvinces[code];
    if (!province) throw new Error(`no province ${code}`);
    return provinceOptionLabel({ name: province.name, formerNames: formerProvinceNames(province, (oldCode) => oldProvinces[oldCode]?.name) });
  };

  test('a province kept whole, or renamed only in its accents, reads once', () => {
    expect(labelOf('38')).toBe('Thanh Hoá');
    expect(labelOf('56')).toBe('Khánh Hoà (gồm Ninh Thuận)');
    expect(labelOf('01')).toBe('Hà Nội');
    expect(labelOf('79')).toBe('Hồ Chí Minh (gồm Bà Rịa - Vũng Tàu, Bình Dương)');
  });

  test('no label of the 34 names its province again, or an old province twice', () => {
    for (const code of CURRENT_PROVINCE_CODES) {
      const province = newProvinces[code];
      const former = formerProvinceNames({ code, name: province?.name ?? '' }, (oldCode) => oldProvinces[oldCode]?.name);
      expect(new Set(former).size, code).toBe(former.length);
      const words = (name: string) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
      expect(former.map(words), code).not.toContain(words(province?.name ?? ''));
    }
  });

  test('the same old name given twice is listed once', () => {
    expect(formerProvinceNames({ code: '79', name: 'Hồ Chí Minh' }, (oldCode) => (oldCode === '79' ? 'Hồ Chí Minh' : 'Bình Dương'))).toEqual(['Bình Dương']);
  });
});
