/**
 * A stored listing's edit answer as the posting wizard's values (docs/upstream-contract.md
 * "Posting"). The form the wizard sends is src/lib/contract/posting-form.ts.
 */
import type { EditDetail, StoredMediaWire } from '~/lib/contract/posting';
import type { PostingValues, StagedMedia } from '~/lib/posting-rules';

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
