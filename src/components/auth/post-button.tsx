'use client';
import Link from 'next/link';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { useAuthStatus, useStartLogin } from './use-auth';

export const POST_PATH = '/user/post-news-v2';

/** Spec §2: signed in → the posting wizard; otherwise sign-in that returns to it. */
export function PostButton() {
  const status = useAuthStatus();
  const startLogin = useStartLogin();
  const icon = (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" aria-hidden="true">
      <path d="M12 5v14M5 12h14" strokeLinecap="round" />
    </svg>
  );
  if (status === 'signedIn') {
    return (
      <Link href={POST_PATH} className={cx(button({ size: 'md' }), compact)} aria-label="Đăng tin">
        {icon}
        <span className={label}>Đăng tin</span>
      </Link>
    );
  }
  return (
    <button type="button" className={cx(button({ size: 'md' }), compact)} aria-label="Đăng tin" disabled={status === 'redirecting'} onClick={() => startLogin(POST_PATH)}>
      {icon}
      <span className={label}>Đăng tin</span>
    </button>
  );
}

// On phones the button keeps its icon and its accessible name; the word needs the room.
const label = css({ display: { base: 'none', sm: 'inline' } });
const compact = css({ px: { base: '2.5', sm: '4' } });
