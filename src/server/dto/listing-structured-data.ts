/**
 * Search-engine data of a listing page: JSON-LD (schema.org) and the Next metadata (title,
 * description, canonical, OpenGraph, Twitter, robots). Pure functions of the detail projection.
 *
 * JSON-LD: a BreadcrumbList always; a Product for the listing (real estate adds area, bedrooms and
 * bathrooms as `additionalProperty`); an Offer only while the listing is live, has a price and is an
 * offer at all — 'Cần mua', 'Cần thuê', 'Tìm việc'… are demands, and a job is not a product sale.
 * Expired listings keep their page but are `noindex` and carry no Offer.
 * @see https://developers.google.com/search/docs/appearance/structured-data/product-snippet
 * @see https://schema.org/Offer
 */
import type { Metadata } from 'next';
import { truncateText } from '~/lib/html-text';
import type { ListingDetail } from './listing-detail';

/** Posting forms that offer something, and the GoodRelations business function of each. */
const OFFER_FUNCTION: Readonly<Record<string, string>> = {
  'Cần bán': 'http://purl.org/goodrelations/v1#Sell',
  'Cho thuê': 'http://purl.org/goodrelations/v1#LeaseOut',
  'Dịch vụ': 'http://purl.org/goodrelations/v1#ProvideService',
  'Khác': 'http://purl.org/goodrelations/v1#Sell',
};

export function offerBusinessFunction(postingForm: string): string | null {
  return OFFER_FUNCTION[postingForm.trim()] ?? null;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export function listingJsonLd(listing: ListingDetail, siteUrl: string) {
  const absolute = (path: string) => new URL(path, siteUrl).toString();
  const url = absolute(listing.href);
  const trail = [{ label: 'Trang chủ', href: '/' }, ...listing.breadcrumbs, { label: listing.title, href: listing.href }];
  const breadcrumbList = {
    '@type': 'BreadcrumbList',
    itemListElement: trail
      .filter((crumb) => crumb.href !== null)
      .map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.label, item: absolute(crumb.href ?? '/') })),
  };

  const realEstate = listing.realEstate;
  const properties = realEstate
    ? [
        realEstate.area !== null ? { '@type': 'PropertyValue', name: 'Diện tích', value: realEstate.area, unitCode: 'MTK', unitText: 'm²' } : null,
        realEstate.bedrooms !== null ? { '@type': 'PropertyValue', name: 'Số phòng ngủ', value: realEstate.bedrooms } : null,
        realEstate.bathrooms !== null ? { '@type': 'PropertyValue', name: 'Số phòng vệ sinh', value: realEstate.bathrooms } : null,
      ].filter((property) => property !== null)
    : [];

  const businessFunction = offerBusinessFunction(listing.postingForm);
  const offer =
    listing.isActive && listing.priceVnd !== null && businessFunction !== null
      ? {
          '@type': 'Offer',
          url,
          price: listing.priceVnd,
          priceCurrency: 'VND',
          availability: 'https://schema.org/InStock',
          businessFunction,
          ...(listing.endsAt ? { priceValidUntil: isoDate(listing.endsAt) } : {}),
          seller: { '@type': 'Person', name: listing.seller.name },
        }
      : null;

  const product = {
    '@type': 'Product',
    '@id': `${url}#tin`,
    name: listing.title,
    description: truncateText(listing.descriptionText, 5000),
    url,
    sku: String(listing.id),
    category: listing.category.name,
    ...(listing.images.length > 0 ? { image: listing.images.map((image) => image.url) } : {}),
    ...(properties.length > 0 ? { additionalProperty: properties } : {}),
    ...(offer ? { offers: offer } : {}),
  };

  return { '@context': 'https://schema.org', '@graph': [breadcrumbList, product] as const };
}

const DESCRIPTION_LENGTH = 160;

export function listingMetadata(listing: ListingDetail): Metadata {
  const facts = [listing.priceText, listing.location.stage].filter((part) => part !== '').join(' · ');
  const description = truncateText([facts, listing.descriptionText].filter((part) => part !== '').join(' – '), DESCRIPTION_LENGTH);
  const images = listing.shareImageUrl ? [{ url: listing.shareImageUrl, width: 720, alt: listing.title }] : undefined;
  return {
    title: listing.title,
    description,
    alternates: { canonical: listing.href },
    robots: listing.isActive ? { index: true, follow: true } : { index: false, follow: true },
    openGraph: { type: 'website', url: listing.href, title: listing.title, description, images },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title: listing.title,
      description,
      images: listing.shareImageUrl ? [listing.shareImageUrl] : undefined,
    },
  };
}
