/**
 * A property's facts as label → value rows, in reading order: one wording for the detail page and
 * the moderation card (issue #35 §4), so the moderator decides on what buyers will read.
 */
import { areaText } from './browse-options';

export interface RealEstateFacts {
  readonly area: number | null;
  readonly bedrooms: number | null;
  readonly bathrooms: number | null;
  /** '52 triệu/m²' where the price allows it; the moderation card has none. */
  readonly pricePerM2Text?: string | null;
}

export function realEstateFactRows(facts: RealEstateFacts): Array<readonly [string, string]> {
  const rows: Array<readonly [string, string]> = [];
  if (facts.area !== null) rows.push(['Diện tích', areaText(facts.area)]);
  if (facts.pricePerM2Text) rows.push(['Đơn giá', facts.pricePerM2Text]);
  if (facts.bedrooms !== null) rows.push(['Phòng ngủ', `${facts.bedrooms} phòng`]);
  if (facts.bathrooms !== null) rows.push(['Phòng vệ sinh', `${facts.bathrooms} phòng`]);
  return rows;
}
