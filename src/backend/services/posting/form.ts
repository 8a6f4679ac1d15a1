/**
 * Reading the posting form: the multipart body of post, edit-post, create-repost and draft becomes
 * the wizard's values (src/lib/posting-rules.ts), the stored paths it names and the new files it carries.
 * Nothing is checked here beyond shape; see checks.ts.
 */
import {
  applyTransactionRule,
  EMPTY_POSTING,
  isPostingStep,
  MEDIA_FIELDS,
  MEDIA_KINDS,
  parseDecimal,
  type MediaKind,
  type PostingStep,
  type PostingValues,
} from '~/lib/posting-rules';
import { VEHICLE_LIMITS } from '~/lib/vehicle';
import { DRAFT_STATUS } from '~/machines/listingLifecycle';
import { LISTING_STATUS, type PostingStatus } from '~/machines/listing-statuses';

export type FormBody = Record<string, unknown>;

export interface ParsedPost {
  readonly values: PostingValues;
  readonly refs: Readonly<Record<MediaKind, readonly string[]>>;
  readonly uploads: ReadonlyArray<{ readonly kind: MediaKind; readonly file: File }>;
  readonly status: PostingStatus;
  readonly draftStep: PostingStep | null;
  readonly postId: number | null;
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const text = (body: FormBody, key: string, max = 20_000): string => {
  const value = body[key];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.slice(0, max) : '';
};
const integer = (body: FormBody, key: string): number | null => {
  const value = Number(text(body, key, 20));
  return text(body, key, 20).trim() !== '' && Number.isSafeInteger(value) ? value : null;
};
const coordinate = (body: FormBody, key: string): number | null => parseDecimal(text(body, key, 40));

/** Reads the multipart form: text fields, and per media field its stored paths (text) and new files. */
export function parsePostForm(body: FormBody): ParsedPost {
  const refs = { images: [], documents: [], videos: [], panoramas: [] } as Record<MediaKind, string[]>;
  const uploads: Array<{ kind: MediaKind; file: File }> = [];
  for (const kind of MEDIA_KINDS) {
    const field = MEDIA_FIELDS[kind];
    for (const entry of [...asList(body[field]), ...asList(body[`${field}[]`])]) {
      if (entry instanceof File) {
        if (entry.size > 0 || entry.name !== '') uploads.push({ kind, file: entry });
      } else if (typeof entry === 'string' && entry.trim() !== '') refs[kind].push(entry.trim().slice(0, 300));
    }
  }
  const choice = <T extends number>(value: number | null, allowed: readonly T[], fallback: T): T =>
    allowed.find((candidate) => candidate === value) ?? fallback;
  const unit = text(body, 'price_unit', 2);
  const step = text(body, 'draft_step', 20);
  const values: PostingValues = applyTransactionRule({
    ...EMPTY_POSTING,
    categoryId: integer(body, 'term_id'),
    listingType: choice(integer(body, 'listing_type'), [1, 2] as const, 1),
    postingForm: text(body, 'posting_form', 40).trim(),
    title: text(body, 'title', 1_000),
    description: text(body, 'description', 200_000),
    transactionType: choice(integer(body, 'transaction_type'), [1, 2, 3] as const, 1),
    price: text(body, 'price', 30),
    priceUnit: unit === '1' || unit === '2' || unit === '3' ? unit : '',
    area: text(body, 'area', 30),
    bedrooms: text(body, 'bedrooms', 10),
    bathrooms: text(body, 'bathrooms', 10),
    vehicleBrand: text(body, 'vehicle_brand', VEHICLE_LIMITS.brand * 2),
    vehicleModel: text(body, 'vehicle_model', VEHICLE_LIMITS.model * 2),
    vehicleYear: text(body, 'vehicle_year', 10),
    vehicleKm: text(body, 'vehicle_km', 20),
    vehicleFuel: text(body, 'vehicle_fuel', 2),
    vehicleGearbox: text(body, 'vehicle_gearbox', 2),
    provinceCode: text(body, 'province_code', 10),
    districtCode: text(body, 'district_code', 10),
    wardCode: text(body, 'ward_code', 10),
    street: text(body, 'street', 1_000),
    lat: coordinate(body, 'lat'),
    lng: coordinate(body, 'lng'),
    contactName: text(body, 'contact_name', 1_000),
    contactPhone: text(body, 'contact_phone', 40),
    postType: choice(integer(body, 'post_type'), [1, 2, 3] as const, 1),
    dayNumber: choice(integer(body, 'day_number'), [14, 28] as const, 14),
    paymentBy: text(body, 'payment_by', 10) === 'package' ? 'package' : 'point',
    memberPackageId: integer(body, 'member_package_id'),
  });
  return {
    values,
    refs,
    uploads,
    status: integer(body, 'status') === DRAFT_STATUS ? DRAFT_STATUS : LISTING_STATUS.pending,
    draftStep: isPostingStep(step) ? step : null,
    postId: integer(body, 'post_id'),
  };
}
