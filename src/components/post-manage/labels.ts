/**
 * Vietnamese wording of post management: tab names, the owner actions' buttons, and how a status
 * reads for a listing (expired is the lifecycle's expired state or a live listing past its end).
 */
import type { PostTab } from '~/lib/contract/post-manage-vocabulary';
import { STATE_LABELS, stateOfStored, type ListingStateValue, type OwnerAction, type StoredListing } from '~/machines/listingLifecycle';

export const TAB_LABELS: Readonly<Record<PostTab, string>> = {
  all: 'Tất cả',
  posted: 'Đang hiển thị',
  wait_view: 'Chờ duyệt',
  take_down: 'Đã hạ',
  expired: 'Hết hạn',
  draft: 'Tin nháp',
  verified: 'Đã xác thực',
  send_back: 'Cần chỉnh sửa',
  reject: 'Bị từ chối',
};

export const ACTION_LABELS: Readonly<Record<OwnerAction, string>> = {
  'listing.submit': 'Đăng tin',
  'listing.resubmit': 'Sửa và gửi lại',
  'listing.edit': 'Sửa tin',
  'listing.push': 'Đẩy tin',
  'listing.upgrade': 'Nâng hạng',
  'listing.requestVerification': 'Yêu cầu xác thực',
  'listing.takeDown': 'Hạ tin',
  'listing.repost': 'Đăng lại',
  'listing.delete': 'Xoá tin',
};

/** The state a listing shows as: a live listing past its end shows as expired before the job marks it. */
export function shownState(stored: StoredListing, now: number): ListingStateValue {
  const state = stateOfStored(stored);
  if ((state === 'posted' || state === 'verified') && stored.endsAt !== null && stored.endsAt < now) return 'expired';
  return state;
}

export function statusLabel(stored: StoredListing, now: number): string {
  return STATE_LABELS[shownState(stored, now)];
}

/** Where the posting wizard edits a listing (its own issue owns the page). */
export function wizardEditHref(id: number): string {
  return `/user/post-news-v2?id=${id}`;
}
