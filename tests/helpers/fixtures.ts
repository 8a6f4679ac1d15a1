/**
 * Minimal, explicit rows for route tests: a seller, categories, and listings whose every field a
 * test may assert on. The demo seeder is tested separately (tests/seed).
 */
import type { Database } from '../../src/backend/db/client';
import { categories, listings, members } from '../../src/backend/db/schema';
import { priceInVnd } from '../../src/lib/money';
import { toSearchText } from '../../src/lib/search-text';
import { slugify } from '../../src/lib/slug';

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
  readonly status?: number;
  readonly postType?: number;
  readonly onHomePage?: boolean;
  readonly pushedDaysAgo?: number;
  readonly endsInDays?: number;
  readonly price?: number | null;
  readonly priceUnit?: 1 | 2 | 3;
  readonly transactionType?: 1 | 2 | 3;
}

export async function insertListing(db: Database, sellerId: number, overrides: ListingOverrides) {
  const now = Date.now();
  const pushedAt = new Date(now - (overrides.pushedDaysAgo ?? 1) * DAY_MS);
  const priceUnit = overrides.priceUnit ?? 3;
  const price = overrides.price === undefined ? 3.5 : overrides.price;
  const categoryId = overrides.categoryId ?? 1;
  const [row] = await db
    .insert(listings)
    .values({
      memberId: sellerId,
      categoryId,
      listingType: categoryId === 1 ? 2 : 1,
      title: overrides.title,
      objectSlug: slugify(overrides.title),
      descriptionHtml: '<p>Nhà <strong>đẹp</strong>, sổ hồng riêng.</p>',
      searchText: toSearchText(overrides.title),
      status: overrides.status ?? 20,
      postType: overrides.postType ?? 1,
      onHomePage: overrides.onHomePage ?? false,
      postingForm: 'Cần bán',
      price,
      priceVnd: priceInVnd(price, priceUnit),
      priceUnit,
      transactionType: overrides.transactionType ?? 1,
      area: categoryId === 1 ? 72.5 : null,
      bedrooms: categoryId === 1 ? 3 : null,
      bathrooms: categoryId === 1 ? 2 : null,
      provinceCode: '79',
      districtCode: '778',
      locationStage: 'Quận 7, Hồ Chí Minh',
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
