import { defineSlotRecipe } from '@pandacss/dev';

/**
 * A form field: its label (with the `required` star; `legend` for a fieldset of choices), the control (input, select or textarea), a
 * hint and the error message under the control. `control` alone styles an input whose label is
 * elsewhere (a search box, a rename row).
 */
export const field = defineSlotRecipe({
  className: 'field',
  slots: ['root', 'label', 'legend', 'required', 'control', 'hint', 'error'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0' },
    label: { fontSize: 'sm', fontWeight: 'semibold' },
    /** The label of a group of radios or checkboxes (a fieldset's legend sits outside its gap). */
    legend: { fontSize: 'sm', fontWeight: 'semibold', mb: '1' },
    required: { color: 'fg.error' },
    control: {
      w: '100%',
      minW: '0',
      borderWidth: '1px',
      borderColor: 'border.strong',
      borderRadius: 'md',
      bg: 'bg.surface',
      color: 'fg.default',
      _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', borderColor: 'transparent' },
      _disabled: { bg: 'bg.muted', color: 'fg.subtle' },
      '&[aria-invalid=true]': { borderColor: 'fg.error' },
      '&:is(textarea)': { py: '2', resize: 'vertical' },
    },
    hint: { color: 'fg.muted', fontSize: 'xs' },
    error: { color: 'fg.error', fontSize: 'sm' },
  },
  defaultVariants: { size: 'md' },
  variants: {
    /** The control's height and text: sm in dense lists (moderation, renaming), md in dialogs and side forms, lg in the long forms (posting wizard, profile). */
    size: {
      sm: { control: { px: '2', fontSize: 'sm', '&:not(textarea)': { h: '9' } } },
      md: { control: { px: '3', fontSize: 'sm', '&:not(textarea)': { h: '10' } } },
      lg: { control: { px: '3', fontSize: 'md', '&:not(textarea)': { h: '11' } } },
    },
  },
});
