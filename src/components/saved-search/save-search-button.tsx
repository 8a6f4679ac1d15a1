'use client';
import { savedSearchHref } from '~/lib/saved-search';
import { requireSignIn } from '../auth/login-modal';
import { useAuthStatus } from '../auth/use-auth';
import { dataIsland } from '../data/data-island';
import { BellIcon, PENDING_KEY, saveSearchLook, type SaveSearchButtonProps } from './save-search-parts';

/** Shown while the auth machine starts and while a member's button loads: the same size, inert. */
function SaveSearchWaiting() {
  return (
    <button type="button" className={saveSearchLook} disabled>
      <BellIcon /> Lưu tìm kiếm
    </button>
  );
}

const SaveSearchLive = dataIsland(() => import('./save-search-button-live').then((module) => module.default), SaveSearchWaiting);

/**
 * "Lưu tìm kiếm": saves the page's search for alerts. A guest signs in first and comes back to the
 * same page, where the search is saved without a second click (./save-search-button-live). Only a
 * member's button loads the data layer; a guest's page does not.
 */
export function SaveSearchButton(props: SaveSearchButtonProps) {
  const status = useAuthStatus();
  if (status === 'signedIn') return <SaveSearchLive {...props} />;
  if (status !== 'signedOut') return <SaveSearchWaiting />;
  return (
    <button
      type="button"
      className={saveSearchLook}
      onClick={() => {
        window.sessionStorage.setItem(PENDING_KEY, savedSearchHref({ context: props.context, categorySlug: props.categorySlug ?? null, query: props.query }));
        requireSignIn('Đăng nhập để lưu tìm kiếm này và nhận thông báo khi có tin mới phù hợp.');
      }}
    >
      <BellIcon /> Lưu tìm kiếm
    </button>
  );
}
