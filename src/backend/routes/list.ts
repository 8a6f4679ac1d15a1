/**
 * The list host (spec §7 "Listings"): list-term, list-article, list-tto, list-package-point,
 * list-all-package. Later issues add list-user here. list-article's filters, sorts and cursors are
 * ours (docs/upstream-contract.md); services/article-search.ts builds its query.
 */
import { asc, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { BackendDeps } from '../context';
import { categories, newsItems, pointPacks, servicePackages } from '../db/schema';
import { BackendError, parseInput, readBody } from '../http';
import { listArticleBlock } from '../services/articles';
import type { LocationStore } from '../services/locations';
import { ARTICLE_SORTS, LIST_BOUNDS, LIST_PATTERNS } from '~/lib/contract/list-vocabulary';
import { isFuelCode, isGearboxCode, VEHICLE_LIMITS } from '~/lib/vehicle';

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Form bodies send every value as text, and an empty field means "not set". */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalNumber = (schema: z.ZodNumber) => z.preprocess(blankToUndefined, z.coerce.number().pipe(schema).optional());
const optionalText = (schema: z.ZodString) => z.preprocess(blankToUndefined, schema.optional());
const upTo = (max: number) => z.number().min(0).max(max);

/** The contract's ListArticleRequest (src/lib/contract/list.ts), as the backend reads it. */
const listArticleInput = z.object({
  type: z.coerce.number().int().pipe(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)])),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  num: z.coerce.number().int().min(1).max(40).default(10),
  cat: optionalText(z.string().regex(/^[a-z0-9-]{1,60}$/)),
  q: optionalText(z.string().max(LIST_BOUNDS.query)),
  province: optionalText(z.string().regex(LIST_PATTERNS.province)),
  district: optionalText(z.string().regex(LIST_PATTERNS.district)),
  province_2025: optionalText(z.string().regex(LIST_PATTERNS.province)),
  ward_2025: optionalText(z.string().regex(LIST_PATTERNS.ward)),
  price_min: optionalNumber(upTo(LIST_BOUNDS.price)),
  price_max: optionalNumber(upTo(LIST_BOUNDS.price)),
  area_min: optionalNumber(upTo(LIST_BOUNDS.area)),
  area_max: optionalNumber(upTo(LIST_BOUNDS.area)),
  bedrooms: optionalNumber(z.number().int().min(1).max(LIST_BOUNDS.bedrooms)),
  brand: optionalText(z.string().max(VEHICLE_LIMITS.brand)),
  year_min: optionalNumber(z.number().int().min(VEHICLE_LIMITS.yearMin).max(VEHICLE_LIMITS.yearMax)),
  km_max: optionalNumber(z.number().int().min(0).max(VEHICLE_LIMITS.kmMax)),
  fuel: optionalNumber(z.number().int()).refine((value) => value === undefined || isFuelCode(value), 'fuel không hợp lệ'),
  gearbox: optionalNumber(z.number().int()).refine((value) => value === undefined || isGearboxCode(value), 'gearbox không hợp lệ'),
  posting_form: optionalText(z.string().max(LIST_BOUNDS.form)),
  member: optionalNumber(z.number().int().positive().max(2_147_483_647)),
  exclude: optionalNumber(z.number().int().positive().max(2_147_483_647)),
  sort: optionalText(z.string()).pipe(z.enum(ARTICLE_SORTS).optional()),
  cursor: optionalText(z.string().max(LIST_BOUNDS.cursor)),
});

interface LocationFilter {
  readonly province?: string | undefined;
  readonly district?: string | undefined;
  readonly province_2025?: string | undefined;
  readonly ward_2025?: string | undefined;
}

/**
 * Location codes must exist in their own set, a district or ward must lie in the chosen province,
 * and one request uses one set: the old codes (province, district) or the 2025 ones.
 */
function checkLocation(locations: LocationStore, filter: LocationFilter): void {
  const { province, district, province_2025: province2025, ward_2025: ward2025 } = filter;
  const usesOld = province !== undefined || district !== undefined;
  if (usesOld && (province2025 !== undefined || ward2025 !== undefined)) {
    throw new BackendError(400, 'Không thể lọc cùng lúc theo tỉnh/thành cũ và đơn vị hành chính mới (province_2025, ward_2025).');
  }
  const { units2025 } = locations;
  if (province2025 !== undefined && units2025.provinces[province2025] === undefined) {
    throw new BackendError(400, 'Tỉnh/thành phố (province_2025) không tồn tại trong 34 tỉnh/thành hiện nay.');
  }
  if (ward2025 !== undefined) {
    const ward = units2025.wards[ward2025];
    if (ward === undefined) throw new BackendError(400, 'Phường/xã (ward_2025) không tồn tại trong danh mục hiện nay.');
    if (province2025 !== undefined && ward.parent_code !== province2025) {
      throw new BackendError(400, 'Phường/xã (ward_2025) không thuộc tỉnh/thành phố đã chọn.');
    }
  }
  checkOldLocation(locations, province, district);
}

function checkOldLocation(locations: LocationStore, province: string | undefined, district: string | undefined): void {
  if (province !== undefined && locations.provinces[province] === undefined) {
    throw new BackendError(400, 'Tỉnh/thành phố không tồn tại.');
  }
  if (district === undefined) return;
  const unit = locations.districts[district];
  if (unit === undefined) throw new BackendError(400, 'Quận/huyện không tồn tại.');
  if (province !== undefined && unit.parent_code !== province) {
    throw new BackendError(400, 'Quận/huyện không thuộc tỉnh/thành phố đã chọn.');
  }
}

export function listRoutes({ db, locations }: BackendDeps) {
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
    checkLocation(locations, input);
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
