import type { ReactNode } from 'react';
import { card } from 'styled-system/recipes/card';
import { pageHeader } from 'styled-system/recipes/page-header';

/** The card every page of the user area sits in, with its heading and the line under it. */
export function UserPageCard({ id, title, lead, children }: { id?: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <section className={card({ stack: 'lg' })} aria-labelledby={id}>
      <div className={header.root}>
        <h1 id={id} className={header.title}>
          {title}
        </h1>
        {lead ? <p className={header.lead}>{lead}</p> : null}
      </div>
      {children}
    </section>
  );
}

const header = pageHeader({ size: 'md' });
