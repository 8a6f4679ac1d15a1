'use client';
import { dataIsland } from '../data/data-island';
import type { SearchComboboxProps } from './search-combobox-live';
import { HEADER_PLACEHOLDER, headerSearchForm, headerSearchInput, iconButton, MAX_QUERY_LENGTH, SearchIcon } from './search-parts';

/**
 * Until the suggestions' code has loaded, the header's box is this plain one, bound to the same
 * text: what the visitor types meanwhile is kept, and Enter already searches.
 */
function HeaderComboboxFallback({ label, value = '', onValueChange, autoFocus }: SearchComboboxProps) {
  return (
    <form role="search" action="/search" className={headerSearchForm}>
      <input
        name="q"
        type="search"
        aria-label={label}
        value={value}
        onChange={(event) => onValueChange?.(event.target.value)}
        // Focus moves here on purpose: the visitor opened the search to type.
        autoFocus={autoFocus}
        maxLength={MAX_QUERY_LENGTH}
        placeholder={HEADER_PLACEHOLDER}
        className={headerSearchInput}
      />
      <button type="submit" className={iconButton} aria-label="Tìm kiếm">
        <SearchIcon />
      </button>
    </form>
  );
}

/** The header's search box with suggestions at desktop width (the phone modal uses SearchCombobox). */
export const HeaderCombobox = dataIsland(
  () => import('./search-combobox-live').then((module) => module.default),
  HeaderComboboxFallback,
);

