'use client';
/**
 * The search box over a long select of place names (./option-search in lib): a plain text field
 * that narrows the select's options as the member types; the select stays the control that holds
 * the value, so keyboards, screen readers and phones' own pickers work as before.
 */
import { useState } from 'react';
import { OPTION_SEARCH_FROM, optionsMatching } from '~/lib/option-search';

/**
 * The query and the options it leaves. `scope` is what the list belongs to (the province): another
 * scope starts with an empty query. Lists shorter than OPTION_SEARCH_FROM get no box.
 */
export function useOptionSearch<T>(options: readonly T[], scope: string, nameOf: (option: T) => string, keep: (option: T) => boolean) {
  const [typed, setTyped] = useState({ scope, query: '' });
  const query = typed.scope === scope ? typed.query : '';
  const searchable = options.length >= OPTION_SEARCH_FROM;
  const shown = searchable ? optionsMatching(options, query, nameOf, keep) : options;
  return {
    searchable,
    query,
    setQuery: (next: string) => setTyped({ scope, query: next }),
    shown,
    /** Nothing but the kept entry matched what was typed: the select's first line says so. */
    noMatch: searchable && query.trim() !== '' && shown.every(keep),
  };
}

export function OptionSearch({ label, query, onQuery, className, id }: { label: string; query: string; onQuery: (query: string) => void; className: string; id?: string }) {
  return (
    <input
      id={id}
      type="search"
      className={className}
      value={query}
      placeholder={`${label}…`}
      aria-label={label}
      autoComplete="off"
      enterKeyHint="search"
      onChange={(event) => onQuery(event.target.value)}
    />
  );
}
