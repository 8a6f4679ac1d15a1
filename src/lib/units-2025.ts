/**
 * The 2025 administrative units (34 provinces and centrally-run cities, 3,321 wards/communes/special
 * zones, no districts; data/location-2025, MIT) and how the 63 provinces before 2025-07-01 map into
 * them. Pure data and formatting, shared by the backend (filters, posting, backfill) and the app.
 *
 * Every old province merged whole into one new province, so the province mapping is complete and
 * exact. It was derived from the ward codes the new units kept (each new ward carries the code of
 * one of the old wards it absorbed) and is checked against them by tests/lib/units-2025.test.ts.
 */
import { toSearchText } from './search-text';

/** Old (2023, 63 provinces) province code → the code of the 2025 province it now belongs to. */
export const CURRENT_PROVINCE_OF: Readonly<Record<string, string>> = {
  '01': '01', // Hà Nội → Hà Nội
  '02': '08', // Hà Giang → Tuyên Quang
  '04': '04', // Cao Bằng → Cao Bằng
  '06': '19', // Bắc Kạn → Thái Nguyên
  '08': '08', // Tuyên Quang → Tuyên Quang
  '10': '15', // Lào Cai → Lào Cai
  '11': '11', // Điện Biên → Điện Biên
  '12': '12', // Lai Châu → Lai Châu
  '14': '14', // Sơn La → Sơn La
  '15': '15', // Yên Bái → Lào Cai
  '17': '25', // Hoà Bình → Phú Thọ
  '19': '19', // Thái Nguyên → Thái Nguyên
  '20': '20', // Lạng Sơn → Lạng Sơn
  '22': '22', // Quảng Ninh → Quảng Ninh
  '24': '24', // Bắc Giang → Bắc Ninh
  '25': '25', // Phú Thọ → Phú Thọ
  '26': '25', // Vĩnh Phúc → Phú Thọ
  '27': '24', // Bắc Ninh → Bắc Ninh
  '30': '31', // Hải Dương → Hải Phòng
  '31': '31', // Hải Phòng → Hải Phòng
  '33': '33', // Hưng Yên → Hưng Yên
  '34': '33', // Thái Bình → Hưng Yên
  '35': '37', // Hà Nam → Ninh Bình
  '36': '37', // Nam Định → Ninh Bình
  '37': '37', // Ninh Bình → Ninh Bình
  '38': '38', // Thanh Hóa → Thanh Hoá
  '40': '40', // Nghệ An → Nghệ An
  '42': '42', // Hà Tĩnh → Hà Tĩnh
  '44': '44', // Quảng Bình → Quảng Trị
  '45': '44', // Quảng Trị → Quảng Trị
  '46': '46', // Thừa Thiên Huế → Huế
  '48': '48', // Đà Nẵng → Đà Nẵng
  '49': '48', // Quảng Nam → Đà Nẵng
  '51': '51', // Quảng Ngãi → Quảng Ngãi
  '52': '52', // Bình Định → Gia Lai
  '54': '66', // Phú Yên → Đắk Lắk
  '56': '56', // Khánh Hòa → Khánh Hoà
  '58': '56', // Ninh Thuận → Khánh Hoà
  '60': '68', // Bình Thuận → Lâm Đồng
  '62': '51', // Kon Tum → Quảng Ngãi
  '64': '52', // Gia Lai → Gia Lai
  '66': '66', // Đắk Lắk → Đắk Lắk
  '67': '68', // Đắk Nông → Lâm Đồng
  '68': '68', // Lâm Đồng → Lâm Đồng
  '70': '75', // Bình Phước → Đồng Nai
  '72': '80', // Tây Ninh → Tây Ninh
  '74': '79', // Bình Dương → Hồ Chí Minh
  '75': '75', // Đồng Nai → Đồng Nai
  '77': '79', // Bà Rịa - Vũng Tàu → Hồ Chí Minh
  '79': '79', // Hồ Chí Minh → Hồ Chí Minh
  '80': '80', // Long An → Tây Ninh
  '82': '82', // Tiền Giang → Đồng Tháp
  '83': '86', // Bến Tre → Vĩnh Long
  '84': '86', // Trà Vinh → Vĩnh Long
  '86': '86', // Vĩnh Long → Vĩnh Long
  '87': '82', // Đồng Tháp → Đồng Tháp
  '89': '91', // An Giang → An Giang
  '91': '91', // Kiên Giang → An Giang
  '92': '92', // Cần Thơ → Cần Thơ
  '93': '92', // Hậu Giang → Cần Thơ
  '94': '92', // Sóc Trăng → Cần Thơ
  '95': '96', // Bạc Liêu → Cà Mau
  '96': '96', // Cà Mau → Cà Mau
};

/** The codes of the 34 provinces of today. */
export const CURRENT_PROVINCE_CODES: ReadonlySet<string> = new Set(Object.values(CURRENT_PROVINCE_OF));

export const PROVINCE_2025_CODE = /^\d{2}$/;
export const WARD_2025_CODE = /^\d{5}$/;

export interface Unit2025 {
  readonly code: string;
  readonly name: string;
  /** 'tinh' | 'thanh-pho' for provinces; 'phuong' | 'xa' | 'dac-khu' for wards. */
  readonly type: string;
  readonly name_with_type: string;
  readonly parent_code?: string;
}

/** How an address names a 2025 province: 'TP. Hồ Chí Minh', 'Đồng Nai', 'Tây Ninh'. */
export function provinceLabel(province: Pick<Unit2025, 'name' | 'type'>): string {
  return province.type === 'thanh-pho' ? `TP. ${province.name}` : province.name;
}

// One collator for every comparison: `localeCompare(b, 'vi')` looks the locale up again each time.
export const vietnameseOrder = new Intl.Collator('vi');

/**
 * The old provinces merged into a 2025 province, each once, in Vietnamese order, without the
 * province itself: the old data spells 'Thanh Hóa', 'Khánh Hòa' where the new has 'Thanh Hoá',
 * 'Khánh Hoà', so names are compared as search text or the label would say the name twice.
 */
export function formerProvinceNames(province: { readonly code: string; readonly name: string }, oldNameOf: (oldCode: string) => string | undefined): string[] {
  const own = toSearchText(province.name);
  const names = Object.entries(CURRENT_PROVINCE_OF)
    .filter(([, code]) => code === province.code)
    .map(([oldCode]) => oldNameOf(oldCode))
    .filter((name): name is string => name !== undefined && toSearchText(name) !== own);
  return [...new Set(names)].sort(vietnameseOrder.compare);
}

/** How a province is offered in the filters' and the wizard's lists: 'Khánh Hoà (gồm Ninh Thuận)', or its name alone. */
export function provinceOptionLabel(province: { readonly name: string; readonly formerNames: readonly string[] }): string {
  return province.formerNames.length > 0 ? `${province.name} (gồm ${province.formerNames.join(', ')})` : province.name;
}

/** The current address of a listing: 'Phường Thủ Dầu Một, TP. Hồ Chí Minh', or the province alone. */
export function currentAddress(province: Pick<Unit2025, 'name' | 'type'>, ward: Pick<Unit2025, 'name_with_type'> | null | undefined): string {
  return ward ? `${ward.name_with_type}, ${provinceLabel(province)}` : provinceLabel(province);
}

export interface AddressParts {
  readonly street: string;
  readonly provinceCode: string;
  readonly wardCode: string;
}

interface NamedUnit {
  readonly code: string;
  readonly name: string;
}

/** 'Số 5 Yersin, Phường Thủ Dầu Một, Thành phố Hồ Chí Minh': what the profile stores as one line of text. */
export function composeAddress(street: string, ward: NamedUnit | undefined, province: NamedUnit | undefined): string {
  return [street.trim(), ward?.name, province?.name].filter((part): part is string => Boolean(part)).join(', ');
}

/**
 * Reads back a line composeAddress wrote: its province (by full name, at the end) and ward (just before it);
 * an address typed freely stays whole in `street`.
 */
export function splitAddress(address: string, provinces: readonly NamedUnit[], wardsOf: (provinceCode: string) => readonly NamedUnit[]): AddressParts {
  const parts = address.split(',').map((part) => part.trim());
  const province = provinces.find((candidate) => candidate.name === parts.at(-1));
  if (!province) return { street: address.trim(), provinceCode: '', wardCode: '' };
  const ward = wardsOf(province.code).find((candidate) => candidate.name === parts.at(-2));
  const street = parts.slice(0, ward ? -2 : -1).join(', ');
  return { street, provinceCode: province.code, wardCode: ward?.code ?? '' };
}
