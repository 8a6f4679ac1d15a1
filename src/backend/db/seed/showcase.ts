/**
 * The demo member's own listings: one in every status code of spec §4 (plus an expired posted one
 * and a few extra live ones) so every management tab has something to show, and the status history
 * that led each one there.
 */
import type { listingStatusHistory } from '../schema';
import { REAL_ESTATE_NHA_DAT_TEMPLATE } from './content-real-estate';
import { DEMO_MEMBER, MODERATOR } from './members';
import { LISTING_STATUS, type ListingStatusCode } from '~/machines/listing-statuses';

export type StatusCode = ListingStatusCode;

export interface ShowcasePlan {
  readonly category: string;
  readonly status: StatusCode;
  readonly expired?: boolean;
  readonly postType?: 1 | 2 | 3;
  readonly onHomePage?: boolean;
  readonly paidWithPoints?: boolean;
  readonly template?: number;
  readonly label?: string;
  readonly hasVideo?: boolean;
  readonly hasPanorama?: boolean;
  /** Gets comments and callback requests from other members. */
  readonly engaged?: boolean;
  readonly rejectReason?: string;
  readonly sendBackNotes?: Record<string, string>;
  readonly draftStep?: string;
}

/** Listing ids 1..n belong to the demo member, in this order. */
export const SHOWCASE: readonly ShowcasePlan[] = [
  {
    category: 'bat-dong-san',
    status: LISTING_STATUS.posted,
    postType: 3,
    onHomePage: true,
    template: REAL_ESTATE_NHA_DAT_TEMPLATE,
    label: 'Chính chủ',
    hasVideo: true,
    hasPanorama: true,
    engaged: true,
  },
  { category: 'xe-co', status: LISTING_STATUS.posted, postType: 2, paidWithPoints: true, engaged: true },
  { category: 'san-pham-dich-vu', status: LISTING_STATUS.posted, expired: true },
  { category: 'bat-dong-san', status: LISTING_STATUS.pending, postType: 2 },
  { category: 'viec-lam', status: LISTING_STATUS.takeDown },
  {
    category: 'hoc-tap',
    status: LISTING_STATUS.reject,
    rejectReason: 'Hình ảnh không phù hợp với nội dung tin đăng. Vui lòng dùng ảnh thật của dịch vụ.',
  },
  {
    category: 'bat-dong-san',
    status: LISTING_STATUS.sendBack,
    sendBackNotes: {
      title: 'Tiêu đề cần ghi rõ diện tích và vị trí, không viết hoa toàn bộ.',
      price: 'Giá bán chưa khớp với mô tả, vui lòng kiểm tra lại đơn vị (triệu/tỷ).',
    },
  },
  { category: 'khac', status: LISTING_STATUS.draft, draftStep: 'images' },
  { category: 'xe-co', status: LISTING_STATUS.verifying, postType: 2 },
  { category: 'bat-dong-san', status: LISTING_STATUS.verified, postType: 2, hasPanorama: true },
  { category: 'san-pham-dich-vu', status: LISTING_STATUS.posted, paidWithPoints: true, label: 'Giá tốt' },
  { category: 'bat-dong-san', status: LISTING_STATUS.posted, expired: true, postType: 2 },
  { category: 'nhu-yeu-pham', status: LISTING_STATUS.posted },
  { category: 'viec-lam', status: LISTING_STATUS.posted, postType: 3, paidWithPoints: true },
  { category: 'bat-dong-san', status: LISTING_STATUS.draft, draftStep: 'contact' },
];

type HistoryRow = typeof listingStatusHistory.$inferInsert;

const HOUR = 3_600_000;
const S = LISTING_STATUS;

/** The transitions that took a listing from nothing to its status, stamped after `createdAt`. */
export function statusHistory(
  listingId: number,
  plan: ShowcasePlan,
  createdAt: Date,
): HistoryRow[] {
  const rows: HistoryRow[] = [];
  let at = createdAt.getTime();
  const step = (
    fromStatus: number | null,
    toStatus: number,
    event: string,
    byModerator: boolean,
    extra: { reason?: string; notes?: Record<string, string> } = {},
  ) => {
    rows.push({
      listingId,
      fromStatus,
      toStatus,
      event,
      actorMemberId: byModerator ? MODERATOR.id : DEMO_MEMBER.id,
      actorRole: byModerator ? 'moderator' : 'member',
      reason: extra.reason ?? null,
      notes: extra.notes ?? null,
      createdAt: new Date(at),
    });
    at += 2 * HOUR;
  };
  if (plan.status === LISTING_STATUS.draft) {
    step(null, S.draft, 'member.save_draft', false);
    return rows;
  }
  step(null, S.pending, 'member.submit', false);
  switch (plan.status) {
    case S.pending:
      break;
    case S.posted:
      step(S.pending, S.posted, 'moderator.approve', true);
      break;
    case S.takeDown:
      step(S.pending, S.posted, 'moderator.approve', true);
      step(S.posted, S.takeDown, 'member.take_down', false);
      break;
    case S.reject:
      step(S.pending, S.reject, 'moderator.reject', true, { reason: plan.rejectReason ?? 'Tin đăng không hợp lệ.' });
      break;
    case S.sendBack:
      step(S.pending, S.sendBack, 'moderator.send_back', true, { notes: plan.sendBackNotes ?? {} });
      break;
    case S.verifying:
      step(S.pending, S.verifying, 'moderator.start_verification', true);
      break;
    case S.verified:
      step(S.pending, S.verifying, 'moderator.start_verification', true);
      step(S.verifying, S.verified, 'moderator.verify', true);
      break;
  }
  return rows;
}
