import type { Metadata } from 'next';
import { CategoryScreen, categoryMetadata } from '~/components/browse/category-screen';
import type { RawSearchParams } from '~/lib/browse-params';
import { loadBrowsePage, resolveView, searchParamsKey } from '~/server/loaders/browse-page';

interface CategoryPageProps {
  readonly params: Promise<{ cat: string }>;
  readonly searchParams: Promise<RawSearchParams>;
}

async function load({ params, searchParams }: CategoryPageProps) {
  const [{ cat }, query] = await Promise.all([params, searchParams]);
  const serverQuery = searchParamsKey(query);
  return { data: await loadBrowsePage('category', cat, serverQuery), serverQuery };
}

export async function generateMetadata(props: CategoryPageProps): Promise<Metadata> {
  return categoryMetadata((await load(props)).data);
}

/**
 * A filtered category view, or the list view a visitor chose: rendered per request. The unfiltered
 * grid is served from the cached route `/danh-muc/{cat}` (see cachedRouting in src/lib/route-guards).
 */
export default async function CategoryPage(props: CategoryPageProps) {
  const { data, serverQuery } = await load(props);
  const view = data ? await resolveView(data.filters) : 'grid';
  return <CategoryScreen data={data} view={view} serverQuery={serverQuery} />;
}
