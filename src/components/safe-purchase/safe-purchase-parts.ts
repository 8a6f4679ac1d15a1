import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';

export interface SafePurchaseButtonProps {
  readonly listingId: number;
  readonly sellerId: number;
  /** The phone's contact bar and the conversation header: a small button. */
  readonly compact?: boolean;
}

/** What a guest who presses "Mua an toàn" is told before signing in. */
export const SAFE_PURCHASE_SIGN_IN_REASON = 'Đăng nhập để mua an toàn: tiền được giữ đến khi bạn nhận hàng.';

const wide = css({ w: 'full' });
export const safePurchaseTrigger = (compact: boolean) => (compact ? button({ size: 'sm' }) : cx(button({ size: 'lg' }), wide));
