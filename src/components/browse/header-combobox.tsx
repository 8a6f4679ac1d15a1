'use client';
import { css } from 'styled-system/css';
import { dataIsland } from '../data/data-island';
import type { SearchComboboxProps } from './search-combobox-live';
import { SearchIcon } from './search-icon';

/**
 * Until the suggestions' code has loaded, the header's box is this plain one, bound to the same
 * text: what the visitor types meanwhile is kept, and Enter already searches.
 */
function HeaderComboboxFallback({ label, value = '', onValueChange, autoFocus }: SearchComboboxProps) {
  return (
    <form role="search" action="/search" className={form}>
      <input
        name="q"
        type="search"
        aria-label={label}
        value={value}
        onChange={(event) => onValueChange?.(event.target.value)}
        // Focus moves here on purpose: the visitor opened the search to type.
        autoFocus={autoFocus}
        maxLength={200}
        placeholder="Tìm nhà đất, xe, việc làm…"
        className={input}
      />
      <button type="submit" className={submit} aria-label="Tìm kiếm">
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

const form = css({ display: 'flex', alignItems: 'center', h: '10', borderRadius: 'full', borderWidth: '1px', borderColor: 'border.strong', bg: 'bg.surface' });
const input = css({ w: { base: '220px', lg: '260px', xl: '320px' }, h: '10', px: '4', bg: 'transparent', border: 'none', outline: 'none', fontSize: 'sm' });
const submit = css({ flexShrink: 0, w: '10', h: '10', display: 'flex', alignItems: 'center', justifyContent: 'center', borderRadius: 'full', cursor: 'pointer' });
