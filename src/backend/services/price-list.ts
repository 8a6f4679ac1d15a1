/** The price list (spec §7, GET /api/list/list-price) in its six groups, every group present. */
import { asc } from 'drizzle-orm';
import type { PriceGroup, PriceItem } from '~/lib/contract/list';
import type { Database } from '../db/client';
import { priceItems } from '../db/schema';

const toSeconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

export async function priceListGroups(db: Database): Promise<Record<PriceGroup, Array<typeof PriceItem.Encoded>>> {
  const rows = await db.select().from(priceItems).orderBy(asc(priceItems.groupKey), asc(priceItems.position));
  // Every group is answered, an empty one as an empty list.
  const groups: Record<PriceGroup, Array<typeof PriceItem.Encoded>> = {
    'rao-vat': [],
    'add-on': [],
    'tto-display': [],
    media: [],
    other: [],
    'day-tin-rao-vat': [],
  };
  for (const item of rows) {
    groups[item.groupKey].push({
      id: item.id,
      other_id: item.otherId,
      name: item.name,
      label: item.label,
      price: item.price,
      option: item.option,
      start_time: toSeconds(item.startTime),
      end_time: toSeconds(item.endTime),
      meta: { resource: item.meta?.resource ?? null },
    });
  }
  return groups;
}
