/**
 * Minimal, explicit rows for route tests: a seller, categories, and listings whose every field a
 * test may assert on. The demo seeder is tested separately (tests/seed).
 */
import type { Database } from '../../src/backend/db/client';
import { categories, listings, members } from '../../src/backend/db/schema';
import { vehicleColumns } from '../../src/backend/db/vehicle-columns';
import type { VehicleFacts } from '../../src/lib/vehicle';
import type { ListingStatusCode } from '../../src/machines/listing-statuses';
import type { TierCode } from '../../src/lib/posting-rules';
import { priceInVnd } from '../../src/lib/money';
import { storedSearchText, toSearchText } from '../../src/lib/search-text';
import { slugify } from '../../src/lib/slug';
import { CURRENT_PROVINCE_OF, provinceLabel, type Unit2025 } from '../../src/lib/units-2025';
import provinces2025 from '../../data/location-2025/tinh_tp.json';

export const DAY_MS = 86_400_000;

export async function insertBasics(db: Database) {
  await db.insert(categories).values([
    { id: 1, slug: 'bat-dong-san', name: 'Bất động sản', position: 1, defaultListingType: 2 },
    { id: 2, slug: 'xe-co', name: 'Xe cộ', position: 2 },
    { id: 7, slug: 'nhu-yeu-pham', name: 'Nhu yếu phẩm', position: 7, hidden: true },
  ]);
  const [seller] = await db
    .insert(members)
    .values({ phone: '0911111111', passwordHash: 'scrypt$x', fullName: 'Trần Thị Bình', gender: 2 })
    .returning();
  if (!seller) throw new Error('seller not inserted');
  return { sellerId: seller.id };
}

interface ListingOverrides {
  readonly title: string;
  readonly categoryId?: number;
  readonly status?: ListingStatusCode;
  readonly postType?: TierCode;
  readonly onHomePage?: boolean;
  readonly pushedDaysAgo?: number;
  readonly endsInDays?: number;
  readonly price?: number | null;
  readonly priceUnit?: 1 | 2 | 3;
  readonly transactionType?: 1 | 2 | 3;
  /** Browse filters (defaults: Quận 7, Hồ Chí Minh; 72.5 m², 3 bedrooms for real estate; 'Cần bán'). */
  readonly provinceCode?: string;
  readonly districtCode?: string;
  /** The 2025 place; by default the old province's new one, as the backend's backfill places it. */
  readonly unitProvinceCode?: string;
  readonly unitWardCode?: string | null;
  readonly area?: number | null;
  readonly bedrooms?: number | null;
  /** A vehicle's facts (category 2, "Xe cộ"). */
  readonly vehicle?: VehicleFacts;
  readonly postingForm?: string;
  /** Plain-text description; when given it is searchable too (as the seeder stores it). */
  readonly description?: string;
  /** An exact push time, for ties in ranking (overrides pushedDaysAgo). */
  readonly pushedAt?: Date;
}

function currentUnits(overrides: ListingOverrides) {
  const unitProvinceCode = overrides.unitProvinceCode ?? CURRENT_PROVINCE_OF[overrides.provinceCode ?? '79'] ?? '79';
  const province: Unit2025 | undefined = (provinces2025 as Record<string, Unit2025>)[unitProvinceCode];
  return { unitProvinceCode, unitWardCode: overrides.unitWardCode ?? null, unitStage: province ? provinceLabel(province) : '' };
}

export async function insertListing(db: Database, sellerId: number, overrides: ListingOverrides) {
  const now = Date.now();
  const pushedAt = overrides.pushedAt ?? new Date(now - (overrides.pushedDaysAgo ?? 1) * DAY_MS);
  const priceUnit = overrides.priceUnit ?? 3;
  const price = overrides.price === undefined ? 3.5 : overrides.price;
  const categoryId = overrides.categoryId ?? 1;
  const realEstate = categoryId === 1;
  const [row] = await db
    .insert(listings)
    .values({
      memberId: sellerId,
      categoryId,
      listingType: categoryId === 1 ? 2 : 1,
      title: overrides.title,
      objectSlug: slugify(overrides.title),
      descriptionHtml: overrides.description === undefined ? '<p>Nhà <strong>đẹp</strong>, sổ hồng riêng.</p>' : `<p>${overrides.description}</p>`,
      searchText: storedSearchText(toSearchText(overrides.title, overrides.description)),
      status: overrides.status ?? 20,
      postType: overrides.postType ?? 1,
      onHomePage: overrides.onHomePage ?? false,
      postingForm: overrides.postingForm ?? 'Cần bán',
      price,
      priceVnd: priceInVnd(price, priceUnit),
      priceUnit,
      transactionType: overrides.transactionType ?? 1,
      area: overrides.area === undefined ? (realEstate ? 72.5 : null) : overrides.area,
      bedrooms: overrides.bedrooms === undefined ? (realEstate ? 3 : null) : overrides.bedrooms,
      bathrooms: realEstate ? 2 : null,
      ...vehicleColumns(overrides.vehicle),
      provinceCode: overrides.provinceCode ?? '79',
      districtCode: overrides.districtCode ?? '778',
      locationStage: 'Quận 7, Hồ Chí Minh',
      ...currentUnits(overrides),
      contactName: 'Chị Bình',
      contactPhone: '0911111111',
      thumbPath: 'seed/listing/test.jpg',
      objectDate: pushedAt,
      pushedAt,
      endsAt: new Date(now + (overrides.endsInDays ?? 10) * DAY_MS),
    })
    .returning();
  if (!row) throw new Error('listing not inserted');
  return row;
}
