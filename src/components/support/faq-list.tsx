import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

export interface FaqItem {
  /** Anchor for links to one answer (`/support-about/faq#dang-tin-mat-phi`). */
  readonly id: string;
  readonly question: string;
  readonly answer: ReactNode;
}

export interface FaqGroup {
  readonly title: string;
  readonly items: readonly FaqItem[];
}

/**
 * Questions as a native accordion (details/summary): keyboard and screen-reader support come with
 * the element, it works before hydration, and the browser's find-in-page opens a closed answer.
 */
export function FaqList({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <div className={root}>
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title}>
          <h2 className={groupTitle}>{group.title}</h2>
          <div className={list}>
            {group.items.map((item) => (
              <details key={item.id} id={item.id} className={entry}>
                <summary className={summary}>{item.question}</summary>
                <div className={answer}>{item.answer}</div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

const root = css({ display: 'flex', flexDirection: 'column', gap: '8' });
const groupTitle = css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'bold', mb: '3' });
const list = css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', bg: 'bg.surface', overflow: 'hidden' });
const entry = css({
  '& + &': { borderTopWidth: '1px', borderColor: 'border.default' },
  scrollMarginTop: '4',
});
const summary = css({
  listStyle: 'none',
  cursor: 'pointer',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '4',
  px: { base: '4', md: '5' },
  py: '4',
  fontWeight: 'semibold',
  lineHeight: '1.45',
  '&::-webkit-details-marker': { display: 'none' },
  '&::after': {
    content: '""',
    flexShrink: '0',
    w: '2.5',
    h: '2.5',
    borderRightWidth: '2px',
    borderBottomWidth: '2px',
    borderColor: 'fg.subtle',
    transform: 'rotate(45deg)',
    transition: 'transform 0.2s',
    mt: '-1',
  },
  'details[open] > &': { color: 'fg.accent', '&::after': { transform: 'rotate(225deg)', mt: '1', borderColor: 'fg.accent' } },
  _hover: { bg: 'bg.canvas' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
});
const answer = css({
  px: { base: '4', md: '5' },
  pb: '4',
  color: 'fg.muted',
  lineHeight: '1.7',
  '& > * + *': { mt: '2' },
  '& ul': { listStyleType: 'disc', pl: '5' },
  '& ol': { listStyleType: 'decimal', pl: '5' },
  '& a': { color: 'fg.accent', textDecoration: 'underline' },
});
