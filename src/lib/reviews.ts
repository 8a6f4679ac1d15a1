/**
 * Member reviews of sellers (`/review`, issue 3): the rules, messages and formatting shared by the
 * review form, the pages and the backend. A review is 1–5 stars and a short plain text about one
 * of the seller's listings. Review stars have nothing to do with a member's `numberOfStars`
 * (loyalty stars that convert to points, spec §3).
 */
import { validateText } from './validation';
import { PUBLISHED_STATUSES } from '~/machines/listing-statuses';
import { groupThousands } from './number-text';

export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

export const RATING_LABELS: Record<ReviewRating, string> = {
  1: 'Rất tệ',
  2: 'Tệ',
  3: 'Bình thường',
  4: 'Tốt',
  5: 'Tuyệt vời',
};

export const REVIEW_TEXT_FIELD = 'Nội dung đánh giá';
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 500;
export const REPLY_TEXT_FIELD = 'Nội dung phản hồi';
export const REPLY_TEXT_MIN = 5;
export const REPLY_TEXT_MAX = 500;
export const HIDE_REASON_FIELD = 'Lý do ẩn';
export const HIDE_REASON_MIN = 5;
export const HIDE_REASON_MAX = 300;

/** Listing statuses whose page exists (posted 20, taken down 30, verified 80): a buyer may review after the listing ended. */
export const REVIEWABLE_STATUSES = PUBLISHED_STATUSES;

export const REVIEW_MESSAGES = {
  ratingMissing: 'Vui lòng chọn số sao đánh giá.',
  ownListing: 'Bạn không thể tự đánh giá tin của chính mình.',
  listingMissing: 'Tin này không tồn tại hoặc chưa được đăng nên chưa thể đánh giá.',
  hiddenEdit: 'Đánh giá của bạn đã bị ẩn do vi phạm quy định nên không thể sửa.',
  reviewMissing: 'Đánh giá không tồn tại hoặc đã bị ẩn.',
  notSeller: 'Chỉ người bán được đánh giá mới có thể phản hồi.',
  replyTwice: 'Bạn đã phản hồi đánh giá này rồi.',
  alreadyHidden: 'Đánh giá này đã được ẩn.',
  ownReview: 'Bạn không thể kiểm duyệt đánh giá liên quan đến chính mình.',
  tooFast: (seconds: number) => `Bạn gửi đánh giá quá nhanh, vui lòng thử lại sau ${seconds} giây.`,
} as const;

// Invisible characters that only serve to fake or scramble text: C0/C1 controls (tab and newline
// are kept), zero-width space, LRM/RLM, bidi embeddings/overrides/isolates, word joiner, BOM.
// ZWJ/ZWNJ stay: emoji sequences need them.
function isInvisible(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  if (code === 0x09 || code === 0x0a) return false;
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200b ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2060 && code <= 0x2064) ||
    (code >= 0x2066 && code <= 0x2069) ||
    code === 0xfeff
  );
}

/**
 * A review or reply as it is stored: plain text (rendered as text, never as HTML), NFC, markup
 * tags removed, invisible characters dropped, spaces and blank lines collapsed, trimmed. Lengths
 * are checked on this, so the counter, the form and the backend agree.
 */
export function cleanReviewText(value: string): string {
  const visible = Array.from(value.normalize('NFC').replace(/\r\n?/g, '\n'))
    .filter((char) => !isInvisible(char))
    .join('');
  return visible
    .replace(/<\/?[a-z!][^<>]*>/gi, '')
    .replace(/[\t \u00a0]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function validateReviewText(value: string): string | null {
  return validateText(cleanReviewText(value), { field: REVIEW_TEXT_FIELD, min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX });
}

export function validateReplyText(value: string): string | null {
  return validateText(cleanReviewText(value), { field: REPLY_TEXT_FIELD, min: REPLY_TEXT_MIN, max: REPLY_TEXT_MAX });
}

export function isReviewRating(value: unknown): value is ReviewRating {
  return typeof value === 'number' && (REVIEW_RATINGS as readonly number[]).includes(value);
}

/**
 * How a reviewer is shown publicly: the family name, then initials ("Nguyễn Văn An" → "Nguyễn V. A.").
 * Done by the backend, so full names of reviewers never leave it.
 */
export function abbreviateName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter((word) => word !== '');
  const [first, ...rest] = words;
  if (first === undefined) return 'Thành viên';
  if (rest.length === 0) return first;
  return [first, ...rest.map((word) => `${(Array.from(word)[0] ?? '').toLocaleUpperCase('vi')}.`)].join(' ');
}

/** Count of visible reviews per star, 1 to 5. */
export type RatingDistribution = Readonly<Record<ReviewRating, number>>;

export const EMPTY_DISTRIBUTION: RatingDistribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };

/**
 * The average in tenths of a star, rounded half up in integer arithmetic (93 stars over 20 reviews
 * is 4,65 → 47), or null when there is no review.
 */
export function averageTenths(distribution: RatingDistribution): number | null {
  let count = 0;
  let sum = 0;
  for (const rating of REVIEW_RATINGS) {
    count += distribution[rating];
    sum += rating * distribution[rating];
  }
  if (count === 0) return null;
  return Math.floor((sum * 20 + count) / (2 * count));
}

/** An average as readers see it: one decimal with the Vietnamese comma ("4,6", "5,0"). */
export function formatRating(average: number): string {
  const tenths = Math.round(average * 10);
  return `${Math.floor(tenths / 10)},${tenths % 10}`;
}

/** "12 đánh giá", with thousands dots (1.204 đánh giá). */
export function formatReviewCount(count: number): string {
  return `${groupThousands(count)} đánh giá`;
}

/** Spoken form of a rating for assistive technology: "4,6 trên 5 sao". */
export function ratingLabel(average: number): string {
  return `${formatRating(average)} trên 5 sao`;
}
