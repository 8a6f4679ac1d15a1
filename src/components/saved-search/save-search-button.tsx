'use client';
import { savedSearchHref } from '~/lib/saved-search';
import { requireSignIn } from '../auth/login-modal';
import { memberOnlyIsland } from '../data/member-only-island';
import { BellIcon, PENDING_KEY, saveSearchLook, type SaveSearchButtonProps } from './save-search-parts';

function SaveSearchWaiting() {
  return (
    <button type="button" className={saveSearchLook} data-waiting>
      <BellIcon /> Lưu tìm kiếm
    </button>
  );
}

/** A guest signs in first and comes back to the same page, where the search is saved without a second click. */
function SaveSearchGuest({ context, categorySlug, query }: SaveSearchButtonProps) {
  return (
    <button
      type="button"
      className={saveSearchLook}
      onClick={() => {
        window.sessionStorage.setItem(PENDING_KEY, savedSearchHref({ context, categorySlug: categorySlug ?? null, query }));
        requireSignIn('Đăng nhập để lưu tìm kiếm này và nhận thông báo khi có tin mới phù hợp.');
      }}
    >
      <BellIcon /> Lưu tìm kiếm
    </button>
  );
}

/** "Lưu tìm kiếm": saves the page's search for alerts (./save-search-button-live); only a member's button loads the data layer. */
export const SaveSearchButton = memberOnlyIsland<SaveSearchButtonProps>(() => import('./save-search-button-live').then((module) => module.default), SaveSearchWaiting, SaveSearchGuest);
