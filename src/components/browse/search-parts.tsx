import { css } from 'styled-system/css';

/** What the header's search box and the search combobox share: the magnifier, the round icon button, the header's pill. */

/** The longest search text a box takes (the search page's `q` is cut to it too). */
export const MAX_QUERY_LENGTH = 200;
/** What the header's box says before anything is typed. */
export const HEADER_PLACEHOLDER = 'Tìm nhà đất, xe, việc làm…';

/** The magnifier of every search button. */
export function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

/** A round icon button of the header (search, close). */
export const iconButton = css({
  flexShrink: 0,
  w: '10',
  h: '10',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'full',
  color: 'fg.default',
  cursor: 'pointer',
  _hover: { color: 'fg.accent' },
});

/** The header's expanded search box: a pill with the input and the icon button. */
export const headerSearchForm = css({ display: 'flex', alignItems: 'center', h: '10', borderRadius: 'full', borderWidth: '1px', borderColor: 'border.strong', bg: 'bg.surface' });
export const headerSearchInput = css({ w: { base: '220px', lg: '260px', xl: '320px' }, h: '10', px: '4', bg: 'transparent', border: 'none', outline: 'none', fontSize: 'sm' });
