'use client';
import { requireSignIn } from '../auth/login-modal';
import { memberOnlyIsland } from '../data/member-only-island';
import { CALLBACK_SIGN_IN_REASON, callbackTrigger } from './callback-request-parts';

interface CallbackRequestProps {
  readonly listingId: number;
}

function CallbackWaiting() {
  return (
    <button type="button" className={callbackTrigger} data-waiting>
      Yêu cầu gọi lại
    </button>
  );
}

function CallbackGuest() {
  return (
    <button type="button" className={callbackTrigger} onClick={() => requireSignIn(CALLBACK_SIGN_IN_REASON)}>
      Yêu cầu gọi lại
    </button>
  );
}

/** "Yêu cầu gọi lại" (spec §1): a guest is offered sign-in; only a member's button loads the data layer. */
export const CallbackRequest = memberOnlyIsland<CallbackRequestProps>(() => import('./callback-request-live').then((module) => module.default), CallbackWaiting, CallbackGuest);
