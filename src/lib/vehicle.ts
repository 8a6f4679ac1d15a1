/**
 * A vehicle's facts (issue #20): brand, model, year, odometer, fuel and gearbox, as the leading
 * marketplaces ask them for cars and motorbikes. One vocabulary for the wizard, its rules, the
 * backend's form, the card, the detail page and the category filters; codes travel, labels show.
 */
import { groupThousands } from './number-text';
import { vehicleKind, type VehicleKind } from './vehicle-kind';

/** The category whose listings carry vehicle facts (spec §1: "Xe cộ"). */
export const VEHICLE_CATEGORY_SLUG = 'xe-co';

export const FUELS = { 1: 'Xăng', 2: 'Dầu (diesel)', 3: 'Điện', 4: 'Hybrid' } as const;
export type FuelCode = keyof typeof FUELS;
export const FUEL_CODES = [1, 2, 3, 4] as const satisfies readonly FuelCode[];

/**
 * One code per gearbox for both kinds (the wizard and the filters don't know the kind): these
 * labels name both; a listing whose kind is known says its own kind's word (`gearboxLabel`).
 */
export const GEARBOXES = { 1: 'Số tự động / tay ga', 2: 'Số sàn / xe số', 3: 'Côn tay', 4: 'Bán tự động' } as const;
export type GearboxCode = keyof typeof GEARBOXES;
export const GEARBOX_CODES = [1, 2, 3, 4] as const satisfies readonly GearboxCode[];

/** Each kind's own words; a car sold with a clutch is a manual ("Số sàn"). */
const GEARBOXES_BY_KIND: Record<VehicleKind, Record<GearboxCode, string>> = {
  car: { 1: 'Số tự động', 2: 'Số sàn', 3: 'Số sàn', 4: 'Bán tự động' },
  motorbike: { 1: 'Tay ga', 2: 'Xe số', 3: 'Côn tay', 4: 'Bán tự động' },
};

/**
 * The wizard's gearbox choices once the kind is known, in its own words: a car has no clutch
 * choice (it would read "Số sàn" twice), unless it was already chosen.
 */
export function gearboxChoices(kind: VehicleKind | null, chosen: GearboxCode | null): Array<readonly [GearboxCode, string]> {
  return GEARBOX_CODES.filter((code) => kind !== 'car' || code !== 3 || code === chosen).map((code) => [code, gearboxLabel(code, kind)] as const);
}

/** The gearbox in the vehicle's own words ("Số tự động" for a car, "Tay ga" for a scooter); both when the kind is unknown. */
export function gearboxLabel(code: GearboxCode, kind: VehicleKind | null): string {
  return kind ? GEARBOXES_BY_KIND[kind][code] : GEARBOXES[code];
}

/** The brands offered first (free text is accepted too: "Khác" is not a brand). */
export const VEHICLE_BRANDS = [
  'Honda',
  'Yamaha',
  'Suzuki',
  'Piaggio',
  'SYM',
  'VinFast',
  'Toyota',
  'Hyundai',
  'Kia',
  'Mazda',
  'Ford',
  'Mitsubishi',
  'Mercedes-Benz',
  'BMW',
  'Nissan',
  'Chevrolet',
  'Isuzu',
  'Lexus',
  'Peugeot',
] as const;

export const VEHICLE_LIMITS = {
  brand: 40,
  model: 60,
  yearMin: 1950,
  /** Next year's models go on sale in this one. */
  yearMax: new Date().getFullYear() + 1,
  kmMax: 2_000_000,
} as const;

/** The category filters' choices: a model year from, an odometer up to. */
export const YEAR_FROM_OPTIONS = [2023, 2020, 2018, 2015, 2010] as const;
export const KM_MAX_OPTIONS = [10_000, 30_000, 50_000, 100_000] as const;

export interface VehicleFacts {
  readonly brand: string | null;
  readonly model: string | null;
  readonly year: number | null;
  readonly km: number | null;
  readonly fuel: FuelCode | null;
  readonly gearbox: GearboxCode | null;
}

/** A listed brand in its own spelling ("honda " → "Honda"); another brand as typed, trimmed. */
export function canonicalBrand(typed: string): string {
  const trimmed = typed.trim().replace(/\s+/g, ' ');
  return VEHICLE_BRANDS.find((brand) => brand.toLowerCase() === trimmed.toLowerCase()) ?? trimmed;
}

/** Whether a category's listings carry vehicle facts: asked when posting, filtered on when browsing. */
export function isVehicleCategory(categorySlug: string | null | undefined): boolean {
  return categorySlug === VEHICLE_CATEGORY_SLUG;
}

export function isFuelCode(value: unknown): value is FuelCode {
  return typeof value === 'number' && (FUEL_CODES as readonly number[]).includes(value);
}

export function isGearboxCode(value: unknown): value is GearboxCode {
  return typeof value === 'number' && (GEARBOX_CODES as readonly number[]).includes(value);
}

/** '12.000 km' */
export function formatKm(km: number): string {
  return `${groupThousands(km)} km`;
}

/** What a card shows of a vehicle, what is known of: ['2022', '8.000 km', 'Xăng'] (the title names the model). */
export function vehicleCardFacts(facts: VehicleFacts): string[] {
  return [facts.year === null ? '' : String(facts.year), facts.km === null ? '' : formatKm(facts.km), facts.fuel === null ? '' : FUELS[facts.fuel]].filter((part) => part !== '');
}

/**
 * Label → value rows for the detail page, the moderation card and the wizard's review, in reading
 * order; the title helps tell a car from a motorbike for the gearbox's words.
 */
export function vehicleFactRows(facts: VehicleFacts, title = ''): Array<readonly [string, string]> {
  const rows: Array<readonly [string, string]> = [];
  if (facts.brand) rows.push(['Hãng xe', facts.brand]);
  if (facts.model) rows.push(['Dòng xe', facts.model]);
  if (facts.year !== null) rows.push(['Năm sản xuất', String(facts.year)]);
  if (facts.km !== null) rows.push(['Số km đã đi', formatKm(facts.km)]);
  if (facts.fuel !== null) rows.push(['Nhiên liệu', FUELS[facts.fuel]]);
  if (facts.gearbox !== null) rows.push(['Hộp số', gearboxLabel(facts.gearbox, vehicleKind(facts, title))]);
  return rows;
}
