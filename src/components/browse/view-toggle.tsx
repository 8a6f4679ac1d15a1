'use client';
/**
 * Grid or list (spec §4: grid by default). The choice is remembered in a cookie that the server
 * reads, so the next page renders in that view at once (no flash), and in localStorage, which
 * restores the cookie if it was cleared. The `view` URL parameter, when a shared link has one, wins;
 * switching drops it so the URL stays clean.
 */
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState, useTransition } from 'react';
import { css } from 'styled-system/css';
import type { BrowseView } from '~/lib/browse-url';
import { useBrowseLive } from './browse-live-context';

const COOKIE = 'rv_view';
const STORAGE_KEY = 'rv_view';
const ONE_YEAR = 60 * 60 * 24 * 365;

function remember(view: BrowseView) {
  document.cookie = `${COOKIE}=${view}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`;
  try {
    window.localStorage.setItem(STORAGE_KEY, view);
  } catch {
    // Private mode may refuse storage; the cookie alone is enough.
  }
}

/** Each view's button: its name, its short label (wide screens) and its icon's rounded blocks (x, y, width, height). */
const VIEW_BUTTONS: readonly { view: BrowseView; label: string; short: string; blocks: readonly (readonly [number, number, number, number])[] }[] = [
  { view: 'grid', label: 'Dạng lưới', short: 'Lưới', blocks: [[3, 3, 8, 8], [13, 3, 8, 8], [3, 13, 8, 8], [13, 13, 8, 8]] },
  { view: 'list', label: 'Dạng danh sách', short: 'Danh sách', blocks: [[3, 4, 6, 6], [11, 5.5, 10, 3], [3, 14, 6, 6], [11, 15.5, 10, 3]] },
];

/** Render with `key={view}` so a server-side change of view resets the optimistic state. */
export function ViewToggle({ view }: { view: BrowseView }) {
  const router = useRouter();
  const live = useBrowseLive();
  const pathname = usePathname();
  const [shown, setShown] = useState(view);
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    if (document.cookie.split('; ').some((entry) => entry.startsWith(`${COOKIE}=`))) return;
    try {
      const stored = window.localStorage.getItem(STORAGE_KEY);
      if (stored === 'list' || stored === 'grid') remember(stored);
    } catch {
      // Storage unavailable: nothing to restore.
    }
  }, []);

  const choose = (next: BrowseView) => {
    if (next === shown) return;
    setShown(next);
    remember(next);
    startTransition(() => {
      // Read from the location, not useSearchParams: the unfiltered category page is prerendered
      // and cached, where useSearchParams would opt the whole page out of server rendering.
      const params = new URLSearchParams(window.location.search);
      if (params.has('view')) {
        params.delete('view');
        const query = params.toString();
        router.replace(query === '' ? pathname : `${pathname}?${query}`, { scroll: false });
      } else if (live !== null) {
        live.redraw();
      } else {
        router.refresh();
      }
    });
  };

  return (
    <div role="group" aria-label="Kiểu hiển thị" className={group} data-pending={pending}>
      {VIEW_BUTTONS.map((button) => (
        <button key={button.view} type="button" className={toggle} aria-pressed={shown === button.view} onClick={() => choose(button.view)} aria-label={button.label}>
          <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
            {button.blocks.map(([x, y, width, height]) => (
              <rect key={`${x},${y}`} x={x} y={y} width={width} height={height} rx="1.5" />
            ))}
          </svg>
          <span className={text} aria-hidden="true">
            {button.short}
          </span>
        </button>
      ))}
    </div>
  );
}

const group = css({ display: 'inline-flex', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', overflow: 'hidden', bg: 'bg.surface', '&[data-pending=true]': { opacity: 0.7 } });
const toggle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  h: '10',
  px: '3',
  fontSize: 'sm',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { color: 'fg.accent' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
  '&[aria-pressed=true]': { bg: 'bg.accentSubtle', color: 'fg.accent', fontWeight: 'semibold' },
  '& + &': { borderLeftWidth: '1px', borderColor: 'border.default' },
});
const text = css({ display: { base: 'none', sm: 'inline' } });
