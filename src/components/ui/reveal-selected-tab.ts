/**
 * A ref for the selected tab of a row that scrolls sideways on phones (the tabs recipe): scrolls the
 * row, never the page, so the tab is in sight — a link to a later tab (/user/post-manage?tab=expired)
 * opened with the chosen tab past the screen's edge and no sign of which one was shown. Not
 * `scrollIntoView`: it also scrolls the window, undoing a restored scroll position. One function
 * for every row, so React calls it only when another tab becomes the selected one.
 */
export function revealSelectedTab(tab: HTMLElement | null): void {
  const row = tab?.closest<HTMLElement>('[role="tablist"]');
  if (!tab || !row) return;
  const tabBox = tab.getBoundingClientRect();
  const rowBox = row.getBoundingClientRect();
  if (tabBox.left < rowBox.left) row.scrollLeft -= rowBox.left - tabBox.left;
  else if (tabBox.right > rowBox.right) row.scrollLeft += tabBox.right - rowBox.right;
}
