/**
 * The list host (spec §7 "Listings"): list-term, list-article, list-tto, list-package-point,
 * list-all-package. Later issues add list-user here.
 */
import { asc, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { BackendDeps } from '../context';
import { categories, newsItems, pointPacks, servicePackages } from '../db/schema';
import { parseInput, readBody } from '../http';
import { listArticleBlock } from '../services/articles';

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

const listArticleInput = z.object({
  type: z.coerce.number().int().pipe(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  num: z.coerce.number().int().min(1).max(40).default(10),
});

export function listRoutes({ db }: BackendDeps) {
  const app = new Hono();

  app.get('/api/list/list-term', async (c) => {
    const rows = await db
      .select({ id: categories.id, slug: categories.slug, name: categories.name })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id));
    return c.json({ status: 200, data: rows });
  });

  app.post('/api/list/list-article', async (c) => {
    const input = parseInput(listArticleInput, await readBody(c));
    return c.json({ status: 200, data: await listArticleBlock(db, input) });
  });

  app.get('/api/list/list-tto', async (c) => {
    const limit = parseInput(z.coerce.number().int().min(1).max(50).default(12), c.req.query('num'));
    const rows = await db.select().from(newsItems).orderBy(desc(newsItems.publishedAt)).limit(limit);
    return c.json({
      status: 200,
      data: rows.map((item) => ({
        id: item.id,
        title: item.title,
        summary: item.summary,
        image: item.imagePath,
        link: item.link,
        published_at: toSeconds(item.publishedAt),
      })),
    });
  });

  app.get('/api/list/list-package-point', async (c) => {
    const rows = await db
      .select()
      .from(pointPacks)
      .where(eq(pointPacks.status, 1))
      .orderBy(asc(pointPacks.position), asc(pointPacks.priceVnd));
    return c.json({
      status: 200,
      data: rows.map((pack) => ({
        id: pack.id,
        name: pack.name,
        price: pack.priceVnd,
        point: pack.points,
        point_bonus: pack.bonusPoints,
        day_number: pack.validityDays,
      })),
    });
  });

  app.get('/api/list/list-all-package', async (c) => {
    const rows = await db
      .select()
      .from(servicePackages)
      .where(eq(servicePackages.status, 1))
      .orderBy(asc(servicePackages.postType), asc(servicePackages.dayNumber), asc(servicePackages.id));
    return c.json({
      status: 200,
      data: rows.map((pkg) => ({
        id: pkg.id,
        uuid: pkg.uuid,
        name: pkg.name,
        post_type: pkg.postType === 3 ? 3 : pkg.postType === 2 ? 2 : 1,
        tto_page: { tto_home: pkg.ttoHome, tto_detail: pkg.ttoDetail },
        discount: pkg.discount,
        add_ons: { add_ons: pkg.addOns, add_ons_price: pkg.addOnsPrice },
        day_number: pkg.dayNumber,
        is_auto: pkg.isAuto,
        status: pkg.status,
        post_quota: pkg.postQuota,
        price: pkg.pricePoints,
        price_vnd: pkg.priceVnd,
      })),
    });
  });

  return app;
}
