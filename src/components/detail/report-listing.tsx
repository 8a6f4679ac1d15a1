'use client';
import { requireSignIn } from '../auth/login-modal';
import { memberOnlyIsland } from '../data/member-only-island';
import { FlagIcon, REPORT_SIGN_IN_REASON, reportTrigger } from './report-listing-parts';

interface ReportListingProps {
  readonly listingId: number;
  readonly sellerId: number;
}

function ReportWaiting() {
  return (
    <button type="button" className={reportTrigger} data-waiting>
      <FlagIcon /> Báo cáo tin
    </button>
  );
}

function ReportGuest() {
  return (
    <button type="button" className={reportTrigger} onClick={() => requireSignIn(REPORT_SIGN_IN_REASON)}>
      <FlagIcon /> Báo cáo tin
    </button>
  );
}

/** "Báo cáo tin": a guest is offered sign-in; only a member's button loads the data layer. */
export const ReportListing = memberOnlyIsland<ReportListingProps>(() => import('./report-listing-live').then((module) => module.default), ReportWaiting, ReportGuest);
