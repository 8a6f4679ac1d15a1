/**
 * Reporting a listing (trust and safety): the reasons a member can give, the moderator's outcomes
 * and their Vietnamese labels, shared by the detail page, the moderator queue and the backend.
 */
export const REPORT_REASONS = ['scam', 'duplicate', 'wrong_category', 'sold', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: 'Lừa đảo',
  duplicate: 'Trùng lặp',
  wrong_category: 'Sai danh mục',
  sold: 'Đã bán',
  inappropriate: 'Nội dung không phù hợp',
  other: 'Khác',
};

export const REPORT_STATUSES = ['open', 'dismissed', 'taken_down', 'rejected'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  open: 'Chờ xử lý',
  dismissed: 'Không vi phạm',
  taken_down: 'Đã gỡ tin',
  rejected: 'Đã từ chối tin',
};

export const REPORT_ACTIONS = ['dismiss', 'take_down', 'reject'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_DETAILS_MAX = 1000;
/** "Khác" needs words: the moderator has nothing else to go on. */
export const REPORT_OTHER_MIN = 10;

export const REPORT_MESSAGES = {
  duplicate: 'Bạn đã báo cáo tin này rồi. Chúng tôi đang xem xét báo cáo của bạn.',
  ownListing: 'Bạn không thể báo cáo tin của chính mình.',
  listingMissing: 'Tin này không tồn tại hoặc đã bị gỡ.',
  reasonMissing: 'Vui lòng chọn lý do báo cáo.',
  alreadyResolved: 'Báo cáo này đã được xử lý.',
  reportMissing: 'Báo cáo không tồn tại.',
  tooFast: (seconds: number) => `Bạn gửi báo cáo quá nhanh, vui lòng thử lại sau ${seconds} giây.`,
} as const;

export const REPORT_DETAILS_FIELD = 'Nội dung báo cáo';
export const REJECT_REASON_FIELD = 'Lý do';
