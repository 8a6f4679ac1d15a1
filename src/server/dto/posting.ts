/**
 * The posting wizard's values ↔ the posting calls' wire fields (docs/upstream-contract.md "Posting").
 * Files are always attached by path here: the browser uploads each one first (/api/posting/upload).
 */
import type { EditDetail, StoredMediaWire } from '~/lib/contract/posting';
import type { PostingStatus } from '~/machines/listing-statuses';
import { APP_ID, MEDIA_FIELDS, MEDIA_KINDS, type PostingStep, type PostingValues, type StagedMedia } from '~/lib/posting-rules';

export interface PostFormExtras {
  readonly status: PostingStatus;
  readonly postId?: number | null | undefined;
  readonly draftStep?: PostingStep | undefined;
}

/** The multipart form of post / edit-post / create-repost. */
export function toPostForm(values: PostingValues, extras: PostFormExtras): FormData {
  const form = new FormData();
  const set = (key: string, value: string | number | null) => {
    if (value !== null) form.set(key, String(value));
  };
  set('app_id', APP_ID);
  set('post_id', extras.postId ?? null);
  set('status', extras.status);
  set('draft_step', extras.draftStep ?? null);
  set('term_id', values.categoryId);
  set('listing_type', values.listingType);
  set('posting_form', values.postingForm);
  set('title', values.title);
  set('description', values.description);
  set('transaction_type', values.transactionType);
  set('price', values.price);
  set('price_unit', values.priceUnit);
  set('area', values.area);
  set('bedrooms', values.bedrooms);
  set('bathrooms', values.bathrooms);
  set('vehicle_brand', values.vehicleBrand);
  set('vehicle_model', values.vehicleModel);
  set('vehicle_year', values.vehicleYear);
  set('vehicle_km', values.vehicleKm);
  set('vehicle_fuel', values.vehicleFuel);
  set('vehicle_gearbox', values.vehicleGearbox);
  set('province_code', values.provinceCode);
  set('district_code', values.districtCode);
  set('ward_code', values.wardCode);
  set('street', values.street);
  set('lat', values.lat);
  set('lng', values.lng);
  set('contact_name', values.contactName);
  set('contact_phone', values.contactPhone);
  set('post_type', values.postType);
  set('day_number', values.dayNumber);
  set('payment_by', values.paymentBy);
  set('member_package_id', values.memberPackageId);
  for (const kind of MEDIA_KINDS) for (const file of values.media[kind]) form.append(MEDIA_FIELDS[kind], file.path);
  return form;
}

export function fromStoredMedia(file: StoredMediaWire): StagedMedia {
  return { path: file.path, name: file.name, mimeType: file.mime_type, bytes: file.bytes, width: file.width, height: file.height };
}

/** A stored listing as the wizard's values (edit mode, resumed drafts, re-posts). */
export function fromEditDetail(detail: EditDetail): PostingValues {
  return {
    categoryId: detail.term_id,
    listingType: detail.listing_type,
    postingForm: detail.posting_form,
    title: detail.title,
    description: detail.description,
    transactionType: detail.transaction_type,
    price: detail.price,
    priceUnit: detail.price_unit,
    area: detail.area,
    bedrooms: detail.bedrooms,
    bathrooms: detail.bathrooms,
    vehicleBrand: detail.vehicle_brand,
    vehicleModel: detail.vehicle_model,
    vehicleYear: detail.vehicle_year,
    vehicleKm: detail.vehicle_km,
    vehicleFuel: detail.vehicle_fuel,
    vehicleGearbox: detail.vehicle_gearbox,
    media: {
      images: detail.media.images.map(fromStoredMedia),
      documents: detail.media.documents.map(fromStoredMedia),
      videos: detail.media.videos.map(fromStoredMedia),
      panoramas: detail.media.panoramas.map(fromStoredMedia),
    },
    provinceCode: detail.province_code,
    districtCode: detail.district_code,
    wardCode: detail.ward_code,
    street: detail.street,
    lat: detail.lat,
    lng: detail.lng,
    contactName: detail.contact_name,
    contactPhone: detail.contact_phone,
    postType: detail.post_type,
    dayNumber: detail.day_number,
    paymentBy: detail.payment_by,
    memberPackageId: null,
  };
}
