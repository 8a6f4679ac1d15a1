import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';

export interface SaveSearchButtonProps {
  readonly context: 'category' | 'search';
  readonly categorySlug?: string | undefined;
  /** The page's filters as a canonical query (src/lib/saved-search.ts savedSearchQuery). */
  readonly query: string;
  readonly defaultName: string;
}

/** A guest's click survives the sign-in round trip here, and is completed on the way back. */
export const PENDING_KEY = 'rv_pending_saved_search';

export const saveSearchLook = button({ variant: 'outline', size: 'sm' });

export function BellIcon() {
  return (
    <svg className={icon} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Zm4 4h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

const icon = css({ flexShrink: 0 });
