import { defineRecipe } from '@pandacss/dev';

/**
 * A white panel on the page's grey canvas: the user area's pages, the listing page's side boxes,
 * the review and minigame boxes. `stack` lays its children out in a column with that gap; a card
 * with another layout adds it with css().
 */
export const card = defineRecipe({
  className: 'card',
  base: { bg: 'bg.surface', borderRadius: 'lg', boxShadow: 'card' },
  defaultVariants: { padding: 'lg' },
  variants: {
    /** sm: a box in a side column (16 px); md: a block of the listing page or a review (20 px from md); lg: a page's main card (24 px from md). */
    padding: {
      none: {},
      sm: { p: '4' },
      md: { p: { base: '4', md: '5' } },
      lg: { p: { base: '4', md: '6' } },
    },
    stack: {
      sm: { display: 'flex', flexDirection: 'column', gap: '2' },
      md: { display: 'flex', flexDirection: 'column', gap: '3' },
      lg: { display: 'flex', flexDirection: 'column', gap: '4' },
    },
  },
});
