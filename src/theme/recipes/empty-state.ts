import { defineSlotRecipe } from '@pandacss/dev';

/**
 * What a list shows when it has nothing: a line that says so, what to do about it, and the way out.
 * plain: inside a card (favourites, saved searches); dashed: a framed hole where the list would be
 * (a profile's or seller's listings and reviews); card: a card of its own (no search results).
 */
export const emptyState = defineSlotRecipe({
  className: 'empty-state',
  slots: ['root', 'title', 'description', 'actions'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', color: 'fg.muted' },
    title: { fontWeight: 'semibold', color: 'fg.default' },
    description: { fontSize: 'sm' },
    actions: { display: 'flex', flexWrap: 'wrap', gap: '2' },
  },
  defaultVariants: { variant: 'plain' },
  variants: {
    variant: {
      plain: { root: { alignItems: 'flex-start', gap: '4' } },
      dashed: {
        root: {
          alignItems: 'center',
          textAlign: 'center',
          p: { base: '6', md: '8' },
          bg: 'bg.surface',
          borderWidth: '1px',
          borderStyle: 'dashed',
          borderColor: 'border.strong',
          borderRadius: 'lg',
        },
      },
      card: {
        root: { alignItems: 'flex-start', gap: '4', p: { base: '5', md: '8' }, bg: 'bg.surface', borderRadius: 'lg', boxShadow: 'card', color: 'fg.default' },
        title: { fontSize: 'lg', fontWeight: 'bold' },
      },
    },
  },
});
