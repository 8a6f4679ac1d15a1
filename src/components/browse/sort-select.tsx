'use client';
import { useId } from 'react';
import { css } from 'styled-system/css';
import { SORT_LABELS, sortOptions, type BrowseSort } from '~/lib/browse-options';
import { control } from './filter-styles';
import { useBrowseNavigation, type BrowseLocation } from './use-browse-navigation';

/** Sort order: the default first (relevance for a search, the ranking rule elsewhere); it lives in the URL. */
export function SortSelect(location: BrowseLocation) {
  const id = useId();
  const { apply, filters } = useBrowseNavigation(location);
  const searching = location.context === 'search' && filters.q !== undefined;
  const options = sortOptions(searching);
  const [defaultSort] = options;
  const current: BrowseSort = filters.sort ?? defaultSort ?? 'rank';
  return (
    <div className={wrap}>
      <label htmlFor={id} className={label}>
        Sắp xếp
      </label>
      <select
        id={id}
        name="sort"
        className={`${control} ${select}`}
        value={current}
        onChange={(event) => {
          const sort = options.find((option) => option === event.target.value);
          apply({ sort: sort === defaultSort ? undefined : sort });
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {SORT_LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

const wrap = css({ display: 'flex', alignItems: 'center', gap: '2' });
const label = css({ fontSize: 'sm', color: 'fg.muted', whiteSpace: 'nowrap' });
const select = css({ w: 'auto', minW: '40' });
