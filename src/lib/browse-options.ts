/**
 * What the browse and search filters offer, per category: price presets (sale and rent differ for
 * real estate, as on Batdongsan), area presets, bedroom minimums, posting forms and sort orders,
 * plus the labels they show (`1,5 tỷ`, `Hơn 1.000 tin`). Pure data and formatting, no I/O.
 */
import type { ArticleSortName } from './contract/list-vocabulary';
import { groupThousands } from './money';
import { decimalText } from './number-text';

export const REAL_ESTATE_SLUG = 'bat-dong-san';

export interface RangePreset {
  readonly label: string;
  readonly min?: number;
  readonly max?: number;
}

const MILLION = 1_000_000;
const BILLION = 1_000_000_000;

/** `450000000` → `450 triệu`, `1500000000` → `1,5 tỷ`, `800000` → `800.000 đ`. */
export function shortPrice(vnd: number): string {
  if (vnd >= BILLION) return `${decimalText(vnd / BILLION, 2)} tỷ`;
  if (vnd >= MILLION) return `${decimalText(vnd / MILLION, 2)} triệu`;
  return `${groupThousands(vnd)} đ`;
}

function ranges(bounds: readonly number[], format: (value: number) => string): RangePreset[] {
  const presets: RangePreset[] = [];
  const first = bounds[0];
  const last = bounds.at(-1);
  if (first === undefined || last === undefined) return presets;
  presets.push({ label: `Dưới ${format(first)}`, max: first });
  for (let index = 1; index < bounds.length; index += 1) {
    const min = bounds[index - 1];
    const max = bounds[index];
    if (min !== undefined && max !== undefined) presets.push({ label: `${format(min)} – ${format(max)}`, min, max });
  }
  presets.push({ label: `Trên ${format(last)}`, min: last });
  return presets;
}

const RENT_FORMS: ReadonlySet<string> = new Set(['Cho thuê', 'Cần thuê']);

/** Price presets for a category (and, for real estate, for sale or rent). */
export function pricePresets(categorySlug: string | undefined, postingForm?: string): RangePreset[] {
  switch (categorySlug) {
    case REAL_ESTATE_SLUG:
      return postingForm !== undefined && RENT_FORMS.has(postingForm)
        ? ranges([3, 5, 10, 20, 50].map((m) => m * MILLION), shortPrice)
        : ranges([0.5, 1, 2, 3, 5, 10].map((b) => b * BILLION), shortPrice);
    case 'xe-co':
      return ranges([10, 30, 100, 500, 1000].map((m) => m * MILLION), shortPrice);
    case 'viec-lam':
      return ranges([5, 10, 15, 25].map((m) => m * MILLION), shortPrice);
    default:
      return ranges([0.5, 2, 5, 20].map((m) => m * MILLION), shortPrice);
  }
}

export const AREA_PRESETS: readonly RangePreset[] = ranges([30, 50, 80, 100, 150, 300], (m2) => `${m2} m²`);

export const BEDROOM_OPTIONS: ReadonlyArray<{ readonly value: number; readonly label: string }> = [1, 2, 3, 4, 5].map((value) => ({
  value,
  label: `${value}+ phòng ngủ`,
}));

const FORMS_BY_CATEGORY: Readonly<Record<string, readonly string[]>> = {
  [REAL_ESTATE_SLUG]: ['Cần bán', 'Cho thuê', 'Cần mua', 'Cần thuê'],
  'xe-co': ['Cần bán', 'Cho thuê', 'Cần mua'],
  'viec-lam': ['Tuyển dụng', 'Tìm việc'],
  'hoc-tap': ['Dịch vụ', 'Cần bán', 'Cần tìm'],
};
const GENERAL_FORMS: readonly string[] = ['Cần bán', 'Cần mua', 'Cho tặng', 'Dịch vụ', 'Khác'];

/** Every posting form any category offers, in a stable order. */
export const ALL_POSTING_FORMS: readonly string[] = [
  ...new Set([...Object.values(FORMS_BY_CATEGORY).flat(), ...GENERAL_FORMS]),
];

/** The transaction types ("Loại tin") a category's visitors choose from; all of them on search. */
export function postingForms(categorySlug: string | undefined): readonly string[] {
  if (categorySlug === undefined) return ALL_POSTING_FORMS;
  return FORMS_BY_CATEGORY[categorySlug] ?? GENERAL_FORMS;
}

export function isRealEstate(categorySlug: string | undefined): boolean {
  return categorySlug === REAL_ESTATE_SLUG;
}

export type BrowseSort = ArticleSortName;

export const SORT_LABELS: Readonly<Record<BrowseSort, string>> = {
  rank: 'Tin nổi bật',
  newest: 'Mới nhất',
  price_asc: 'Giá thấp → cao',
  price_desc: 'Giá cao → thấp',
  relevance: 'Liên quan nhất',
};

/** The sorts offered: relevance only where there is a query to be relevant to. */
export function sortOptions(searching: boolean): BrowseSort[] {
  return searching ? ['relevance', 'newest', 'price_asc', 'price_desc', 'rank'] : ['rank', 'newest', 'price_asc', 'price_desc'];
}

/** A range as words: `1 – 2 tỷ`, `Từ 500 triệu`, `Đến 30 m²`; undefined when neither end is set. */
export function rangeText(min: number | undefined, max: number | undefined, format: (value: number) => string): string | undefined {
  if (min !== undefined && max !== undefined) return `${format(min)} – ${format(max)}`;
  if (min !== undefined) return `Từ ${format(min)}`;
  if (max !== undefined) return `Đến ${format(max)}`;
  return undefined;
}

export const areaText = (m2: number) => `${decimalText(m2, 1)} m²`;

/** The result count line: exact up to 1,000, "Hơn 1.000 tin" beyond (the backend stops counting). */
export function resultCountText(total: number | null, capped: boolean): string | null {
  if (total === null) return null;
  if (capped) return `Hơn ${groupThousands(total)} tin`;
  if (total === 0) return 'Không có tin nào';
  return `${groupThousands(total)} tin`;
}
