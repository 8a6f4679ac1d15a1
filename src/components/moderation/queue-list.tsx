'use client';
/**
 * What every moderators' queue shows around its items: "loading", the failure as the server worded
 * it, "nothing here", the items, and the pager. The listing reports, the conversation reports and
 * the "Mua an toàn" complaints render their own items inside it.
 */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { tabs } from 'styled-system/recipes/tabs';
import { SimplePager } from '../ui/simple-pager';
import { revealSelectedTab } from '~/components/ui/reveal-selected-tab';

/** The part of a react-query result the list reads (the queues' procedures all answer a page of items). */
export interface QueuePageQuery<Item> {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly error: { readonly message: string } | null;
  readonly data: { readonly items: readonly Item[]; readonly pageCount: number } | undefined;
}

export interface QueueListProps<Item> {
  readonly query: QueuePageQuery<Item>;
  readonly loadingText: string;
  readonly emptyText: string;
  /** The pager's accessible name. */
  readonly pagerLabel: string;
  readonly page: number;
  readonly onPage: (page: number) => void;
  /** When the list is the panel of status tabs above it: the selected tab's name. */
  readonly panelLabel?: string | undefined;
  readonly children: (item: Item) => ReactNode;
}

export function QueueList<Item>({ query, loadingText, emptyText, pagerLabel, page, onPage, panelLabel, children }: QueueListProps<Item>) {
  return (
    <>
      {query.isPending ? <p className={muted}>{loadingText}</p> : null}
      {query.isError && query.error ? <p role="alert">{query.error.message}</p> : null}
      {query.data && query.data.items.length === 0 ? <p className={muted}>{emptyText}</p> : null}
      {query.data ? (
        <ul className={items} {...(panelLabel === undefined ? {} : { role: 'tabpanel', 'aria-label': panelLabel })}>
          {query.data.items.map(children)}
        </ul>
      ) : null}
      {query.data ? <SimplePager label={pagerLabel} page={page} pageCount={query.data.pageCount} onPage={onPage} /> : null}
    </>
  );
}

/** The status tabs over a queue (open, then each way a case was closed). */
export function StatusTabs<Code extends string>({ label, codes, labels, selected, onSelect }: { label: string; codes: readonly Code[]; labels: Readonly<Record<Code, string>>; selected: Code; onSelect: (code: Code) => void }) {
  return (
    <div role="tablist" aria-label={label} className={tabStyles.list}>
      {codes.map((code) => (
        <button key={code} type="button" role="tab" aria-selected={selected === code} ref={selected === code ? revealSelectedTab : undefined} className={tabStyles.tab} onClick={() => onSelect(code)}>
          {labels[code]}
        </button>
      ))}
    </div>
  );
}

const tabStyles = tabs();
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const items = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' });
