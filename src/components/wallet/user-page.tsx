import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

/** The card every wallet page of the user area sits in, with its heading. */
export function UserPageCard({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <section className={card} aria-labelledby={id}>
      <h1 id={id} className={heading}>
        {title}
      </h1>
      {lead ? <p className={leadText}>{lead}</p> : null}
      {children}
    </section>
  );
}

const card = css({ bg: 'bg.surface', borderRadius: 'lg', boxShadow: 'card', p: { base: '4', md: '6' }, display: 'flex', flexDirection: 'column', gap: '4' });
const heading = css({ fontSize: 'xl', fontWeight: 'bold' });
const leadText = css({ color: 'fg.muted', fontSize: 'sm', mt: '-2' });
