import { Breadcrumbs } from '../layout/breadcrumbs';
import type { Crumb } from '~/server/dto/listing-detail';

/** Trang chủ › category › province › district › the listing. Its JSON-LD twin is in the page's graph. */
export function DetailBreadcrumbs({ crumbs, title }: { crumbs: readonly Crumb[]; title: string }) {
  return <Breadcrumbs crumbs={[...crumbs, { label: title }]} structuredData={false} />;
}
