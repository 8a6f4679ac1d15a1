'use client';
import { useSyncExternalStore } from 'react';
import { cva } from 'styled-system/css';
import { requireSignIn } from '../auth/login-modal';
import { favouritesStore } from './favourites-store';

const notOnServer = () => false;

/**
 * The heart on cards and detail pages: like/unlike for members; guests are offered sign-in. It
 * reads the page's one favourites store (./favourites-store), filled by ./favourites-sync.
 */
export function FavouriteButton({ listingId, size = 'sm' }: { listingId: number; size?: 'sm' | 'md' }) {
  const liked = useSyncExternalStore(favouritesStore.subscribe, () => favouritesStore.isLiked(listingId), notOnServer);
  const pending = useSyncExternalStore(favouritesStore.subscribe, () => favouritesStore.isPending(listingId), notOnServer);
  const label = liked ? 'Bỏ lưu tin' : 'Lưu tin';
  return (
    <button
      type="button"
      className={heart({ size })}
      aria-pressed={liked}
      aria-label={label}
      title={label}
      disabled={pending}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (!favouritesStore.isSignedIn()) {
          requireSignIn('Đăng nhập để lưu tin yêu thích và xem lại bất cứ lúc nào.');
          return;
        }
        favouritesStore.toggle(listingId);
      }}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 2.9 4.5 6.6 4.5c2.2 0 3.6 1.2 4.4 2.5h2c.8-1.3 2.2-2.5 4.4-2.5 3.7 0 5.7 3.9 4.2 7.3C19.5 16.4 12 21 12 21Z"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

const heart = cva({
  base: {
    position: 'relative',
    zIndex: 2,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 'full',
    bg: 'bg.surface',
    color: 'fg.muted',
    boxShadow: 'card',
    cursor: 'pointer',
    '& path': { fill: 'transparent', stroke: 'currentColor' },
    _hover: { color: 'fg.accent' },
    '&[aria-pressed=true]': { color: 'fg.accent', '& path': { fill: 'currentColor' } },
    _disabled: { opacity: 0.6 },
  },
  variants: { size: { sm: { w: '8', h: '8' }, md: { w: '10', h: '10' } } },
});
