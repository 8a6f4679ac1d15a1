/**
 * The posting wizard's rules (spec §5, §9), shared by the stepper machine, the wizard's fields and
 * the backend's posting calls, so the browser and the server refuse the same input with the same
 * Vietnamese message. Each validator returns field → message for the fields that are wrong.
 */
import { htmlToText } from './html-text';
import { validateImageCount, validatePhone, validateText } from './validation';
import { canonicalBrand, FUEL_CODES, GEARBOX_CODES, isFuelCode, isGearboxCode, isVehicleCategory, VEHICLE_LIMITS, type VehicleFacts } from './vehicle';
import { groupThousands } from './number-text';

export const APP_ID = 22;

/** The wizard's steps in order; the URL carries the current one (`?step=details`). */
export const POSTING_STEPS = ['category', 'details', 'media', 'location', 'contact', 'package', 'review'] as const;
export type PostingStep = (typeof POSTING_STEPS)[number];

export const STEP_LABELS: Readonly<Record<PostingStep, string>> = {
  category: 'Danh mục',
  details: 'Thông tin',
  media: 'Hình ảnh & tệp',
  location: 'Vị trí',
  contact: 'Liên hệ',
  package: 'Gói tin',
  review: 'Xem lại & đăng',
};

export function isPostingStep(value: unknown): value is PostingStep {
  return typeof value === 'string' && (POSTING_STEPS as readonly string[]).includes(value);
}

/** Upload limits of spec §9: files per field, and one request at most 524,288,900 bytes. */
export const MEDIA_LIMITS = {
  images: 15,
  documents: 20,
  videos: 5,
  panoramas: 5,
} as const;
export const MAX_REQUEST_BYTES = 524_288_900;
export type MediaKind = keyof typeof MEDIA_LIMITS;
export const MEDIA_KINDS: readonly MediaKind[] = ['images', 'documents', 'videos', 'panoramas'];

/** Multipart field of each kind (spec §3 "Listing post"). */
export const MEDIA_FIELDS: Readonly<Record<MediaKind, string>> = {
  images: 'product_images',
  documents: 'product_related_documents',
  videos: 'product_videos',
  panoramas: 'product_images_panorama',
};

/** Bytes per file (spec silent; chosen so a phone photo or a short clip fits). */
export const MEDIA_MAX_BYTES: Readonly<Record<MediaKind, number>> = {
  images: 10 * 1024 * 1024,
  documents: 10 * 1024 * 1024,
  videos: 200 * 1024 * 1024,
  panoramas: 30 * 1024 * 1024,
};

export const MEDIA_LABELS: Readonly<Record<MediaKind, string>> = {
  images: 'Hình ảnh sản phẩm',
  documents: 'Tài liệu',
  videos: 'Video',
  panoramas: 'Ảnh 360°',
};

export const MEDIA_ACCEPT: Readonly<Record<MediaKind, string>> = {
  images: 'image/jpeg,image/png,image/webp',
  documents: 'application/pdf',
  videos: 'video/mp4,video/webm',
  panoramas: 'image/jpeg,image/png,image/webp',
};

export function tooManyFilesMessage(kind: MediaKind): string {
  return kind === 'images'
    ? `Hình ảnh sản phẩm không được quá ${MEDIA_LIMITS.images} hình!`
    : `${MEDIA_LABELS[kind]} không được quá ${MEDIA_LIMITS[kind]} tệp!`;
}

export const REQUEST_TOO_LARGE_MESSAGE = 'Dung lượng tải lên vượt quá giới hạn 524.288.900 byte của một lần gửi.';

/** A file already stored by the media host (uploaded on its own, or kept from the listing). */
export interface StagedMedia {
  readonly path: string;
  readonly name: string;
  readonly mimeType: string;
  readonly bytes: number;
  readonly width: number | null;
  readonly height: number | null;
}

export type TierCode = 1 | 2 | 3;
export type DayNumber = 14 | 28;

export interface PostingValues {
  readonly categoryId: number | null;
  /** 2 real estate, 1 general goods (spec §1). */
  readonly listingType: 1 | 2;
  /** 'Cần bán', 'Cho thuê', … (the card's posting form). */
  readonly postingForm: string;
  readonly title: string;
  /** HTML from the editor; the backend sanitises it (src/lib/sanitize-html.ts). */
  readonly description: string;
  /** 1 priced, 2 negotiable (price and unit blank, spec §5), 3 price not shown. */
  readonly transactionType: 1 | 2 | 3;
  readonly price: string;
  readonly priceUnit: '' | '1' | '2' | '3';
  readonly area: string;
  readonly bedrooms: string;
  readonly bathrooms: string;
  /** Vehicle facts (category "Xe cộ", src/lib/vehicle.ts), as typed; all optional. */
  readonly vehicleBrand: string;
  readonly vehicleModel: string;
  readonly vehicleYear: string;
  readonly vehicleKm: string;
  /** A FuelCode or GearboxCode as text, '' when not said. */
  readonly vehicleFuel: string;
  readonly vehicleGearbox: string;
  readonly media: Readonly<Record<MediaKind, readonly StagedMedia[]>>;
  readonly provinceCode: string;
  readonly districtCode: string;
  readonly wardCode: string;
  readonly street: string;
  readonly lat: number | null;
  readonly lng: number | null;
  readonly contactName: string;
  readonly contactPhone: string;
  readonly postType: TierCode;
  readonly dayNumber: DayNumber;
  /** Pay with wallet points, or use one post of an owned service package. */
  readonly paymentBy: 'point' | 'package';
  readonly memberPackageId: number | null;
}

export const EMPTY_MEDIA: Readonly<Record<MediaKind, readonly StagedMedia[]>> = { images: [], documents: [], videos: [], panoramas: [] };

export const EMPTY_POSTING: PostingValues = {
  categoryId: null,
  listingType: 1,
  postingForm: 'Cần bán',
  title: '',
  description: '',
  transactionType: 1,
  price: '',
  priceUnit: '',
  area: '',
  bedrooms: '',
  bathrooms: '',
  vehicleBrand: '',
  vehicleModel: '',
  vehicleYear: '',
  vehicleKm: '',
  vehicleFuel: '',
  vehicleGearbox: '',
  media: EMPTY_MEDIA,
  provinceCode: '',
  districtCode: '',
  wardCode: '',
  street: '',
  lat: null,
  lng: null,
  contactName: '',
  contactPhone: '',
  postType: 1,
  dayNumber: 14,
  paymentBy: 'point',
  memberPackageId: null,
};

export const POSTING_FORMS = ['Cần bán', 'Cho thuê', 'Cần mua', 'Cần thuê', 'Cho tặng', 'Dịch vụ', 'Tuyển dụng', 'Tìm việc', 'Khác'] as const;

export type PostingField =
  | 'categoryId'
  | 'postingForm'
  | 'title'
  | 'description'
  | 'price'
  | 'priceUnit'
  | 'area'
  | 'bedrooms'
  | 'bathrooms'
  | 'vehicleBrand'
  | 'vehicleModel'
  | 'vehicleYear'
  | 'vehicleKm'
  | 'vehicleFuel'
  | 'vehicleGearbox'
  | MediaKind
  | 'provinceCode'
  | 'wardCode'
  | 'street'
  | 'contactName'
  | 'contactPhone'
  | 'postType'
  | 'dayNumber'
  | 'memberPackageId';

export type PostingErrors = Partial<Record<PostingField, string>>;

export const TEXT_RULES = {
  title: { field: 'Tiêu đề', min: 10, max: 150 },
  description: { field: 'Mô tả', min: 20, max: 5000 },
  street: { field: 'Địa chỉ', max: 255 },
  contactName: { field: 'Tên liên hệ', min: 2, max: 100 },
} as const;

/** Categories whose listings need no photo (a job or a class): -1 disables the check (spec §5). */
const NO_IMAGE_CATEGORIES: ReadonlySet<string> = new Set(['viec-lam', 'hoc-tap']);

/** Fewest photos: 3 for real estate, none for jobs and classes, else 1. */
export function imageMinimum(listingType: 1 | 2, categorySlug: string | null): number {
  if (listingType === 2) return 3;
  return categorySlug !== null && NO_IMAGE_CATEGORIES.has(categorySlug) ? -1 : 1;
}

const required = (value: string, field: string): string | null => (value.trim() === '' ? `${field} không được để trống!` : null);

function positiveNumber(value: string, field: string): string | null {
  const empty = required(value, field);
  if (empty) return empty;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) && number > 0 && number < 1e12 ? null : `${field} phải là số lớn hơn 0!`;
}

function optionalCount(value: string, field: string): string | null {
  if (value.trim() === '') return null;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 && number <= 50 ? null : `${field} phải là số nguyên từ 0 đến 50!`;
}

function optionalWhole(value: string, field: string, min: number, max: number): string | null {
  if (value.trim() === '') return null;
  const number = parseWhole(value);
  // A year reads 2027, an odometer 2.000.000.
  const bound = max >= 10_000 ? groupThousands(max) : String(max);
  return number !== null && number >= min && number <= max ? null : `${field} phải là số nguyên từ ${min} đến ${bound}!`;
}

function optionalCode(value: string, field: string, codes: readonly number[]): string | null {
  return value === '' || codes.includes(Number(value)) ? null : `${field} không hợp lệ!`;
}

function optionalShortText(value: string, field: string, max: number): string | null {
  return value.trim().length <= max ? null : `${field} không được quá ${max} kí tự!`;
}

/** The vehicle facts' errors (only "Xe cộ" listings have them). */
function vehicleErrors(values: PostingValues): ReadonlyArray<readonly [PostingField, string | null]> {
  return [
    ['vehicleBrand', optionalShortText(values.vehicleBrand, 'Hãng xe', VEHICLE_LIMITS.brand)],
    ['vehicleModel', optionalShortText(values.vehicleModel, 'Dòng xe', VEHICLE_LIMITS.model)],
    ['vehicleYear', optionalWhole(values.vehicleYear, 'Năm sản xuất', VEHICLE_LIMITS.yearMin, VEHICLE_LIMITS.yearMax)],
    ['vehicleKm', optionalWhole(values.vehicleKm, 'Số km đã đi', 0, VEHICLE_LIMITS.kmMax)],
    ['vehicleFuel', optionalCode(values.vehicleFuel, 'Nhiên liệu', FUEL_CODES)],
    ['vehicleGearbox', optionalCode(values.vehicleGearbox, 'Hộp số', GEARBOX_CODES)],
  ];
}

/** Reads "12.000" (vi-VN thousands) or "12000" as 12000; null when blank or not a whole number. */
export function parseWhole(value: string): number | null {
  if (value.trim() === '') return null;
  const number = Number(value.trim().replace(/\./g, ''));
  return Number.isInteger(number) ? number : null;
}

/** The vehicle facts the values say, each only when valid (a half-typed year is no year). */
export function vehicleFactsOf(values: PostingValues): VehicleFacts {
  const within = (value: number | null, min: number, max: number) => (value !== null && value >= min && value <= max ? value : null);
  const fuel = parseWhole(values.vehicleFuel);
  const gearbox = parseWhole(values.vehicleGearbox);
  return {
    brand: canonicalBrand(values.vehicleBrand).slice(0, VEHICLE_LIMITS.brand) || null,
    model: values.vehicleModel.trim().slice(0, VEHICLE_LIMITS.model) || null,
    year: within(parseWhole(values.vehicleYear), VEHICLE_LIMITS.yearMin, VEHICLE_LIMITS.yearMax),
    km: within(parseWhole(values.vehicleKm), 0, VEHICLE_LIMITS.kmMax),
    fuel: isFuelCode(fuel) ? fuel : null,
    gearbox: isGearboxCode(gearbox) ? gearbox : null,
  };
}

/** Reads "3,5" or "3.5" as 3.5; null when blank or not a number. */
export function parseDecimal(value: string): number | null {
  if (value.trim() === '') return null;
  const number = Number(value.trim().replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}

export interface RuleContext {
  /** The chosen category's slug (decides the image minimum); null when none is chosen. */
  readonly categorySlug: string | null;
  /**
   * The listing was paid when first sent (edit of a listing that is not a draft): tier, duration
   * and payment are locked, so the payment choice is not asked again.
   */
  readonly paymentLocked?: boolean;
}

function collect(entries: ReadonlyArray<readonly [PostingField, string | null]>): PostingErrors {
  const errors: PostingErrors = {};
  for (const [field, message] of entries) if (message) errors[field] = message;
  return errors;
}

/** The errors of one step; an empty object when the step may be left. */
export function validateStep(step: PostingStep, values: PostingValues, context: RuleContext): PostingErrors {
  switch (step) {
    case 'category':
      return collect([
        ['categoryId', values.categoryId === null ? 'Danh mục không được để trống!' : null],
        ['postingForm', required(values.postingForm, 'Hình thức')],
      ]);
    case 'details': {
      const priced = values.transactionType === 1;
      const realEstate = values.listingType === 2;
      const descriptionText = htmlToText(values.description);
      return collect([
        ['title', validateText(values.title, TEXT_RULES.title)],
        ['description', validateText(descriptionText, TEXT_RULES.description)],
        ['price', priced ? positiveNumber(values.price, 'Giá') : null],
        ['priceUnit', priced ? required(values.priceUnit, 'Đơn vị giá') : null],
        ['area', realEstate ? positiveNumber(values.area, 'Diện tích') : null],
        ['bedrooms', realEstate ? optionalCount(values.bedrooms, 'Số phòng ngủ') : null],
        ['bathrooms', realEstate ? optionalCount(values.bathrooms, 'Số phòng vệ sinh') : null],
        ...(isVehicleCategory(context.categorySlug) ? vehicleErrors(values) : []),
      ]);
    }
    case 'media':
      return collect([
        ['images', validateImageCount(values.media.images.length, imageMinimum(values.listingType, context.categorySlug)) ?? tooMany(values, 'images')],
        ['documents', tooMany(values, 'documents')],
        ['videos', tooMany(values, 'videos')],
        ['panoramas', tooMany(values, 'panoramas')],
      ]);
    case 'location':
      return collect([
        ['provinceCode', required(values.provinceCode, 'Tỉnh/Thành phố')],
        ['wardCode', required(values.wardCode, 'Phường/Xã')],
        ['street', values.street.trim() === '' ? null : validateText(values.street, TEXT_RULES.street)],
      ]);
    case 'contact':
      return collect([
        ['contactName', validateText(values.contactName, TEXT_RULES.contactName)],
        ['contactPhone', validatePhone(values.contactPhone, 'strict')],
      ]);
    case 'package':
      return collect([
        ['memberPackageId', context.paymentLocked !== true && values.paymentBy === 'package' && values.memberPackageId === null ? 'Gói dịch vụ không được để trống!' : null],
      ]);
    case 'review':
      return {};
  }
}

function tooMany(values: PostingValues, kind: MediaKind): string | null {
  return values.media[kind].length > MEDIA_LIMITS[kind] ? tooManyFilesMessage(kind) : null;
}

/** The first step (in order) that has errors, or null when the whole listing is valid. */
export function firstInvalidStep(values: PostingValues, context: RuleContext): PostingStep | null {
  return POSTING_STEPS.find((step) => Object.keys(validateStep(step, values, context)).length > 0) ?? null;
}

export function validateAll(values: PostingValues, context: RuleContext): PostingErrors {
  return Object.assign({}, ...POSTING_STEPS.map((step) => validateStep(step, values, context))) as PostingErrors;
}

/** Spec §5: a negotiable or hidden price (transaction type 2/3) sends price and unit blank. */
export function applyTransactionRule(values: PostingValues): PostingValues {
  return values.transactionType === 1 ? values : { ...values, price: '', priceUnit: '' };
}

/** Points per listing for 14 days by tier, from the price list's rao-vat group (other_id = tier). */
export interface TierPrice {
  readonly postType: TierCode;
  readonly name: string;
  readonly points: number;
}

export const DEFAULT_TIER_PRICES: readonly TierPrice[] = [
  { postType: 1, name: 'Tin thường', points: 5 },
  { postType: 2, name: 'Tin VIP', points: 10 },
  { postType: 3, name: 'Tin siêu VIP', points: 15 },
];

/** What a listing costs in points: the tier's 14-day price, twice for 28 days. */
export function postingCost(prices: readonly TierPrice[], postType: TierCode, dayNumber: DayNumber): number {
  const price = prices.find((candidate) => candidate.postType === postType)?.points ?? DEFAULT_TIER_PRICES[postType - 1]?.points ?? 0;
  return price * (dayNumber / 14);
}
