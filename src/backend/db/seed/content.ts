/**
 * What a listing says: the shared shape every category's generator returns, and the small HTML
 * builder that writes the (already sanitised) description in <p>, <ul><li> and <strong> only.
 */
import { formatPriceValue, priceUnitLabel, type PriceUnit, type TransactionType } from '~/lib/money';
import { toSearchText } from '~/lib/search-text';
import type { VehicleFacts } from '~/lib/vehicle';
import type { Place } from './locations';
import type { Rng } from './random';

export interface ContentContext {
  readonly rng: Rng;
  readonly place: Place;
  /** e.g. 'Nguyễn Văn Linh' */
  readonly street: string;
  readonly contactName: string;
  /** Forces one template of the category (the demo member's showcase listings). */
  readonly template?: number | undefined;
}

export interface PriceParts {
  readonly price: number | null;
  readonly priceUnit: PriceUnit;
  readonly transactionType: TransactionType;
}

export interface ListingContent extends PriceParts {
  readonly title: string;
  readonly postingForm: string;
  readonly descriptionHtml: string;
  /** The description as plain text. */
  readonly descriptionText: string;
  /** toSearchText(descriptionText), computed piece by piece with a cache (see searchPart). */
  readonly descriptionSearch: string;
  readonly area: number | null;
  readonly bedrooms: number | null;
  readonly bathrooms: number | null;
  /** A vehicle's facts ("Xe cộ" listings for sale); other listings leave it out. */
  readonly vehicle?: VehicleFacts | null;
  /** The add-on label that suits this listing when it has one. */
  readonly label: string;
}

export type ContentGenerator = (ctx: ContentContext) => ListingContent;

export const priced = (price: number, priceUnit: PriceUnit): PriceParts => ({ price, priceUnit, transactionType: 1 });
export const negotiable: PriceParts = { price: null, priceUnit: 1, transactionType: 2 };
export const noPrice: PriceParts = { price: null, priceUnit: 1, transactionType: 3 };

/** `3.5, 3` → '3,5 tỷ'; `2500000, 1` → '2.500.000 đ' */
export function priceWords(price: number, unit: PriceUnit): string {
  return `${formatPriceValue(price, unit)} ${priceUnitLabel(unit)}`;
}

/** An amount in đồng rounded to `step`, picked in [min, max]. */
export function dong(rng: Rng, min: number, max: number, step = 100_000): number {
  return Math.round(rng.int(min, max) / step) * step;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const searchCache = new Map<string, string>();

/**
 * toSearchText of one piece of text, cached: descriptions repeat the same sentences thousands of times.
 * Normalising pieces and joining them with spaces equals normalising the joined text, because
 * toSearchText works character by character and collapses every separator run to one space.
 */
export function searchPart(text: string): string {
  let found = searchCache.get(text);
  if (found === undefined) {
    found = toSearchText(text);
    if (searchCache.size >= 50_000) searchCache.clear();
    searchCache.set(text, found);
  }
  return found;
}

/** Joins normalised pieces the way toSearchText would have joined the raw ones. */
export function joinSearch(...parts: readonly string[]): string {
  return parts.filter((part) => part.length > 0).join(' ');
}

export interface DescriptionParts {
  readonly intro: string;
  readonly facts?: ReadonlyArray<readonly [string, string]>;
  readonly bullets?: readonly string[];
  readonly outro: string;
}

/** The description as HTML, as plain text and as search text. */
export function describe({ intro, facts = [], bullets = [], outro }: DescriptionParts): {
  descriptionHtml: string;
  descriptionText: string;
  descriptionSearch: string;
} {
  const items = [
    ...facts.map(([label, value]) => ({
      html: `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}`,
      text: `${label}: ${value}`,
      search: joinSearch(searchPart(label), searchPart(value)),
    })),
    ...bullets.map((bullet) => ({ html: escapeHtml(bullet), text: bullet, search: searchPart(bullet) })),
  ];
  const list = items.length > 0 ? `<ul>${items.map((item) => `<li>${item.html}</li>`).join('')}</ul>` : '';
  return {
    descriptionHtml: `<p>${escapeHtml(intro)}</p>${list}<p>${escapeHtml(outro)}</p>`,
    descriptionText: [intro, ...items.map((item) => item.text), outro].join(' '),
    descriptionSearch: joinSearch(searchPart(intro), ...items.map((item) => item.search), searchPart(outro)),
  };
}

/** 'Đường Nguyễn Văn Linh, Phường Tân Phong, Quận 7, Hồ Chí Minh' */
export function addressLine(ctx: ContentContext): string {
  const { place, street } = ctx;
  return `Đường ${street}, ${place.wardName}, ${place.districtName}, ${place.provinceName}`;
}

/** Picks a template: the forced one when given, else by weight. */
export function chooseTemplate<T>(ctx: ContentContext, templates: ReadonlyArray<readonly [T, number]>): T {
  if (ctx.template !== undefined) {
    const forced = templates[ctx.template % templates.length];
    if (forced !== undefined) return forced[0];
  }
  return ctx.rng.weighted(templates);
}

export const CONTACT_OUTROS = [
  'Liên hệ {name} để được tư vấn và hẹn xem trực tiếp. Vui lòng gọi trước khi đến.',
  'Gọi hoặc nhắn Zalo cho {name} theo số điện thoại trong tin. Miễn tiếp môi giới.',
  'Ưu tiên khách thiện chí, liên hệ {name} bất kể giờ nào trong ngày.',
  'Mọi chi tiết xin liên hệ {name}. Xin cảm ơn đã quan tâm!',
] as const;

export function outro(ctx: ContentContext): string {
  return ctx.rng.pick(CONTACT_OUTROS).replace('{name}', ctx.contactName);
}

/** A listing without area or rooms (goods, services, jobs, study): what one of its templates writes. */
export interface PlainItem {
  readonly title: string;
  readonly form: string;
  readonly intro: string;
  readonly price: PriceParts;
  readonly bullets: readonly string[];
  readonly label: string;
}

/** Weighted templates of plain listings. */
export type PlainTemplates = ReadonlyArray<readonly [(ctx: ContentContext) => PlainItem, number]>;

/** A category's listings from its templates; `placeLabel` names the address fact ('Khu vực', 'Địa điểm'). */
export function plainContent(templates: PlainTemplates, placeLabel: string): ContentGenerator {
  return (ctx) => {
    const item = chooseTemplate(ctx, templates)(ctx);
    return {
      title: item.title,
      postingForm: item.form,
      ...describe({ intro: item.intro, facts: [[placeLabel, addressLine(ctx)]], bullets: item.bullets, outro: outro(ctx) }),
      ...item.price,
      area: null,
      bedrooms: null,
      bathrooms: null,
      label: item.label,
    };
  };
}
