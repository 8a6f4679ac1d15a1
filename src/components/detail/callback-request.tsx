'use client';
import { requireSignIn } from '../auth/login-modal';
import { useAuthStatus } from '../auth/use-auth';
import { dataIsland } from '../data/data-island';
import { CALLBACK_SIGN_IN_REASON, callbackTrigger } from './callback-request-parts';

interface CallbackRequestProps {
  readonly listingId: number;
}

/** Shown while the auth machine starts and while a member's button loads: the same look, inert. */
function CallbackWaiting() {
  return (
    <button type="button" className={callbackTrigger} disabled>
      Yêu cầu gọi lại
    </button>
  );
}

const CallbackLive = dataIsland(() => import('./callback-request-live').then((module) => module.default), CallbackWaiting);

/** "Yêu cầu gọi lại" (spec §1): a guest is offered sign-in; only a member's button loads the data layer. */
export function CallbackRequest(props: CallbackRequestProps) {
  const status = useAuthStatus();
  if (status === 'signedIn') return <CallbackLive {...props} />;
  if (status !== 'signedOut') return <CallbackWaiting />;
  return (
    <button type="button" className={callbackTrigger} onClick={() => requireSignIn(CALLBACK_SIGN_IN_REASON)}>
      Yêu cầu gọi lại
    </button>
  );
}
