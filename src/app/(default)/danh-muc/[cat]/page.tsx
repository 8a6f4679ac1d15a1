import type { Metadata } from 'next';
import { CategoryScreen, categoryMetadata } from '~/components/browse/category-screen';
import { loadBrowsePage } from '~/server/loaders/browse-page';

interface CachedCategoryProps {
  readonly params: Promise<{ cat: string }>;
}

/** Rendered on the first visit, then served from the cache; listing changes revalidate it. */
export const revalidate = 60;

export function generateStaticParams(): Array<{ cat: string }> {
  return [];
}

const load = async ({ params }: CachedCategoryProps) => loadBrowsePage('category', (await params).cat, '');

export async function generateMetadata(props: CachedCategoryProps): Promise<Metadata> {
  return categoryMetadata(await load(props));
}

/** `/{cat}` without filters, in the grid view: the same for every visitor (the proxy rewrites here). */
export default async function CachedCategoryPage(props: CachedCategoryProps) {
  return <CategoryScreen data={await load(props)} view="grid" serverQuery="" />;
}
