/**
 * A moderators' queue page below the moderation tabs: its title, what the moderator does there, and
 * the queue (with whatever follows it) as children.
 */
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { pageHeader } from 'styled-system/recipes/page-header';
import { ModerationNav, type ModerationQueueKey } from './moderation-nav';

export function ModerationQueuePage({ current, title, lead, children }: { current: ModerationQueueKey; title: string; lead: string; children: ReactNode }) {
  const titleId = `${current}-title`;
  return (
    <section className={cx(card({ stack: 'lg' }), spaced)} aria-labelledby={titleId}>
      <ModerationNav current={current} />
      <div className={header.root}>
        <h1 id={titleId} className={header.title}>
          {title}
        </h1>
        <p className={header.lead}>{lead}</p>
      </div>
      {children}
    </section>
  );
}

const header = pageHeader({ size: 'md' });
const spaced = css({ mb: '8' });
