import { defineSlotRecipe } from '@pandacss/dev';

/**
 * A row of tabs over a list (post management, notifications, trade history, the report queue):
 * `list` is the role="tablist" row, `tab` a role="tab" button (selected by aria-selected) or a link
 * of a section's navigation (current by aria-current="page"), `count` the number a tab may carry.
 */
export const tabs = defineSlotRecipe({
  className: 'tabs',
  slots: ['list', 'tab', 'count'],
  base: {
    // Phones scroll the row; wider screens wrap it, so no tab is hidden past the edge (issue #20).
    list: { display: 'flex', flexWrap: { base: 'nowrap', md: 'wrap' }, gap: '1', overflowX: { base: 'auto', md: 'visible' }, borderBottomWidth: '1px', borderColor: 'border.default' },
    tab: {
      display: 'flex',
      alignItems: 'center',
      gap: '1.5',
      px: '3',
      py: '2.5',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      borderBottomWidth: '2px',
      borderColor: 'transparent',
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      '&[aria-selected=true], &[aria-current=page]': { color: 'fg.accent', borderColor: 'fg.accent' },
    },
    count: { borderRadius: 'full', px: '1.5', fontSize: '2xs', fontWeight: 'bold', minW: '5', textAlign: 'center' },
  },
  defaultVariants: { countTone: 'muted' },
  variants: {
    /** muted: a total (post management); accent: something waiting (unread notifications). */
    countTone: {
      muted: { count: { bg: 'bg.muted', color: 'fg.default' } },
      accent: { count: { bg: 'bg.accent', color: 'fg.inverse' } },
    },
  },
});
