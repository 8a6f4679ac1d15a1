import { button } from 'styled-system/recipes';

/** What a guest who asks for a callback is told before signing in. */
export const CALLBACK_SIGN_IN_REASON = 'Đăng nhập để người bán gọi lại cho bạn.';

export const callbackTrigger = button({ variant: 'outline' });
