import Link from 'next/link';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

/** A round icon link of the header (the bell, "Tin nhắn") with its unread badge (99+ past 99). */
export function HeaderIconLink({ href, label, count, countTestId, testId, children }: { href: string; label: string; count: number; countTestId: string; testId?: string; children: ReactNode }) {
  return (
    <Link href={href} aria-label={label} title={label} className={icon} data-testid={testId}>
      {children}
      {count > 0 ? (
        <span className={badge} data-testid={countTestId}>
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}

const icon = css({ position: 'relative', w: '10', h: '10', display: 'flex', alignItems: 'center', justifyContent: 'center', borderRadius: 'full', color: 'fg.default', _hover: { bg: 'bg.muted', color: 'fg.accent' } });
const badge = css({
  position: 'absolute',
  top: '0.5',
  right: '0.5',
  minW: '4.5',
  h: '4.5',
  px: '1',
  borderRadius: 'full',
  bg: 'bg.accent',
  color: 'fg.inverse',
  fontSize: '2xs',
  fontWeight: 'bold',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  lineHeight: '1',
});
