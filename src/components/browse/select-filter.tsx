'use client';
import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import { OptionSearch, useOptionSearch } from '../ui/option-search';
import { control, field, fieldLabel } from './filter-styles';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

interface SelectFilterProps {
  readonly label: string;
  /** The "no filter" choice, e.g. 'Toàn quốc'. */
  readonly allLabel: string;
  readonly value: string | undefined;
  readonly options: readonly SelectOption[];
  readonly onChange: (value: string | undefined) => void;
  readonly disabled?: boolean;
  readonly name: string;
  /** A long list (a province's wards) gets a search box with this name over the select. */
  readonly searchLabel?: string;
}

const optionLabel = (option: SelectOption) => option.label;

/** One labelled native select: keyboard, screen reader and phone pickers work as users know them. */
export function SelectFilter({ label, allLabel, value, options, onChange, disabled = false, name, searchLabel }: SelectFilterProps) {
  const id = useId();
  // The list's scope is its first entry: another province's wards start with an empty box.
  const search = useOptionSearch(searchLabel ? options : [], options[0]?.value ?? '', optionLabel, (option) => option.value === value);
  return (
    <div className={search.searchable && searchLabel ? cx(field, searchableField) : field}>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <div className={controls}>
        {search.searchable && searchLabel ? <OptionSearch label={searchLabel} query={search.query} onQuery={search.setQuery} className={control} /> : null}
        <select
          id={id}
          name={name}
          className={control}
          value={value ?? ''}
          disabled={disabled}
          data-active={value !== undefined}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        >
          <option value="">{search.noMatch ? 'Không có kết quả khớp' : allLabel}</option>
          {(search.searchable ? search.shown : options).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

// A searchable list takes two cells of the filter grid with its box and its select side by side, so
// the row keeps one control's height.
const searchableField = css({ gridColumn: 'span 2' });
const controls = css({ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)', gap: '2' });
