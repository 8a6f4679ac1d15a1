/**
 * The list host (spec §7 "Listings"): list-term, list-article, list-tto, list-package-point,
 * list-all-package. Later issues add list-user here. list-article's filters, sorts and cursors are
 * ours (docs/upstream-contract.md); services/article-search.ts builds its query.
 */
import { asc, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { BackendDeps } from '../context';
import { categories, newsItems, pointPacks, servicePackages } from '../db/schema';
import { answer, decodeRequest } from '../contract-edge';
import { BackendError, readBody } from '../http';
import { listArticleBlock } from '../services/articles';
import type { LocationStore } from '../services/locations';
import {
  ListAllPackageResponse,
  ListArticleRequest,
  ListArticleResponse,
  ListPackagePointResponse,
  ListTermResponse,
  ListTtoRequest,
  ListTtoResponse,
} from '~/lib/contract/list';

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

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
    return answer(c, ListTermResponse, { status: 200, data: rows });
  });

  app.post('/api/list/list-article', async (c) => {
    const input = decodeRequest(ListArticleRequest, await readBody(c), { blankIsAbsent: true });
    checkLocation(locations, input);
    return answer(c, ListArticleResponse, { status: 200, data: await listArticleBlock(db, input) });
  });

  app.get('/api/list/list-tto', async (c) => {
    const { num: limit } = decodeRequest(ListTtoRequest, c.req.query(), { blankIsAbsent: true });
    const rows = await db.select().from(newsItems).orderBy(desc(newsItems.publishedAt)).limit(limit);
    return answer(c, ListTtoResponse, {
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
    return answer(c, ListPackagePointResponse, {
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
    return answer(c, ListAllPackageResponse, {
      status: 200,
      data: rows.map((pkg) => ({
        id: pkg.id,
        uuid: pkg.uuid,
        name: pkg.name,
        post_type: pkg.postType,
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
