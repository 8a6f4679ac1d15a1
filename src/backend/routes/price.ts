/**
 * The price host (spec §7): GET /api/list/list-price, the price list in its six groups.
 */
import { Hono } from 'hono';
import { ListPriceResponse } from '~/lib/contract/list';
import type { BackendDeps } from '../context';
import { answer } from '../contract-edge';
import { priceListGroups } from '../services/price-list';

export function priceRoutes({ db }: BackendDeps) {
  const app = new Hono();

  app.get('/api/list/list-price', async (c) => {
    return answer(c, ListPriceResponse, { status: 200, data: await priceListGroups(db) });
  });

  return app;
}
