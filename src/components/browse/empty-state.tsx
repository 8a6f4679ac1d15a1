import Link from 'next/link';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { emptyState } from 'styled-system/recipes/empty-state';
import { activeFilterCount, browseHref, changeFilters, withoutFilters, type BrowseContext, type BrowseFilters } from '~/lib/browse-url';
import type { SearchPlace } from '~/lib/contract/list';

interface EmptyStateProps {
  readonly basePath: string;
  readonly context: BrowseContext;
  readonly filters: BrowseFilters;
  readonly categories: ReadonlyArray<{ readonly slug: string; readonly name: string }>;
  /** The place the search's words named (list-article `place`): its province today is a way on. */
  readonly place?: SearchPlace | null;
}

const EXAMPLES = ['nhà đất', 'căn hộ', 'xe máy', 'việc làm'];

/** No results: say why it may be, and offer the ways out (fewer filters, other words, categories). */
export function EmptyState({ basePath, context, filters, categories, place = null }: EmptyStateProps) {
  if (filters.page > 1) {
    return (
      <div className={styles.root}>
        <p className={styles.title}>Trang {filters.page} không có tin nào.</p>
        <Link href={browseHref(basePath, { ...filters, page: 1, cursor: undefined }, context)} prefetch={false} className={button({ variant: 'outline' })}>
          Về trang 1
        </Link>
      </div>
    );
  }
  const filtered = activeFilterCount(filters) > 0;
  return (
    <div className={styles.root}>
      <p className={styles.title}>{filters.q ? `Không tìm thấy tin nào cho “${filters.q}”` : 'Chưa có tin nào phù hợp'}</p>
      {place ? <PlaceWaysOn basePath={basePath} context={context} filters={filters} place={place} /> : null}
      <ul className={tips}>
        {filtered ? (
          <li>
            Bỏ bớt điều kiện lọc:{' '}
            <Link href={browseHref(basePath, withoutFilters(filters), context)} prefetch={false} className={link}>
              xoá tất cả bộ lọc
            </Link>
          </li>
        ) : null}
        {context === 'search' && filters.cat ? (
          <li>
            <Link href={browseHref(basePath, { ...withoutFilters(filters), cat: undefined }, context)} prefetch={false} className={link}>
              Tìm trong tất cả danh mục
            </Link>
          </li>
        ) : null}
        {filters.q ? (
          <li>
            Kiểm tra lỗi chính tả, hoặc thử từ khoá ngắn và phổ biến hơn, ví dụ{' '}
            {EXAMPLES.map((example, index) => (
              <span key={example}>
                {index > 0 ? ', ' : ''}
                <Link href={browseHref('/search', { q: example, page: 1 }, 'search')} className={link}>
                  {example}
                </Link>
              </span>
            ))}
            . Không cần gõ dấu.
          </li>
        ) : null}
      </ul>
      {categories.length > 0 ? (
        <div className={popular}>
          <p className={subtitle}>Xem tin theo danh mục</p>
          <ul className={chips}>
            {categories.map((category) => (
              <li key={category.slug}>
                <Link href={`/${category.slug}`} className={button({ variant: 'outline', size: 'sm' })}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/**
 * A search narrowed to a place that has nothing there: the same words in the province the place lies
 * in today ("xe máy" in TP. Đà Nẵng for "xe máy quảng nam"), and everywhere.
 */
function PlaceWaysOn({ basePath, context, filters, place }: Omit<EmptyStateProps, 'categories' | 'place'> & { readonly place: SearchPlace }) {
  const text = place.text === '' ? undefined : place.text;
  const wider = place.kind !== 'province' && place.now_code !== null && place.now_code !== filters.province;
  return (
    <div className={ways}>
      {wider ? (
        <Link
          href={browseHref(basePath, changeFilters(filters, { q: text, province: place.now_code ?? undefined, ward: undefined }), context)}
          prefetch={false}
          className={button({ size: 'sm' })}
          data-testid="place-province-link"
        >
          Xem tin ở {place.now}
        </Link>
      ) : null}
      {text !== undefined ? (
        <Link href={browseHref(basePath, changeFilters(filters, { q: text, province: undefined, ward: undefined }), context)} prefetch={false} className={button({ variant: 'outline', size: 'sm' })}>
          Tìm “{text}” ở mọi nơi
        </Link>
      ) : null}
    </div>
  );
}

const styles = emptyState({ variant: 'card' });
const tips = css({ listStyle: 'disc', pl: '5', display: 'flex', flexDirection: 'column', gap: '1', color: 'fg.muted', fontSize: 'sm' });
const link = css({ color: 'fg.accent', fontWeight: 'semibold', _hover: { textDecoration: 'underline' } });
const popular = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const subtitle = css({ fontSize: 'sm', fontWeight: 'semibold' });
const ways = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
