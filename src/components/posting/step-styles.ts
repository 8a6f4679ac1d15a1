import { css } from 'styled-system/css';

export const choiceGrid = css({ display: 'grid', gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(3, 1fr)' }, gap: '2' });
export const choiceCard = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  cursor: 'pointer',
  fontSize: 'sm',
  _hover: { borderColor: 'fg.accent' },
  '&[data-checked=true]': { borderColor: 'fg.accent', bg: 'bg.accentSubtle', fontWeight: 'semibold' },
});
export const formGrid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' });
export const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });
