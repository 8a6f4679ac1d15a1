import type { BrowsePageData } from '~/server/browse-page-data';
import SearchCombobox from './search-combobox-live';

/** /search's box above its filters: the query searched, and the category and place it keeps. */
export function SearchLead({ data }: { data: BrowsePageData }) {
  const { q, cat, province, ward } = data.filters;
  return <SearchCombobox key={q ?? ''} label="Tìm kiếm tin rao" initialQuery={q ?? ''} preserve={{ cat, province, ward }} />;
}
