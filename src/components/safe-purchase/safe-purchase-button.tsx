'use client';
/**
 * "Mua an toàn" on a listing the seller offers it for, and in a conversation about one (issue #38).
 * A guest is offered sign-in and stays on the page; only a member's button loads the data layer
 * (./checkout-dialog). The seller does not see it on their own listing: the page is cached for
 * everyone, so the check is here.
 */
import { memberOnlyIsland } from '../data/member-only-island';
import { requireSignIn } from '../auth/login-modal';
import { useAuthMember } from '../auth/use-auth';
import { SAFE_PURCHASE_SIGN_IN_REASON, safePurchaseTrigger, type SafePurchaseButtonProps } from './safe-purchase-parts';

function Waiting({ compact = false }: SafePurchaseButtonProps) {
  return (
    <button type="button" className={safePurchaseTrigger(compact)} data-waiting>
      Mua an toàn
    </button>
  );
}

function Guest({ compact = false }: SafePurchaseButtonProps) {
  return (
    <button type="button" className={safePurchaseTrigger(compact)} onClick={() => requireSignIn(SAFE_PURCHASE_SIGN_IN_REASON)}>
      Mua an toàn
    </button>
  );
}

const Island = memberOnlyIsland<SafePurchaseButtonProps>(() => import('./checkout-dialog').then((module) => module.default), Waiting, Guest);

export function SafePurchaseButton(props: SafePurchaseButtonProps) {
  const member = useAuthMember();
  if (member?.id === props.sellerId) return null;
  return <Island {...props} />;
}
