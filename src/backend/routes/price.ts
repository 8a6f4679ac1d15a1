/**
 * The price host (spec §7): GET /api/list/list-price, the price list in its six groups.
 */
import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { ListPriceResponse, type PriceGroup, type PriceItem } from '~/lib/contract/list';
import type { BackendDeps } from '../context';
import { answer } from '../contract-edge';
import { priceItems } from '../db/schema';

const toSeconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

export function priceRoutes({ db }: BackendDeps) {
  const app = new Hono();

  app.get('/api/list/list-price', async (c) => {
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
    return answer(c, ListPriceResponse, { status: 200, data: groups });
  });

  return app;
}
