import type { ReactNode } from 'react';
import { css, cva } from 'styled-system/css';

/** A highlighted note inside an info page: a tip, or a warning the reader must not miss. */
export function Notice({ tone = 'info', title, children }: { tone?: 'info' | 'warning'; title: string; children: ReactNode }) {
  return (
    <aside className={box({ tone })} aria-label={title}>
      <p className={titleStyle}>{title}</p>
      <div>{children}</div>
    </aside>
  );
}

const box = cva({
  base: {
    borderLeftWidth: '4px',
    borderRadius: 'md',
    px: '4',
    py: '3',
    fontSize: 'sm',
    lineHeight: '1.65',
    '& p + p': { mt: '2' },
    '& ul': { listStyleType: 'disc', pl: '5', mt: '1' },
  },
  variants: {
    tone: {
      info: { bg: 'bg.muted', borderColor: 'border.strong' },
      warning: { bg: 'bg.accentSubtle', borderColor: 'bg.accent' },
    },
  },
});
const titleStyle = css({ fontWeight: 'semibold', mb: '1', color: 'fg.default' });
