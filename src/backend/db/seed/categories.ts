/**
 * The categories of spec §1 with fixed ids 1..7, and how the seeder fills each one: its share of
 * the listings, its content generator and how many placeholder photos it has.
 */
import type { categories } from '../schema';
import type { ContentGenerator } from './content';
import { jobContent, studyContent } from './content-jobs-study';
import { necessityContent, otherContent, productContent } from './content-goods';
import { realEstateContent } from './content-real-estate';
import { vehicleContent } from './content-vehicles';

export interface SeedCategory {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly hidden: boolean;
  /** 2 real estate, 1 general goods. */
  readonly listingType: 1 | 2;
  /** Relative share of the listings. */
  readonly weight: number;
  readonly content: ContentGenerator;
  /** Placeholder photos `seed/listing/{slug}-01.jpg` … */
  readonly photos: number;
}

export const SEED_CATEGORIES: readonly SeedCategory[] = [
  { id: 1, slug: 'bat-dong-san', name: 'Bất động sản', hidden: false, listingType: 2, weight: 35, content: realEstateContent, photos: 10 },
  { id: 2, slug: 'viec-lam', name: 'Việc làm', hidden: false, listingType: 1, weight: 14, content: jobContent, photos: 4 },
  { id: 3, slug: 'xe-co', name: 'Xe cộ', hidden: false, listingType: 1, weight: 18, content: vehicleContent, photos: 8 },
  { id: 4, slug: 'hoc-tap', name: 'Học tập', hidden: false, listingType: 1, weight: 7, content: studyContent, photos: 4 },
  {
    id: 5,
    slug: 'san-pham-dich-vu',
    name: 'Sản phẩm - Dịch vụ',
    hidden: false,
    listingType: 1,
    weight: 17,
    content: productContent,
    photos: 6,
  },
  { id: 6, slug: 'khac', name: 'Khác', hidden: false, listingType: 1, weight: 6, content: otherContent, photos: 4 },
  { id: 7, slug: 'nhu-yeu-pham', name: 'Nhu yếu phẩm', hidden: true, listingType: 1, weight: 3, content: necessityContent, photos: 4 },
];

export const CATEGORY_WEIGHTS: ReadonlyArray<readonly [SeedCategory, number]> = SEED_CATEGORIES.map((c) => [c, c.weight]);

export function categoryBySlug(slug: string): SeedCategory {
  const found = SEED_CATEGORIES.find((c) => c.slug === slug);
  if (!found) throw new Error(`Unknown seed category ${slug}`);
  return found;
}

export function categoryRows(): Array<typeof categories.$inferInsert> {
  return SEED_CATEGORIES.map((c, index) => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    position: index + 1,
    hidden: c.hidden,
    defaultListingType: c.listingType,
  }));
}

export function photoPath(slug: string, index: number): string {
  return `seed/listing/${slug}-${String(index + 1).padStart(2, '0')}.jpg`;
}
