/**
 * A stored listing back in the wizard's terms: the owner's listing (anyone else is refused), its
 * values and media as the wizard edits them, and the post-detail `for=edit` answer.
 */
import { asc, eq } from 'drizzle-orm';
import { isPostingStep, type MediaKind, type PostingStep, type PostingValues, type StagedMedia, type TierCode } from '~/lib/posting-rules';
import type { Database } from '../../db/client';
import { categories, listingMedia, listings } from '../../db/schema';
import { fromRow, type MediaRow } from './media';
import { PostingRefused } from './refused';
import { DRAFT_STATUS } from '~/machines/listingLifecycle';

export type ListingRow = typeof listings.$inferSelect;

/** The member's own listing by id; a missing id, a missing listing or someone else's is refused. */
export async function ownListing(db: Database, memberId: number, id: number | null): Promise<ListingRow> {
  if (id === null) throw new PostingRefused(400, 'Thiếu mã tin (post_id).', 'post_id');
  const [row] = await db.select().from(listings).where(eq(listings.id, id));
  if (!row) throw new PostingRefused(404, 'Tin này không tồn tại hoặc đã hết hạn.');
  if (row.memberId !== memberId) throw new PostingRefused(403, 'Bạn không có quyền thực hiện thao tác này.');
  return row;
}

const KIND_OF_ROW: Readonly<Record<MediaRow['kind'], MediaKind>> = { image: 'images', document: 'documents', video: 'videos', panorama: 'panoramas' };

/** A stored listing back in the wizard's terms (edit mode, and checking a draft before it is sent). */
export async function editValues(db: Database, listing: ListingRow): Promise<PostingValues> {
  const rows = await db.select().from(listingMedia).where(eq(listingMedia.listingId, listing.id)).orderBy(asc(listingMedia.position), asc(listingMedia.id));
  const media = { images: [], documents: [], videos: [], panoramas: [] } as Record<MediaKind, StagedMedia[]>;
  for (const row of rows) media[KIND_OF_ROW[row.kind]].push(fromRow(row));
  const tier = (value: number): TierCode => (value === 3 ? 3 : value === 2 ? 2 : 1);
  const decimal = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));
  return {
    categoryId: listing.categoryId,
    listingType: listing.listingType === 2 ? 2 : 1,
    postingForm: listing.postingForm,
    title: listing.title,
    description: listing.descriptionHtml,
    transactionType: listing.transactionType === 3 ? 3 : listing.transactionType === 2 ? 2 : 1,
    price: decimal(listing.price),
    // A draft saved before its price was typed comes back without a unit, not with the column's default.
    priceUnit: listing.transactionType === 1 && listing.price !== null ? (String(listing.priceUnit) as '1' | '2' | '3') : '',
    area: decimal(listing.area),
    bedrooms: listing.bedrooms === null ? '' : String(listing.bedrooms),
    bathrooms: listing.bathrooms === null ? '' : String(listing.bathrooms),
    vehicleBrand: listing.vehicleBrand ?? '',
    vehicleModel: listing.vehicleModel ?? '',
    vehicleYear: listing.vehicleYear === null ? '' : String(listing.vehicleYear),
    vehicleKm: listing.vehicleKm === null ? '' : String(listing.vehicleKm),
    vehicleFuel: listing.vehicleFuel === null ? '' : String(listing.vehicleFuel),
    vehicleGearbox: listing.vehicleGearbox === null ? '' : String(listing.vehicleGearbox),
    media,
    // The wizard edits the 2025 place; a listing posted with old codes opens on the place they map to.
    provinceCode: listing.unitProvinceCode ?? '',
    districtCode: '',
    wardCode: listing.unitWardCode ?? '',
    street: listing.street ?? '',
    lat: listing.latitude,
    lng: listing.longitude,
    contactName: listing.contactName,
    contactPhone: listing.contactPhone,
    postType: tier(listing.postType),
    dayNumber: listing.durationDays === 28 ? 28 : 14,
    paymentBy: listing.paidWithPoints || listing.status === DRAFT_STATUS ? 'point' : 'package',
    memberPackageId: null,
  };
}

/** The wizard step a draft was left at; the seed's older name 'images' is the media step. */
function resumeStep(stored: string | null): PostingStep | null {
  if (stored === 'images') return 'media';
  return isPostingStep(stored) ? stored : null;
}

/** post-detail `for=edit`: the owner's whole listing as the wizard edits it. */
export async function loadEditDetail(db: Database, memberId: number, postId: number) {
  const listing = await ownListing(db, memberId, postId);
  const values = await editValues(db, listing);
  const [category] = await db.select({ slug: categories.slug }).from(categories).where(eq(categories.id, listing.categoryId));
  const toWire = (file: StagedMedia) => ({ path: file.path, name: file.name, mime_type: file.mimeType, bytes: file.bytes, width: file.width, height: file.height });
  return {
    post_id: listing.id,
    status: listing.status,
    draft_step: resumeStep(listing.draftStep),
    send_back_notes: listing.sendBackNotes ?? {},
    reject_reason: listing.rejectReason,
    updated_at: Math.floor(listing.updatedAt.getTime() / 1000),
    category_slug: category?.slug ?? null,
    // The stored listing's own category (NOT NULL), not the wizard's value, which may be unset.
    term_id: listing.categoryId,
    listing_type: values.listingType,
    posting_form: values.postingForm,
    title: values.title,
    description: values.description,
    transaction_type: values.transactionType,
    price: values.price,
    price_unit: values.priceUnit,
    area: values.area,
    bedrooms: values.bedrooms,
    bathrooms: values.bathrooms,
    vehicle_brand: values.vehicleBrand,
    vehicle_model: values.vehicleModel,
    vehicle_year: values.vehicleYear,
    vehicle_km: values.vehicleKm,
    vehicle_fuel: values.vehicleFuel,
    vehicle_gearbox: values.vehicleGearbox,
    province_code: values.provinceCode,
    district_code: values.districtCode,
    ward_code: values.wardCode,
    street: values.street,
    lat: values.lat,
    lng: values.lng,
    contact_name: values.contactName,
    contact_phone: values.contactPhone,
    post_type: values.postType,
    day_number: values.dayNumber,
    payment_by: values.paymentBy,
    media: {
      images: values.media.images.map(toWire),
      documents: values.media.documents.map(toWire),
      videos: values.media.videos.map(toWire),
      panoramas: values.media.panoramas.map(toWire),
    },
  };
}
