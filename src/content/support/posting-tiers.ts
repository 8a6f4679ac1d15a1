/**
 * The product's posting tiers as the guides describe them (spec §4 tier names, §9 default list
 * prices and durations). Prices here are the defaults of the price list; /support-about/bang-gia
 * shows the live list, and the guides link to it as the reference.
 */
export interface PostingTier {
  readonly name: string;
  readonly tier: 'normal' | 'vip' | 'super vip';
  readonly points: number;
  readonly days: number;
  readonly placement: string;
}

export const POSTING_TIERS: readonly PostingTier[] = [
  { name: 'Tin thường', tier: 'normal', points: 5, days: 14, placement: 'Hiển thị trong danh mục và kết quả tìm kiếm, xếp theo thời gian đăng hoặc đẩy tin.' },
  { name: 'Tin nổi bật', tier: 'vip', points: 10, days: 28, placement: 'Xếp trên tin thường và có mặt trong khối "Tin hot" ở trang chủ.' },
  { name: 'Tin ưu tiên', tier: 'super vip', points: 15, days: 28, placement: 'Xếp trên cùng danh mục và khối "Tin hot", trước tin nổi bật và tin thường.' },
  { name: 'Tin trang chủ', tier: 'super vip', points: 25, days: 28, placement: 'Như tin ưu tiên, thêm một vị trí trong băng chuyền ảnh lớn ở đầu trang chủ.' },
];

/** Spec §9 upload limits per listing. */
export const UPLOAD_LIMITS = { images: 15, videos: 5, panoramas: 5, documents: 20 } as const;
