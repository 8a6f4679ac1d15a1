'use client';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';

/**
 * Spec §2: the footer's subscribe box, whose email field does nothing. The newsletter belongs to the
 * newspaper; until it offers an API the form is kept from submitting anywhere (docs/decisions.md).
 */
export function SubscribeBox() {
  return (
    <form className={form} onSubmit={(event) => event.preventDefault()} aria-label="Đăng ký nhận tin">
      <input type="email" name="email" placeholder="Email của bạn" aria-label="Email nhận tin" className={field} maxLength={254} />
      <button type="submit" className={button({ variant: 'solid', size: 'md' })}>
        Đăng ký
      </button>
    </form>
  );
}

const form = css({ display: 'flex', gap: '2', maxW: '360px' });
const field = css({
  flex: '1',
  minW: '0',
  h: '10',
  px: '3',
  borderRadius: 'md',
  bg: 'ink.800',
  color: 'fg.inverse',
  borderWidth: '1px',
  borderColor: 'border.inverse',
  fontSize: 'sm',
  _placeholder: { color: 'fg.inverseMuted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' },
});
