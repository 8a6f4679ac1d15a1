'use client';
import { requireSignIn } from '../auth/login-modal';
import { useAuthStatus } from '../auth/use-auth';
import { dataIsland } from '../data/data-island';
import { FlagIcon, REPORT_SIGN_IN_REASON, reportTrigger } from './report-listing-parts';

interface ReportListingProps {
  readonly listingId: number;
  readonly sellerId: number;
}

/** Shown while the auth machine starts and while a member's button loads: the same look, inert. */
function ReportWaiting() {
  return (
    <button type="button" className={reportTrigger} disabled>
      <FlagIcon /> Báo cáo tin
    </button>
  );
}

const ReportLive = dataIsland(() => import('./report-listing-live').then((module) => module.default), ReportWaiting);

/** "Báo cáo tin": a guest is offered sign-in; only a member's button loads the data layer. */
export function ReportListing(props: ReportListingProps) {
  const status = useAuthStatus();
  if (status === 'signedIn') return <ReportLive {...props} />;
  if (status !== 'signedOut') return <ReportWaiting />;
  return (
    <button type="button" className={reportTrigger} onClick={() => requireSignIn(REPORT_SIGN_IN_REASON)}>
      <FlagIcon /> Báo cáo tin
    </button>
  );
}
