import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

/** A titled block of a page (home blocks, "other listings"). */
export function Section({ id, title, icon, children }: { id: string; title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={section}>
      <h2 id={id} className={heading}>
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

const section = css({ mb: { base: '8', md: '10' } });
const heading = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  fontSize: { base: 'lg', md: 'xl' },
  fontWeight: 'bold',
  mb: '4',
  color: 'fg.default',
  '& svg, & img': { w: 'hotIcon', h: 'hotIcon' },
});
