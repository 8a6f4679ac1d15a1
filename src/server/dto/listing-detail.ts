/**
 * The detail-page projection of post-detail: what the listing page renders and sends to the
 * browser, with media turned into media-host URLs, the description sanitised (src/lib/sanitize-html)
 * and the numbers the page and its structured data need. Never the raw upstream payload.
 */
import type { PostDetail } from '~/lib/contract/content';
import { htmlToText } from '~/lib/html-text';
import { priceInVnd, priceText } from '~/lib/money';
import { sanitizeHtml } from '~/lib/sanitize-html';
import { listingPath } from '~/lib/slug';
import { mediaUrl } from './listing-card';
import { vehicleFactRows } from '~/lib/vehicle';
import { decimalText } from '~/lib/number-text';

export interface GalleryImage {
  readonly thumbUrl: string;
  readonly url: string;
  readonly fullUrl: string;
  readonly width: number | null;
  readonly height: number | null;
}

export interface Crumb {
  readonly label: string;
  /** App path; null for the current page. */
  readonly href: string | null;
}

export interface ListingDetail {
  readonly id: number;
  /** Canonical path `/{category}/{object_slug}-{id}`. */
  readonly href: string;
  readonly title: string;
  readonly category: { readonly slug: string; readonly name: string };
  readonly isActive: boolean;
  readonly status: number;
  readonly descriptionHtml: string;
  readonly descriptionText: string;
  readonly priceText: string;
  /** The asking price in đồng when there is one (structured data); null when negotiable or hidden. */
  readonly priceVnd: number | null;
  readonly postingForm: string;
  readonly tier: 1 | 2 | 3;
  readonly label: string | null;
  readonly verified: boolean;
  readonly isRealEstate: boolean;
  readonly images: readonly GalleryImage[];
  readonly videos: ReadonlyArray<{ readonly url: string; readonly mimeType: string; readonly posterUrl: string | null }>;
  readonly panoramas: ReadonlyArray<{ readonly url: string; readonly previewUrl: string }>;
  readonly documents: ReadonlyArray<{ readonly url: string; readonly name: string; readonly sizeText: string }>;
  readonly location: {
    readonly stage: string;
    /** Street, ward, province (2025 units): the full address line. */
    readonly address: string;
    /** The address before 2025-07-01, for a listing posted with the old units, when it differs. */
    readonly formerAddress: string | null;
    readonly provinceName: string | null;
    readonly lat: number | null;
    readonly lng: number | null;
  };
  readonly realEstate: {
    readonly area: number | null;
    readonly bedrooms: number | null;
    readonly bathrooms: number | null;
    /** e.g. '48,3 triệu/m²' when both price and area are known. */
    readonly pricePerM2Text: string | null;
  } | null;
  /** A vehicle's facts as label → value rows ('Hãng xe' → 'Honda'); empty for other listings. */
  readonly vehicleFacts: ReadonlyArray<readonly [string, string]>;
  readonly contactName: string;
  readonly seller: {
    readonly id: number;
    readonly name: string;
    readonly avatarUrl: string | null;
    readonly memberSince: Date;
    readonly activeListings: number;
  };
  readonly postedAt: Date;
  readonly endsAt: Date | null;
  readonly viewCount: number;
  /** The seller offers "Mua an toàn" (the button beside the contact bar; the backend decides again on checkout). */
  readonly safePurchase: boolean;
  /** Category, province, district (the page adds home and itself). */
  readonly breadcrumbs: readonly Crumb[];
  /** The 720 px picture for link previews (OpenGraph, Twitter), null without photos. */
  readonly shareImageUrl: string | null;
}

export function fileSizeText(bytes: number): string {
  if (bytes >= 1_048_576) return `${decimalText(bytes / 1_048_576, 1)} MB`;
  if (bytes >= 1024) return `${decimalText(bytes / 1024, 1)} KB`;
  return `${bytes} B`;
}

/** Price per m² in the largest unit that keeps it above 1 (triệu or nghìn đồng). */
export function pricePerM2Text(priceVnd: number | null, area: number | null): string | null {
  if (priceVnd === null || area === null || area <= 0 || priceVnd <= 0) return null;
  const perM2 = priceVnd / area;
  if (perM2 >= 1_000_000) return `${decimalText(perM2 / 1_000_000, 1)} triệu/m²`;
  return `${decimalText(Math.round(perM2 / 1000), 1)} nghìn/m²`;
}

function addressLine(location: PostDetail['location']): string {
  const parts = [location.street, location.ward?.name, location.district?.name, location.province?.name].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  return parts.length > 0 ? parts.join(', ') : location.stage;
}

function crumbs(detail: PostDetail): Crumb[] {
  const category = detail.terms[0];
  const categoryPath = `/${category?.slug ?? 'tin'}`;
  let province: string | null = null;
  return detail.breadcrumbs.map((crumb): Crumb => {
    switch (crumb.kind) {
      case 'category':
        return { label: crumb.name, href: `/${crumb.key}` };
      case 'province':
        province = crumb.key;
        return { label: crumb.name, href: `${categoryPath}?province=${encodeURIComponent(crumb.key)}` };
      case 'ward':
        return {
          label: crumb.name,
          href: province ? `${categoryPath}?province=${encodeURIComponent(province)}&ward=${encodeURIComponent(crumb.key)}` : null,
        };
      case 'district':
        // Districts were abolished on 2025-07-01: an upstream that still sends one gets a plain crumb.
        return { label: crumb.name, href: null };
    }
  });
}

export function toListingDetail(detail: PostDetail, mediaBase: string): ListingDetail {
  const category = detail.terms[0] ?? { id: 0, slug: 'tin', name: 'Tin rao' };
  const info = detail.show_type?.information_product ?? null;
  const priced = detail.transaction_type === 1 && detail.price !== null && detail.price > 0;
  const priceVnd = priced ? priceInVnd(detail.price, detail.price_unit) : null;
  const firstImage = detail.media.images[0]?.path ?? detail.thumb?.path ?? null;
  return {
    id: detail.id,
    href: listingPath(category.slug, detail.object_slug, detail.id),
    title: detail.title,
    category: { slug: category.slug, name: category.name },
    isActive: detail.state === 'active',
    status: detail.status,
    descriptionHtml: sanitizeHtml(detail.description),
    descriptionText: htmlToText(detail.description),
    priceText: priceText({ price: detail.price, priceUnit: detail.price_unit, transactionType: detail.transaction_type }),
    priceVnd,
    postingForm: detail.posting_form,
    tier: detail.post_type,
    label: detail.add_ons?.label.name ?? null,
    verified: detail.verified,
    isRealEstate: detail.listing_type === 2,
    images: detail.media.images.map((image) => ({
      thumbUrl: mediaUrl(mediaBase, image.path, 360),
      url: mediaUrl(mediaBase, image.path, 720),
      fullUrl: mediaUrl(mediaBase, image.path, 'full'),
      width: image.width,
      height: image.height,
    })),
    videos: detail.media.videos.map((video) => ({
      url: mediaUrl(mediaBase, video.path, 'full'),
      mimeType: video.mime_type,
      posterUrl: firstImage ? mediaUrl(mediaBase, firstImage, 720) : null,
    })),
    panoramas: detail.media.panoramas.map((panorama) => ({
      url: mediaUrl(mediaBase, panorama.path, 'full'),
      previewUrl: mediaUrl(mediaBase, panorama.path, 720),
    })),
    documents: detail.media.documents.map((document, index) => ({
      url: mediaUrl(mediaBase, document.path, 'full'),
      name: document.name ?? `Tài liệu ${index + 1}`,
      sizeText: fileSizeText(document.bytes),
    })),
    location: {
      stage: detail.location.stage,
      address: addressLine(detail.location),
      formerAddress: detail.location.former_stage,
      provinceName: detail.location.province?.name ?? null,
      lat: detail.location.lat,
      lng: detail.location.lng,
    },
    realEstate:
      detail.listing_type === 2 || info
        ? {
            area: info?.dien_tich ?? null,
            bedrooms: info?.so_phong_ngu ?? null,
            bathrooms: info?.so_phong_ve_sinh ?? null,
            pricePerM2Text: pricePerM2Text(priceVnd, info?.dien_tich ?? null),
          }
        : null,
    vehicleFacts: detail.vehicle ? vehicleFactRows(detail.vehicle, detail.title) : [],
    contactName: detail.contact_info.contact_name,
    seller: {
      id: detail.seller.id,
      name: detail.seller.full_name,
      avatarUrl: detail.seller.avatar ? mediaUrl(mediaBase, detail.seller.avatar, 360) : null,
      memberSince: new Date(detail.seller.member_since * 1000),
      activeListings: detail.seller.active_listings,
    },
    postedAt: new Date(detail.object_date * 1000),
    endsAt: detail.ends_at === null ? null : new Date(detail.ends_at * 1000),
    viewCount: detail.view_count,
    safePurchase: detail.safe_purchase,
    breadcrumbs: crumbs(detail),
    shareImageUrl: firstImage ? mediaUrl(mediaBase, firstImage, 720) : null,
  };
}
