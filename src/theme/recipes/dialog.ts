import { defineSlotRecipe } from '@pandacss/dev';

/**
 * Every modal of the app (src/components/ui/dialog.tsx): a native <dialog> opened with showModal,
 * so `content` is the dialog element itself and its ::backdrop dims the page. The header holds the
 * title, an optional line under it and an optional close button; the footer holds the actions, at
 * the end of the row. `form` is the <form> a dialog may wrap its parts in: it takes no box.
 *
 * `variant` is the kind of modal: a centred `card` (sized by `size`), the payment `frame` (the whole
 * screen on phones), the phone search `sheet` hanging from the top, the full-screen photo `lightbox`
 * and the photo `viewer` that is only as large as its photo.
 */
export const dialog = defineSlotRecipe({
  className: 'dialog',
  jsx: ['Dialog'],
  slots: ['content', 'form', 'header', 'title', 'description', 'closeTrigger', 'body', 'footer'],
  base: {
    content: {
      m: 'auto',
      p: { base: '5', sm: '6' },
      w: 'min(var(--dialog-width), calc(100vw - 24px))',
      maxW: 'calc(100vw - 24px)',
      maxH: 'calc(100dvh - 24px)',
      overflowY: 'auto',
      border: 'none',
      borderRadius: 'lg',
      bg: 'bg.surface',
      color: 'fg.default',
      boxShadow: 'raised',
      _backdrop: { bg: 'rgba(22,23,27,0.5)' },
      // Open in the HTML, before the script makes it modal: the same place and the same dimmed page.
      '&[open]:not(:modal)': { position: 'fixed', inset: '0', zIndex: 1000, boxShadow: '0 0 0 100vmax rgba(22,23,27,0.5)' },
    },
    form: { display: 'contents' },
    header: { display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'start', columnGap: '3', rowGap: '1', mb: '3' },
    title: { gridColumn: '1', fontSize: 'lg', fontWeight: 'bold', lineHeight: '1.35' },
    description: { gridColumn: '1', fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' },
    closeTrigger: {
      gridColumn: '2',
      gridRow: '1',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '8',
      h: '8',
      borderRadius: 'full',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { bg: 'bg.muted', color: 'fg.default' },
      _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
    },
    body: { display: 'flex', flexDirection: 'column', gap: '3' },
    footer: { display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: '3', mt: '5' },
  },
  defaultVariants: { variant: 'card', size: 'md' },
  variants: {
    /** The card's width (it never gets wider than the screen less 12 px each side). */
    size: {
      sm: { content: { '--dialog-width': '420px' } },
      md: { content: { '--dialog-width': '520px' } },
      lg: { content: { '--dialog-width': '600px' } },
      xl: { content: { '--dialog-width': '720px' } },
    },
    variant: {
      card: {},
      /** A frame around an embedded page (the payment provider's): the whole screen on phones. */
      frame: {
        content: {
          p: '0',
          w: { base: '100vw', md: '520px' },
          maxW: '100vw',
          h: { base: '100dvh', md: '720px' },
          maxH: '100dvh',
          overflow: 'hidden',
          borderRadius: { base: '0', md: 'lg' },
          boxShadow: 'card',
          _open: { display: 'flex', flexDirection: 'column' },
        },
        header: { alignItems: 'center', mb: '0', px: '4', py: '2', borderBottomWidth: '1px', borderColor: 'border.default' },
        title: { fontSize: 'md' },
        closeTrigger: { w: 'auto', h: '8', px: '3', borderRadius: 'md', fontSize: 'sm', fontWeight: 'semibold', color: 'fg.default' },
        body: { flex: '1', minH: '0', gap: '0' },
      },
      /** Hangs from the top edge over the whole width (the search on phones). */
      sheet: {
        content: {
          position: 'fixed',
          inset: '0 0 auto 0',
          m: '0',
          w: '100%',
          maxW: '100%',
          p: '4',
          pb: '6',
          borderRadius: '0',
          borderBottomRadius: 'xl',
          overflow: 'visible',
          _backdrop: { bg: 'bg.inverse/55' },
        },
        header: { alignItems: 'center' },
        title: { fontSize: 'md' },
        closeTrigger: { w: '10', h: '10', color: 'fg.default' },
      },
      /** Photos over the whole screen, on black; the close button floats at the top right. */
      lightbox: {
        content: {
          position: 'fixed',
          inset: '0',
          w: '100vw',
          h: '100dvh',
          maxW: '100vw',
          maxH: '100dvh',
          m: '0',
          p: '0',
          overflow: 'hidden',
          borderRadius: '0',
          bg: 'bg.inverse',
          color: 'fg.inverse',
          boxShadow: 'none',
          _backdrop: { bg: 'bg.inverse' },
        },
        header: { position: 'absolute', top: '3', right: '3', zIndex: 10, display: 'block', mb: '0' },
        closeTrigger: { w: '10', h: '10', bg: 'bg.surface', color: 'fg.default', _hover: { bg: 'bg.muted' } },
        body: { display: 'block', w: '100%', h: '100%' },
      },
      /** A photo as large as it is (up to the screen) over a dark page, its controls under it. */
      viewer: {
        content: {
          w: 'auto',
          maxW: '100vw',
          maxH: '100vh',
          p: '0',
          overflow: 'visible',
          borderRadius: '0',
          bg: 'transparent',
          boxShadow: 'none',
          _backdrop: { bg: 'rgba(10,10,12,0.88)' },
        },
        body: { alignItems: 'center' },
      },
    },
  },
});
