import { defineSlotRecipe } from '@pandacss/dev';

/** The one listing card of spec §2, in grid (default), list and compact (3-column 404 grid) layouts. */
export const listingCard = defineSlotRecipe({
  className: 'listing-card',
  jsx: ['ListingCard'],
  slots: ['root', 'media', 'thumb', 'overlay', 'badges', 'body', 'title', 'excerpt', 'meta', 'price', 'facts', 'footer'],
  base: {
    root: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      bg: 'bg.surface',
      borderRadius: 'lg',
      overflow: 'hidden',
      boxShadow: 'card',
      transition: 'box-shadow 0.15s, transform 0.15s',
      _hover: { boxShadow: 'raised' },
      _focusWithin: { outline: '2px solid', outlineColor: 'brand.500' },
      // A card off screen is not laid out or painted until it comes near: a phone's first layout
      // of a 40-card page cost ~150 ms (4× that on Lighthouse's phone). The sizes are the measured
      // card heights, kept once a card has been seen (`auto`).
      contentVisibility: 'auto',
      containIntrinsicSize: { base: 'auto 360px', md: 'auto 430px' },
    },
    media: { position: 'relative', aspectRatio: '4 / 3', bg: 'bg.muted', overflow: 'hidden', flexShrink: 0 },
    thumb: { w: '100%', h: '100%', objectFit: 'cover' },
    overlay: {
      position: 'absolute',
      inset: '0',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      bg: 'rgba(22,23,27,0.55)',
      color: 'fg.inverse',
      fontWeight: 'bold',
      fontSize: 'md',
      letterSpacing: 'wide',
    },
    badges: { position: 'absolute', top: '2', left: '2', right: '2', display: 'flex', gap: '1', flexWrap: 'wrap', alignItems: 'center' },
    body: { display: 'flex', flexDirection: 'column', gap: '1', p: '3', flex: '1', minW: '0' },
    title: {
      fontWeight: 'semibold',
      fontSize: 'sm',
      lineHeight: '1.35',
      lineClamp: '2',
      color: 'fg.default',
      _groupHover: { color: 'fg.accent' },
    },
    excerpt: { fontSize: 'xs', color: 'fg.muted', lineClamp: '2' },
    meta: { fontSize: 'xs', color: 'fg.subtle', display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' },
    price: { color: 'fg.price', fontWeight: 'bold', fontSize: 'md' },
    facts: { display: 'flex', gap: '3', fontSize: 'xs', color: 'fg.muted', flexWrap: 'wrap' },
    // The posting time never breaks ('1 ngày / trước'): on a phone's two columns it goes under the
    // place, which then has the card's whole width; from md the two share a line, the place cut short.
    footer: {
      mt: 'auto',
      pt: '1',
      display: 'flex',
      flexDirection: { base: 'column', md: 'row' },
      justifyContent: 'space-between',
      gap: { base: '0', md: '2' },
      fontSize: 'xs',
      color: 'fg.subtle',
      '& > time': { flexShrink: 0, whiteSpace: 'nowrap' },
    },
  },
  defaultVariants: { layout: 'grid' },
  variants: {
    layout: {
      grid: {},
      compact: { title: { fontSize: 'sm' }, excerpt: { display: 'none' } },
      list: {
        root: { flexDirection: { base: 'column', sm: 'row' }, containIntrinsicSize: { base: 'auto 500px', sm: 'auto 200px' } },
        media: { w: { base: '100%', sm: '260px' } },
        body: { p: '4' },
        title: { fontSize: 'md' },
      },
    },
  },
});
