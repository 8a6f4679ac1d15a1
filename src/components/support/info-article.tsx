import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { pageHeader } from 'styled-system/recipes/page-header';
import { formatDate } from '~/lib/time';
import { Breadcrumbs } from '../layout/breadcrumbs';

export const SUPPORT_HOME = { name: 'Hỗ trợ', href: '/support-about' } as const;

interface InfoArticleProps {
  readonly title: string;
  readonly lead: string;
  /** Shown as "Cập nhật ngày …" for pages whose text changes rarely (policies, guides). */
  readonly updatedAt?: Date | undefined;
  readonly children: ReactNode;
}

/** One info page: breadcrumbs, title, lead and the body in readable long-form type. */
export function InfoArticle({ title, lead, updatedAt, children }: InfoArticleProps) {
  return (
    <article className={article}>
      <Breadcrumbs crumbs={[{ label: SUPPORT_HOME.name, href: SUPPORT_HOME.href }, { label: title }]} />
      <header className={cx(titles.root, header)}>
        <h1 className={titles.title}>{title}</h1>
        <p className={titles.lead}>{lead}</p>
        {updatedAt ? <p className={updated}>Cập nhật ngày {formatDate(updatedAt)}</p> : null}
      </header>
      <div className={prose}>{children}</div>
    </article>
  );
}

const titles = pageHeader({ size: 'xl' });
const article = css({ minW: '0' });
const header = css({ mb: '6', pb: '5', borderBottomWidth: '1px', borderColor: 'border.default' });
const updated = css({ fontSize: 'sm', color: 'fg.subtle' });

/** Long-form text: the content files write plain elements and this gives them rhythm. */
export const prose = css({
  color: 'fg.default',
  lineHeight: '1.75',
  fontSize: 'md',
  '& > * + *': { mt: '4' },
  // Headings written directly in a page's body; components inside the body (FAQ, tables) space their own.
  '& > h2': { fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', lineHeight: '1.3', mt: '10', scrollMarginTop: '4' },
  '& > h3': { fontSize: 'lg', fontWeight: 'semibold', lineHeight: '1.35', mt: '6' },
  '& > h2 + *, & > h3 + *': { mt: '3' },
  '& ul': { listStyleType: 'disc', pl: '6' },
  '& ol': { listStyleType: 'decimal', pl: '6' },
  '& li + li': { mt: '1.5' },
  '& li::marker': { color: 'fg.subtle' },
  '& a': { color: 'fg.accent', textDecoration: 'underline', textUnderlineOffset: '2px', _hover: { color: 'brand.700' } },
  '& strong': { fontWeight: 'semibold' },
  '& dl > dt': { fontWeight: 'semibold', mt: '3' },
  '& dl > dd': { color: 'fg.muted' },
  '& [data-scroll-table]': { overflowX: 'auto', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', bg: 'bg.surface' },
  // Tables are written to fit a phone (details go in notes under the row's name); wider ones scroll.
  '& table': { w: '100%', borderCollapse: 'collapse', fontSize: 'sm', lineHeight: '1.5' },
  '& table th, & table td': { textAlign: 'left', px: { base: '3', md: '4' }, py: '3', verticalAlign: 'top' },
  '& table thead th': { bg: 'bg.muted', fontWeight: 'semibold', color: 'fg.muted', fontSize: 'xs', textTransform: 'uppercase', letterSpacing: 'wide' },
  '& table tbody tr + tr': { borderTopWidth: '1px', borderColor: 'border.default' },
  '& table tbody th': { fontWeight: 'semibold' },
});
