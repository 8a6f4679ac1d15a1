import { defineRecipe } from '@pandacss/dev';

export const badge = defineRecipe({
  className: 'badge',
  jsx: ['Badge'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2',
    py: '0.5',
    borderRadius: 'sm',
    fontSize: '2xs',
    fontWeight: 'bold',
    textTransform: 'uppercase',
    letterSpacing: 'wide',
    lineHeight: '1.4',
  },
  defaultVariants: { tone: 'neutral' },
  variants: {
    tone: {
      neutral: { bg: 'bg.surface', color: 'fg.default' },
      accent: { bg: 'bg.accent', color: 'fg.inverse' },
      vip: { bg: 'tier.vip', color: 'fg.inverse' },
      verified: { bg: 'leaf.500', color: 'fg.inverse' },
      dark: { bg: 'rgba(22,23,27,0.7)', color: 'fg.inverse' },
    },
  },
});
