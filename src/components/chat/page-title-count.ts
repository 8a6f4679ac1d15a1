'use client';
/**
 * Keeps "(n) " in front of the page's title (issue #35) while the count is not 0. The router and
 * live pages set `document.title` themselves (a navigation, a filter change): a MutationObserver on
 * the head puts the count back in front of each new title. `titleWithCount` is idempotent, so the
 * observer's own change does not loop.
 */
import { titleWithCount } from './chat-notices';

/** Applies `count` to the title now and on every later title; returns the function that takes it off. */
export function keepTitleCount(count: number): () => void {
  const apply = (value: number) => {
    const next = titleWithCount(document.title, value);
    if (next !== document.title) document.title = next;
  };
  apply(count);
  if (count <= 0) return () => undefined;
  const observer = new MutationObserver(() => apply(count));
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  return () => {
    observer.disconnect();
    apply(0);
  };
}
