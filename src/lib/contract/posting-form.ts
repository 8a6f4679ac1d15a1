/**
 * The posting form (post, edit-post, create-repost, draft; docs/upstream-contract.md "Posting"),
 * written once: each wizard field's wire key, how its value is written and how its text reads
 * back. The app encodes with `encodePostForm`, the backend decodes with `decodePostForm`, both from
 * FORM_FIELDS — a field declared here is sent and read (issue #40; tests/lib/posting-form.test.ts
 * holds decode(encode(x)) = x through a real multipart body). Reading bounds each text to what the
 * backend keeps; checks.ts (backend) judges the values. Media travel beside these fields: paths of
 * files already uploaded, or files (MEDIA_FIELDS).
 */
import { APP_ID, isPostingStep, MEDIA_FIELDS, MEDIA_KINDS, parseDecimal, type PostingStep, type PostingValues } from '~/lib/posting-rules';
import { VEHICLE_LIMITS } from '~/lib/vehicle';

export type PostFormValues = Omit<PostingValues, 'media'>;

interface FieldCodec<T> {
  readonly wire: string;
  /** The field's text, or null to leave the field out. */
  readonly encode: (value: T) => string | null;
  /** From the field's text ('' when absent). */
  readonly decode: (text: string) => T;
}

const text = (wire: string, max: number, normalise: (value: string) => string = (value) => value): FieldCodec<string> => ({
  wire,
  encode: (value) => value,
  decode: (raw) => normalise(raw.slice(0, max)),
});

const readInteger = (raw: string): number | null => {
  const bounded = raw.slice(0, 20);
  const value = Number(bounded);
  return bounded.trim() !== '' && Number.isSafeInteger(value) ? value : null;
};

const integerOrNull = (wire: string): FieldCodec<number | null> => ({
  wire,
  encode: (value) => (value === null ? null : String(value)),
  decode: readInteger,
});

/** One of a few numbers; anything else reads as the fallback. */
const choice = <T extends number>(wire: string, allowed: readonly T[], fallback: T): FieldCodec<T> => ({
  wire,
  encode: (value) => String(value),
  decode: (raw) => {
    const value = readInteger(raw);
    return allowed.find((candidate) => candidate === value) ?? fallback;
  },
});

/** One of a few words; anything else reads as the fallback. */
const word = <T extends string>(wire: string, allowed: readonly T[], fallback: T): FieldCodec<T> => ({
  wire,
  encode: (value) => value,
  decode: (raw) => allowed.find((candidate) => candidate === raw.slice(0, 10)) ?? fallback,
});

const coordinate = (wire: string): FieldCodec<number | null> => ({
  wire,
  encode: (value) => (value === null ? null : String(value)),
  decode: (raw) => parseDecimal(raw.slice(0, 40)),
});

/** Every wizard field but media: the type makes a field left out here a compile error. */
export const FORM_FIELDS: { readonly [Key in keyof PostFormValues]: FieldCodec<PostFormValues[Key]> } = {
  categoryId: integerOrNull('term_id'),
  listingType: choice('listing_type', [1, 2], 1),
  postingForm: text('posting_form', 40, (value) => value.trim()),
  title: text('title', 1_000),
  description: text('description', 200_000),
  transactionType: choice('transaction_type', [1, 2, 3], 1),
  price: text('price', 30),
  priceUnit: word('price_unit', ['', '1', '2', '3'], ''),
  area: text('area', 30),
  bedrooms: text('bedrooms', 10),
  bathrooms: text('bathrooms', 10),
  vehicleBrand: text('vehicle_brand', VEHICLE_LIMITS.brand * 2),
  vehicleModel: text('vehicle_model', VEHICLE_LIMITS.model * 2),
  vehicleYear: text('vehicle_year', 10),
  vehicleKm: text('vehicle_km', 20),
  vehicleFuel: text('vehicle_fuel', 2),
  vehicleGearbox: text('vehicle_gearbox', 2),
  provinceCode: text('province_code', 10),
  districtCode: text('district_code', 10),
  wardCode: text('ward_code', 10),
  street: text('street', 1_000),
  lat: coordinate('lat'),
  lng: coordinate('lng'),
  contactName: text('contact_name', 1_000),
  contactPhone: text('contact_phone', 40),
  postType: choice('post_type', [1, 2, 3], 1),
  dayNumber: choice('day_number', [14, 28], 14),
  paymentBy: word('payment_by', ['point', 'package'], 'point'),
  memberPackageId: integerOrNull('member_package_id'),
};

const FIELD_KEYS = Object.keys(FORM_FIELDS) as readonly (keyof PostFormValues)[];

/** What travels beside the wizard's values: which listing, its requested status, the draft's step. */
export interface PostFormExtras {
  readonly status: number;
  readonly postId?: number | null | undefined;
  readonly draftStep?: PostingStep | undefined;
}

const encodeField = <Key extends keyof PostFormValues>(key: Key, values: PostFormValues): string | null => FORM_FIELDS[key].encode(values[key]);
const decodeField = <Key extends keyof PostFormValues>(key: Key, read: (wire: string) => string): PostFormValues[Key] =>
  FORM_FIELDS[key].decode(read(FORM_FIELDS[key].wire));

/** The multipart form of post / edit-post / create-repost / draft; media by the paths they were uploaded to. */
export function encodePostForm(values: PostingValues, extras: PostFormExtras): FormData {
  const form = new FormData();
  form.set('app_id', String(APP_ID));
  if (extras.postId !== undefined && extras.postId !== null) form.set('post_id', String(extras.postId));
  form.set('status', String(extras.status));
  if (extras.draftStep !== undefined) form.set('draft_step', extras.draftStep);
  for (const key of FIELD_KEYS) {
    const encoded = encodeField(key, values);
    if (encoded !== null) form.set(FORM_FIELDS[key].wire, encoded);
  }
  for (const kind of MEDIA_KINDS) for (const file of values.media[kind]) form.append(MEDIA_FIELDS[kind], file.path);
  return form;
}

export interface DecodedPostForm {
  readonly values: PostFormValues;
  readonly status: number | null;
  readonly draftStep: PostingStep | null;
  readonly postId: number | null;
}

/** The form's text fields as the wizard's values (media aside); `read` gives a field's text, '' when absent. */
export function decodePostForm(read: (wire: string) => string): DecodedPostForm {
  // Each key of FORM_FIELDS, which its type makes every key of PostFormValues.
  const values = Object.fromEntries(FIELD_KEYS.map((key) => [key, decodeField(key, read)])) as unknown as PostFormValues;
  const step = read('draft_step').slice(0, 20);
  return { values, status: readInteger(read('status')), draftStep: isPostingStep(step) ? step : null, postId: readInteger(read('post_id')) };
}
