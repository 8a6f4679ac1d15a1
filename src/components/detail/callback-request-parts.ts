import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';

/** What a guest who asks for a callback is told before signing in. */
export const CALLBACK_SIGN_IN_REASON = 'Đăng nhập để người bán gọi lại cho bạn.';

/** The width of the contact card, whatever wraps it (the member-only island's box does). */
export const callbackTrigger = cx(button({ variant: 'outline' }), css({ w: 'full' }));
