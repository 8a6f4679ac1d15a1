/**
 * The demo member's own listings: one in every status code of spec §4 (plus an expired posted one
 * and a few extra live ones) so every management tab has something to show, and the status history
 * that led each one there.
 */
import type { listingStatusHistory } from '../schema';
import { REAL_ESTATE_NHA_DAT_TEMPLATE } from './content-real-estate';
import { DEMO_MEMBER, MODERATOR } from './members';

export type StatusCode = 10 | 20 | 30 | 40 | 50 | 60 | 70 | 80;

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
    status: 20,
    postType: 3,
    onHomePage: true,
    template: REAL_ESTATE_NHA_DAT_TEMPLATE,
    label: 'Chính chủ',
    hasVideo: true,
    hasPanorama: true,
    engaged: true,
  },
  { category: 'xe-co', status: 20, postType: 2, paidWithPoints: true, engaged: true },
  { category: 'san-pham-dich-vu', status: 20, expired: true },
  { category: 'bat-dong-san', status: 10, postType: 2 },
  { category: 'viec-lam', status: 30 },
  {
    category: 'hoc-tap',
    status: 40,
    rejectReason: 'Hình ảnh không phù hợp với nội dung tin đăng. Vui lòng dùng ảnh thật của dịch vụ.',
  },
  {
    category: 'bat-dong-san',
    status: 50,
    sendBackNotes: {
      title: 'Tiêu đề cần ghi rõ diện tích và vị trí, không viết hoa toàn bộ.',
      price: 'Giá bán chưa khớp với mô tả, vui lòng kiểm tra lại đơn vị (triệu/tỷ).',
    },
  },
  { category: 'khac', status: 60, draftStep: 'images' },
  { category: 'xe-co', status: 70, postType: 2 },
  { category: 'bat-dong-san', status: 80, postType: 2, hasPanorama: true },
  { category: 'san-pham-dich-vu', status: 20, paidWithPoints: true, label: 'Giá tốt' },
  { category: 'bat-dong-san', status: 20, expired: true, postType: 2 },
  { category: 'nhu-yeu-pham', status: 20 },
  { category: 'viec-lam', status: 20, postType: 3, paidWithPoints: true },
  { category: 'bat-dong-san', status: 60, draftStep: 'contact' },
];

type HistoryRow = typeof listingStatusHistory.$inferInsert;

const HOUR = 3_600_000;

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
  if (plan.status === 60) {
    step(null, 60, 'member.save_draft', false);
    return rows;
  }
  step(null, 10, 'member.submit', false);
  switch (plan.status) {
    case 10:
      break;
    case 20:
      step(10, 20, 'moderator.approve', true);
      break;
    case 30:
      step(10, 20, 'moderator.approve', true);
      step(20, 30, 'member.take_down', false);
      break;
    case 40:
      step(10, 40, 'moderator.reject', true, { reason: plan.rejectReason ?? 'Tin đăng không hợp lệ.' });
      break;
    case 50:
      step(10, 50, 'moderator.send_back', true, { notes: plan.sendBackNotes ?? {} });
      break;
    case 70:
      step(10, 70, 'moderator.start_verification', true);
      break;
    case 80:
      step(10, 70, 'moderator.start_verification', true);
      step(70, 80, 'moderator.verify', true);
      break;
  }
  return rows;
}
