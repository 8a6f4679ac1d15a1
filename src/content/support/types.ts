/**
 * The shape of an info page's content (src/content/support/*.tsx, one file per page of spec §2
 * /support-about). Text is TSX, not MDX: typed, linted, and able to use the product's own helpers
 * (dates, prices) so the guides cannot drift from how the product works.
 */
import type { ReactNode } from 'react';
import type { INFO_PAGES } from '~/lib/site';
import type { PriceBoard } from '~/server/routers/support';

export type InfoSlug = (typeof INFO_PAGES)[number]['slug'];

/** Pages whose body is read from the upstream price and package calls. */
export type PriceInfoSlug = 'bang-gia' | 'thong-tin-khuyen-mai';
export type StaticInfoSlug = Exclude<InfoSlug, PriceInfoSlug>;

interface InfoPageBase<S extends InfoSlug> {
  readonly slug: S;
  /** Equals the title in INFO_PAGES (footer and navigation). */
  readonly title: string;
  /** Lead paragraph and meta description (at most ~160 characters). */
  readonly description: string;
  /** When the text last changed in substance; shown on policies and guides. */
  readonly updatedAt?: Date;
}

export interface StaticInfoPage extends InfoPageBase<StaticInfoSlug> {
  readonly Body: () => ReactNode;
}

export interface PriceInfoPage extends InfoPageBase<PriceInfoSlug> {
  readonly Body: (props: { readonly board: PriceBoard }) => ReactNode;
}
