/**
 * The card projection (spec §2 "Listing card"): what a grid sends to the browser instead of the whole
 * article (no HTML description, no seller internals), so pages stay small.
 */
import type { Article } from '~/lib/contract/list';
import { excerptFromHtml } from '~/lib/html-text';
import { priceText } from '~/lib/money';
import { listingPath } from '~/lib/slug';
import { vehicleCardFacts } from '~/lib/vehicle';

const EXCERPT_LENGTH = 140;

export interface ListingCard {
  readonly id: number;
  readonly href: string;
  readonly title: string;
  readonly excerpt: string;
  readonly thumbUrl: string | null;
  readonly thumbUrlLarge: string | null;
  readonly postingForm: string;
  readonly label: { readonly name: string | null; readonly iconUrl: string | null } | null;
  readonly contactName: string;
  readonly hasVideo: boolean;
  readonly isActive: boolean;
  readonly locationStage: string;
  readonly priceText: string;
  readonly tier: 1 | 2 | 3;
  readonly categoryName: string;
  readonly realEstate: { readonly area: number | null; readonly bedrooms: number | null; readonly bathrooms: number | null; readonly verified: boolean } | null;
  /** A vehicle's year, odometer and fuel, as far as the listing says them ('2022', '8.000 km', 'Xăng'). */
  readonly vehicle: readonly string[];
  readonly postedAt: Date;
}

export function mediaUrl(mediaBase: string, path: string, width: 360 | 720 | 'full'): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${mediaBase.replace(/\/$/, '')}/media/${width}/${path.replace(/^\/+/, '')}`;
}

export function toListingCard(article: Article, mediaBase: string): ListingCard {
  const category = article.terms[0];
  const info = article.show_type?.information_product;
  const label = article.add_ons?.label;
  return {
    id: article.id,
    href: listingPath(category?.slug ?? 'tin', article.object_slug, article.id),
    title: article.title,
    excerpt: excerptFromHtml(article.description, EXCERPT_LENGTH),
    thumbUrl: article.thumb ? mediaUrl(mediaBase, article.thumb.path, 360) : null,
    thumbUrlLarge: article.thumb ? mediaUrl(mediaBase, article.thumb.path, 720) : null,
    postingForm: article.posting_form,
    label: label ? { name: label.name, iconUrl: label.path ? mediaUrl(mediaBase, label.path, 'full') : null } : null,
    contactName: article.contact_info.contact_name,
    hasVideo: article.is_video,
    isActive: article.state === 'active',
    locationStage: article.location.stage,
    priceText: priceText({ price: article.price, priceUnit: article.price_unit, transactionType: article.transaction_type }),
    tier: article.post_type,
    categoryName: category?.name ?? '',
    realEstate: info
      ? { area: info.dien_tich, bedrooms: info.so_phong_ngu, bathrooms: info.so_phong_ve_sinh, verified: article.verified }
      : null,
    vehicle: article.vehicle ? vehicleCardFacts(article.vehicle) : [],
    postedAt: new Date(article.object_date * 1000),
  };
}
