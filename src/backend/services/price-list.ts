/**
 * What is on sale (spec §7 list host): the price list (GET /api/list/list-price) in its six groups,
 * every group present; the point packs on sale (list-package-point) and the posting packages on
 * sale (list-all-package).
 */
import { and, asc, eq } from 'drizzle-orm';
import { emptyPriceGroups, type ListAllPackageResponse, type ListPackagePointResponse, type PriceGroup, type PriceItem } from '~/lib/contract/list';
import type { Database } from '../db/client';
import { pointPacks, priceItems, servicePackages } from '../db/schema';
import { BackendError } from '../http';

const toSeconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

export async function priceListGroups(db: Database): Promise<Record<PriceGroup, Array<typeof PriceItem.Encoded>>> {
  const rows = await db.select().from(priceItems).orderBy(asc(priceItems.groupKey), asc(priceItems.position));
  // Every group is answered, an empty one as an empty list.
  const groups = emptyPriceGroups<typeof PriceItem.Encoded>();
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

/** A pack or package the shop offers (status 1 is "on sale" in both tables). */
const ON_SALE = 1;

export const ITEM_NOT_FOUND_MESSAGE = 'Gói bạn chọn không còn được bán.';

/** One point pack on sale, or a 404 in Vietnamese. */
export async function pointPackOnSale(db: Database, id: number): Promise<typeof pointPacks.$inferSelect> {
  const [pack] = await db.select().from(pointPacks).where(and(eq(pointPacks.id, id), eq(pointPacks.status, ON_SALE)));
  if (!pack) throw new BackendError(404, ITEM_NOT_FOUND_MESSAGE);
  return pack;
}

/** One posting package on sale, or a 404 in Vietnamese. */
export async function servicePackageOnSale(db: Database, id: number): Promise<typeof servicePackages.$inferSelect> {
  const [pkg] = await db.select().from(servicePackages).where(and(eq(servicePackages.id, id), eq(servicePackages.status, ON_SALE)));
  if (!pkg) throw new BackendError(404, ITEM_NOT_FOUND_MESSAGE);
  return pkg;
}

export async function pointPacksOnSale(db: Database): Promise<(typeof ListPackagePointResponse.Encoded)['data']> {
  const rows = await db.select().from(pointPacks).where(eq(pointPacks.status, ON_SALE)).orderBy(asc(pointPacks.position), asc(pointPacks.priceVnd));
  return rows.map((pack) => ({
    id: pack.id,
    name: pack.name,
    price: pack.priceVnd,
    point: pack.points,
    point_bonus: pack.bonusPoints,
    day_number: pack.validityDays,
  }));
}

export async function servicePackagesOnSale(db: Database): Promise<(typeof ListAllPackageResponse.Encoded)['data']> {
  const rows = await db
    .select()
    .from(servicePackages)
    .where(eq(servicePackages.status, ON_SALE))
    .orderBy(asc(servicePackages.postType), asc(servicePackages.dayNumber), asc(servicePackages.id));
  return rows.map((pkg) => ({
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
  }));
}
