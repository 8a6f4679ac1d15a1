/**
 * The list host's fixed lists (spec §7 "Listings"): the categories in their menu order
 * (list-term) and the newest news items (list-tto).
 */
import { asc, desc } from 'drizzle-orm';
import type { ListTermResponse, ListTtoResponse } from '~/lib/contract/list';
import type { Database } from '../db/client';
import { categories, newsItems } from '../db/schema';

export async function categoryTerms(db: Database): Promise<(typeof ListTermResponse.Encoded)['data']> {
  return db.select({ id: categories.id, slug: categories.slug, name: categories.name }).from(categories).orderBy(asc(categories.position), asc(categories.id));
}

export async function latestNews(db: Database, limit: number): Promise<(typeof ListTtoResponse.Encoded)['data']> {
  const rows = await db.select().from(newsItems).orderBy(desc(newsItems.publishedAt)).limit(limit);
  return rows.map((item) => ({
    id: item.id,
    title: item.title,
    summary: item.summary,
    image: item.imagePath,
    link: item.link,
    published_at: Math.floor(item.publishedAt.getTime() / 1000),
  }));
}
