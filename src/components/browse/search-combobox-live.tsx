'use client';
/**
 * The search box with suggestions (spec §7 search-tag) for /search and the phone search modal: an
 * ARIA 1.2 combobox. Typing asks for suggestions after a short pause; ↑/↓ move through them, Enter
 * searches the highlighted one (or the typed text), Escape closes the list. Searching goes to
 * /search?q=… and keeps the `preserve` parameters (the chosen category and place).
 * @see https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-autocomplete-list/
 */
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { browseHref, type BrowseFilters } from '~/lib/browse-url';
import { groupThousands } from '~/lib/money';
import { useBrowseLive } from './browse-live-context';
import { useSuggestions } from './use-suggestions';
import { HEADER_PLACEHOLDER, headerSearchForm, headerSearchInput, iconButton, MAX_QUERY_LENGTH, SearchIcon } from './search-parts';

const DEBOUNCE_MS = 200;
const MIN_KEY_LENGTH = 2;

export interface SearchComboboxProps {
  readonly label: string;
  readonly initialQuery?: string;
  /** The typed text when the caller keeps it (the header's box, so nothing typed is lost while this loads). */
  readonly value?: string;
  readonly onValueChange?: (text: string) => void;
  /** `header`: the site header's pill with an icon button; `page`: the search page's box and button. */
  readonly variant?: 'page' | 'header';
  /** Query parameters kept on a new search (`cat`, `province`, …). */
  readonly preserve?: Pick<BrowseFilters, 'cat' | 'province' | 'ward'>;
  readonly autoFocus?: boolean;
  /** Called just before navigating (the modal closes itself). */
  readonly onNavigate?: () => void;
}

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

function SearchCombobox({ label, initialQuery = '', value, onValueChange, variant = 'page', preserve = {}, autoFocus = false, onNavigate }: SearchComboboxProps) {
  const router = useRouter();
  const live = useBrowseLive();
  const id = useId();
  const listId = `${id}-goi-y`;
  const [ownText, setOwnText] = useState(initialQuery);
  const text = value ?? ownText;
  const setText = (next: string) => {
    setOwnText(next);
    onValueChange?.(next);
  };
  const look = variant === 'header' ? headerLook : pageLook;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const key = useDebounced(text.trim(), DEBOUNCE_MS);
  // Asked for only while the list can show: a search page opened with ?q= asks nothing until used.
  const options = useSuggestions(key, open && key.length >= MIN_KEY_LENGTH);
  const expanded = open && options.length > 0;

  const search = (query: string) => {
    const q = query.trim().slice(0, MAX_QUERY_LENGTH);
    setOpen(false);
    onNavigate?.();
    const href = browseHref('/search', { ...preserve, q: q === '' ? undefined : q, page: 1 }, 'search');
    // On /search the page reads the new results in place; from anywhere else the router goes there.
    if (live !== null) live.navigate(href, { scroll: 'keep' });
    else router.push(href);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = expanded && active >= 0 ? options[active] : undefined;
    if (chosen) setText(chosen.key);
    search(chosen?.key ?? text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Cycles through the options and back to the typed text (-1).
      setActive((current) => ((current + 1 + step + options.length + 1) % (options.length + 1)) - 1);
      return;
    }
    if (event.key === 'Escape' && expanded) {
      // Close the list only; a second Escape reaches the dialog, which closes the modal.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form role="search" action="/search" onSubmit={submit} className={look.form}>
      <label htmlFor={`${id}-input`} className={srOnly}>
        {label}
      </label>
      <div className={look.field}>
        <input
          id={`${id}-input`}
          name="q"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          // Focus moves here on purpose: the visitor opened the search to type.
          autoFocus={autoFocus}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={variant === 'header' ? HEADER_PLACEHOLDER : `${HEADER_PLACEHOLDER} (không cần gõ dấu)`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={look.input}
        />
        <ul id={listId} role="listbox" aria-label="Gợi ý tìm kiếm" className={look.list} hidden={!expanded}>
          {options.map((option, index) => (
            <li
              key={option.key}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={item}
              // mousedown would blur the input (closing the list) before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setText(option.key);
                search(option.key);
              }}
            >
              {/* The name and where it is today wrap as two whole pieces: never "Bình" / "Dương → …" at 390 px. */}
              <span className={optionLabel}>
                <span className={unbroken}>{option.key}</span>
                {option.place && !option.place.endsWith(option.key) ? (
                  <span className={countText}>
                    <span aria-hidden="true">→ </span>
                    <span className={srOnly}>nay thuộc </span>
                    {option.place}
                  </span>
                ) : null}
              </span>
              <span className={countText}>
                {groupThousands(option.count)}
                {option.capped ? '+' : ''} tin
              </span>
            </li>
          ))}
        </ul>
      </div>
      {variant === 'header' ? (
        <button type="submit" className={iconButton} aria-label="Tìm kiếm">
          <SearchIcon />
        </button>
      ) : (
        <button type="submit" className={button({ size: 'md' })}>
          Tìm kiếm
        </button>
      )}
    </form>
  );
}

const srOnly = css({ srOnly: true });
const pageInput = css({
  w: '100%',
  h: '10',
  px: '4',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'md',
  bg: 'bg.surface',
  fontSize: 'sm',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' },
});
const pageList = css({
  position: 'absolute',
  zIndex: 30,
  top: 'calc(100% + 4px)',
  left: '0',
  right: '0',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  boxShadow: 'raised',
  py: '1',
  maxH: '320px',
  overflowY: 'auto',
});
const item = css({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '3',
  px: '4',
  py: '2',
  fontSize: 'sm',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  '&[aria-selected=true]': { bg: 'bg.accentSubtle', color: 'fg.accent' },
});
const countText = css({ color: 'fg.subtle', fontSize: 'xs', whiteSpace: 'nowrap' });
const optionLabel = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: '1.5', minW: '0' });
const unbroken = css({ whiteSpace: 'nowrap' });

const pageLook = {
  form: css({ display: 'flex', gap: '2', w: '100%', alignItems: 'stretch' }),
  field: css({ position: 'relative', flex: '1', minW: '0' }),
  input: pageInput,
  list: pageList,
};
/** The header's expanded pill (header-combobox.tsx draws the same box until this has loaded). */
const headerLook = {
  form: headerSearchForm,
  field: css({ position: 'relative' }),
  input: headerSearchInput,
  list: pageList,
};

export default SearchCombobox;
