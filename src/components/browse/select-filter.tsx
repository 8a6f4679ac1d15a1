'use client';
import { useId } from 'react';
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
    <div className={field}>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
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
  );
}
