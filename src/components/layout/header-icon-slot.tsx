import { css } from 'styled-system/css';

/**
 * The room of one header icon link (HeaderIconLink: 40 × 40) while its island's code loads: the
 * header renders a member's part only in the browser, so without it the account button jumped two
 * icons' width to the left about half a second after every page a member opened.
 */
export function HeaderIconSlot() {
  return <span className={slot} aria-hidden="true" />;
}

const slot = css({ display: 'block', w: '10', h: '10', flexShrink: 0 });
