/**
 * The look shared by the browse filter controls (selects and the price popover's trigger), so the
 * row of filters reads as one control group.
 */
import { css } from 'styled-system/css';

export const field = css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0', position: 'relative' });
export const fieldLabel = css({ fontSize: 'xs', fontWeight: 'medium', color: 'fg.muted' });
export const control = css({
  h: '10',
  w: '100%',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  bg: 'bg.surface',
  fontSize: 'sm',
  color: 'fg.default',
  cursor: 'pointer',
  textOverflow: 'ellipsis',
  _hover: { borderColor: 'border.strong' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' },
  _disabled: { bg: 'bg.muted', color: 'fg.subtle', cursor: 'not-allowed' },
  '&[data-active=true]': { borderColor: 'fg.accent', color: 'fg.accent', fontWeight: 'semibold' },
});
