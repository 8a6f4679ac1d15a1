import { defineRecipe } from '@pandacss/dev';

export const button = defineRecipe({
  className: 'button',
  jsx: ['Button'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: 'semibold',
    borderRadius: 'md',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: 'background 0.15s, color 0.15s, border-color 0.15s',
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
  variants: {
    variant: {
      solid: { bg: 'bg.accent', color: 'fg.inverse', _hover: { bg: 'brand.700' } },
      outline: { borderWidth: '1px', borderColor: 'border.strong', bg: 'bg.surface', color: 'fg.default', _hover: { borderColor: 'fg.accent', color: 'fg.accent' } },
      ghost: { bg: 'transparent', color: 'fg.default', _hover: { bg: 'bg.muted' } },
      inverse: { bg: 'bg.surface', color: 'fg.accent', _hover: { bg: 'brand.50' } },
    },
    size: {
      sm: { h: '8', px: '3', fontSize: 'sm' },
      md: { h: '10', px: '4', fontSize: 'sm' },
      lg: { h: '12', px: '6', fontSize: 'md' },
      icon: { h: '10', w: '10', p: '0' },
    },
  },
});
