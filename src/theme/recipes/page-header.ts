import { defineSlotRecipe } from '@pandacss/dev';

/**
 * The title of a page (its h1) with the line that explains it, and optional actions beside them.
 * md: the title of a card in the user area; lg: a page's title; xl: an article's (help pages).
 */
export const pageHeader = defineSlotRecipe({
  className: 'page-header',
  slots: ['root', 'title', 'lead', 'actions'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1', minW: '0' },
    title: { fontWeight: 'bold', color: 'fg.default', lineHeight: '1.3', overflowWrap: 'anywhere' },
    lead: { color: 'fg.muted' },
    actions: { display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' },
  },
  defaultVariants: { size: 'lg' },
  variants: {
    size: {
      md: { title: { fontSize: 'xl' }, lead: { fontSize: 'sm' } },
      lg: { title: { fontSize: { base: 'xl', md: '2xl' } }, lead: { fontSize: 'sm' } },
      xl: { root: { gap: '2' }, title: { fontSize: { base: '2xl', md: '3xl' }, lineHeight: '1.25' }, lead: { fontSize: { base: 'md', md: 'lg' }, lineHeight: '1.6' } },
    },
  },
});
