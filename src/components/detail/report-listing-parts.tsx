import { css } from 'styled-system/css';

/** What a guest who asks to report is told before signing in. */
export const REPORT_SIGN_IN_REASON = 'Đăng nhập để báo cáo tin vi phạm cho ban quản trị.';

export const reportTrigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  fontSize: 'sm',
  color: 'fg.muted',
  cursor: 'pointer',
  alignSelf: 'flex-start',
  _hover: { color: 'fg.accent' },
  _disabled: { cursor: 'default', _hover: { color: 'fg.muted' } },
});

export function FlagIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M5 21V4m0 0h11l-2 4 2 4H5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
