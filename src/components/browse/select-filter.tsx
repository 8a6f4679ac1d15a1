'use client';
import { useId } from 'react';
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
}

/** One labelled native select: keyboard, screen reader and phone pickers work as users know them. */
export function SelectFilter({ label, allLabel, value, options, onChange, disabled = false, name }: SelectFilterProps) {
  const id = useId();
  return (
    <div className={field}>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={control}
        value={value ?? ''}
        disabled={disabled}
        data-active={value !== undefined}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
