'use client';
import { css } from 'styled-system/css';
import { dataIslandNearViewport } from '../data/data-island';

/** In the server's HTML and until the comments are in: the line the live list starts with. */
function CommentsLoading() {
  return <p className={muted}>Đang tải bình luận…</p>;
}

/** Far down the page: its code and the comments load as the visitor scrolls near them (see ../data/data-island). */
export const ListingComments = dataIslandNearViewport(() => import('./listing-comments-live').then((module) => module.default), CommentsLoading);

const muted = css({ fontSize: 'sm', color: 'fg.muted' });
