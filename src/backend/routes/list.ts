/**
 * The list host (spec §7 "Listings"): list-term, list-article, list-tto, list-package-point,
 * list-all-package. Later issues add list-user here. list-article's filters, sorts and cursors are
 * ours (docs/upstream-contract.md); services/article-search.ts builds its query.
 */
import { Hono } from 'hono';
import type { BackendDeps } from '../context';
import { answer, decodeRequest } from '../contract-edge';
import { BackendError, readBody } from '../http';
import { listArticleBlock } from '../services/articles';
import { categoryTerms, latestNews } from '../services/catalogue';
import type { LocationStore } from '../services/locations';
import { pointPacksOnSale, servicePackagesOnSale } from '../services/price-list';
import {
  ListAllPackageResponse,
  ListArticleRequest,
  ListArticleResponse,
  ListPackagePointResponse,
  ListTermResponse,
  ListTtoRequest,
  ListTtoResponse,
} from '~/lib/contract/list';

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

  app.get('/api/list/list-term', async (c) => answer(c, ListTermResponse, { status: 200, data: await categoryTerms(db) }));

  app.post('/api/list/list-article', async (c) => {
    const input = decodeRequest(ListArticleRequest, await readBody(c), { blankIsAbsent: true });
    checkLocation(locations, input);
    return answer(c, ListArticleResponse, { status: 200, data: await listArticleBlock(db, input) });
  });

  app.get('/api/list/list-tto', async (c) => {
    const { num: limit } = decodeRequest(ListTtoRequest, c.req.query(), { blankIsAbsent: true });
    return answer(c, ListTtoResponse, { status: 200, data: await latestNews(db, limit) });
  });

  app.get('/api/list/list-package-point', async (c) => answer(c, ListPackagePointResponse, { status: 200, data: await pointPacksOnSale(db) }));

  app.get('/api/list/list-all-package', async (c) => answer(c, ListAllPackageResponse, { status: 200, data: await servicePackagesOnSale(db) }));

  return app;
}
