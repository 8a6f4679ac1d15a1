/**
 * A ref for the selected tab of a row that scrolls sideways on phones (the tabs recipe): scrolls it
 * into the row, or a link to a later tab (/user/post-manage?tab=expired) opened with the chosen tab
 * past the screen's edge and no sign of which one was shown. One function for every row, so React
 * calls it only when another tab becomes the selected one, never on a re-render.
 */
export function revealSelectedTab(tab: HTMLElement | null): void {
  tab?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}
