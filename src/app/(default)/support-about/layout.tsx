import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { SupportNav } from '~/components/support/support-nav';
import { INFO_PAGE_SUMMARIES } from '~/content/support';

const NAV_ITEMS = [{ href: '/support-about', title: 'Trung tâm hỗ trợ' }, ...INFO_PAGE_SUMMARIES.map(({ href, title }) => ({ href, title }))];

/** Info and support pages (spec §2 /support-about): side navigation of every page beside the page. */
export default function SupportLayout({ children }: { children: ReactNode }) {
  return (
    <div className={grid}>
      <aside className={side}>
        <SupportNav items={NAV_ITEMS} />
      </aside>
      <div className={content}>{children}</div>
    </div>
  );
}

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '260px minmax(0, 1fr)' },
  gap: { base: '4', lg: '8' },
  alignItems: 'start',
});
const side = css({ minW: '0' });
const content = css({ minW: '0', maxW: '820px' });
