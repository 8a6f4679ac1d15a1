/**
 * The checks a posting passes before anything is written, beyond the wizard's own rules
 * (validateAll in src/lib/posting-rules.ts): a draft's lighter rules, the category, the place in the
 * 2025 units, and turning the first error into a refusal.
 */
import { eq } from 'drizzle-orm';
import { htmlToText } from '~/lib/html-text';
import { TEXT_RULES, type PostingErrors, type PostingValues } from '~/lib/posting-rules';
import type { Database } from '../../db/client';
import { categories } from '../../db/schema';
import type { LocationStore } from '../locations';
import { PostingRefused } from './refused';

/** A draft needs a category; every other rule waits until it is submitted, except the maxima. */
export function draftErrors(values: PostingValues): PostingErrors {
  const errors: PostingErrors = {};
  const longer = (value: string, rule: { field: string; max: number }) => (value.trim().length > rule.max ? `${rule.field} không được quá ${rule.max} kí tự!` : null);
  const checks: Array<[keyof PostingErrors, string | null]> = [
    ['categoryId', values.categoryId === null ? 'Danh mục không được để trống!' : null],
    ['title', longer(values.title, TEXT_RULES.title)],
    ['description', longer(htmlToText(values.description), TEXT_RULES.description)],
    ['street', longer(values.street, TEXT_RULES.street)],
    ['contactName', longer(values.contactName, TEXT_RULES.contactName)],
    ['contactPhone', values.contactPhone.length > 20 ? 'Số điện thoại không đúng' : null],
  ];
  for (const [field, message] of checks) if (message) errors[field] = message;
  return errors;
}

export function firstError(errors: PostingErrors): PostingRefused | null {
  const entry = Object.entries(errors).find(([, message]) => message);
  return entry ? new PostingRefused(400, entry[1], entry[0]) : null;
}

export async function loadCategory(db: Database, id: number | null) {
  if (id === null) return null;
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row ?? null;
}

/**
 * A posting names a place in the 2025 units (34 provinces → wards, no district). The old codes of
 * the spec's location files are refused here: a listing keeps them only if it was posted with them.
 */
export function checkLocation(locations: LocationStore, values: PostingValues): void {
  const { units2025 } = locations;
  if (values.districtCode !== '') {
    throw new PostingRefused(400, 'Quận/Huyện không còn được dùng từ 01/07/2025: hãy chọn Tỉnh/Thành phố và Phường/Xã.', 'wardCode');
  }
  if (values.provinceCode !== '' && !units2025.provinces[values.provinceCode]) {
    throw new PostingRefused(400, 'Tỉnh/Thành phố không hợp lệ: hãy chọn một trong 34 tỉnh/thành hiện nay.', 'provinceCode');
  }
  const ward = values.wardCode === '' ? null : units2025.wards[values.wardCode];
  if (ward !== null && (ward === undefined || ward.parent_code !== values.provinceCode)) {
    throw new PostingRefused(400, 'Phường/Xã không thuộc Tỉnh/Thành phố đã chọn.', 'wardCode');
  }
  const { lat, lng } = values;
  if ((lat === null) !== (lng === null) || (lat !== null && lng !== null && (lat < 8 || lat > 24 || lng < 102 || lng > 110))) {
    throw new PostingRefused(400, 'Vị trí trên bản đồ phải nằm trong lãnh thổ Việt Nam.', 'provinceCode');
  }
}
