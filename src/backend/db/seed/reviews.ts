/**
 * Demo reviews of sellers (`/review`): a few dozen believable reviews, mostly good, some with the
 * seller's reply, spread over the demo member (as a seller, so the demo account can reply) and a
 * dozen crowd sellers. Deterministic for a seed; never written by the demo member, so every other
 * seller's listing offers the demo account "Viết đánh giá". Call it after the listings are loaded.
 */
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { listings, sellerReviews } from '../schema';
import type { ReviewRating } from '~/lib/reviews';
import { DEMO_MEMBER, type SeedMember } from './members';
import { STREAM, streamRng, type Rng } from './random';
import { PUBLISHED_STATUSES } from '~/machines/listing-statuses';

const TEXTS: Record<ReviewRating, readonly string[]> = {
  5: [
    'Người bán nhiệt tình, tư vấn kỹ, hàng đúng như mô tả. Sẽ ủng hộ lần sau.',
    'Giao dịch nhanh gọn, giấy tờ đầy đủ, rất yên tâm.',
    'Chủ tin dễ chịu, cho xem kỹ từng chi tiết, còn bớt thêm chút tiền xăng.',
    'Đúng hẹn, đúng giá, đúng hình. Người bán rất dễ thương.',
    'Mua lần thứ hai rồi, lần nào cũng ưng. Cảm ơn bạn nhiều!',
    'Trả lời tin nhắn nhanh, chụp thêm ảnh thật khi mình hỏi. Uy tín.',
    'Hàng còn mới như mô tả, đóng gói cẩn thận, giao tận nơi.',
    'Giá tốt hơn ngoài tiệm, người bán còn tặng kèm phụ kiện. Rất hài lòng.',
    'Xem nhà đúng giờ hẹn, chủ nhà giải thích rõ pháp lý, không vòng vo.',
    'Nhắn tin lúc tối muộn vẫn được trả lời, giao dịch rất suôn sẻ.',
  ],
  4: [
    'Hàng tốt, giá hợp lý, chỉ có điều hẹn xem bị trễ khoảng 15 phút.',
    'Sản phẩm còn khoảng 90% như người bán nói, giao dịch ổn.',
    'Người bán thân thiện, thủ tục nhanh. Ảnh đăng hơi tối so với thực tế.',
    'Tư vấn rõ ràng, giá có thương lượng. Hài lòng.',
    'Đồ dùng tốt, có vài vết xước nhỏ nhưng người bán đã báo trước.',
    'Giao dịch ổn, chỉ mong người bán đăng thêm ảnh chụp thật.',
  ],
  3: [
    'Sản phẩm tạm ổn nhưng có vài vết trầy không thấy trong ảnh.',
    'Giao dịch bình thường, giá hơi cao so với mặt bằng chung.',
    'Người bán dễ nói chuyện nhưng phải nhắn mấy lần mới được trả lời.',
    'Hàng dùng được, nhưng không mới như tin đăng nói.',
  ],
  2: ['Hẹn ba lần mới gặp được, hàng không giống ảnh lắm.', 'Mô tả thiếu một số lỗi nhỏ, phải tự phát hiện khi xem trực tiếp.'],
  1: ['Đã thống nhất giá rồi người bán lại đòi tăng thêm, không uy tín.', 'Hẹn xem hàng nhưng người bán không đến, cũng không báo trước.'],
};

const REPLIES: Record<'good' | 'bad', readonly string[]> = {
  good: ['Cảm ơn anh/chị đã tin tưởng ủng hộ!', 'Cảm ơn bạn nhiều, chúc bạn sử dụng vui vẻ nhé.', 'Rất vui được giao dịch với anh/chị. Hẹn gặp lại!'],
  bad: [
    'Xin lỗi anh/chị vì sự bất tiện, lần sau em sẽ chú ý hơn.',
    'Cảm ơn góp ý của bạn, mình đã cập nhật lại ảnh và mô tả cho đúng tình trạng.',
  ],
};

const RATING_WEIGHTS: ReadonlyArray<readonly [ReviewRating, number]> = [
  [5, 50],
  [4, 28],
  [3, 12],
  [2, 6],
  [1, 4],
];

const CROWD_SELLERS = 12;
const DEMO_REVIEWS = 4;
const DAY_MS = 86_400_000;

interface ListingRow {
  readonly id: number;
  readonly memberId: number;
  readonly objectDate: Date;
}

function reviewsOf(rng: Rng, seller: readonly ListingRow[], count: number, crowd: readonly SeedMember[], now: Date) {
  const rows: Array<typeof sellerReviews.$inferInsert> = [];
  const reviewers = rng.sample(
    crowd.filter((member) => member.id !== seller[0]?.memberId),
    count,
  );
  const used = new Set<string>();
  reviewers.forEach((reviewer, index) => {
    const listing = seller[index % seller.length];
    if (!listing) return;
    const rating = rng.weighted(RATING_WEIGHTS);
    // Different words for each review of one seller, as long as the vocabulary lasts.
    const fresh = TEXTS[rating].filter((text) => !used.has(text));
    const content = rng.pick(fresh.length > 0 ? fresh : TEXTS[rating]);
    used.add(content);
    const from = listing.objectDate.getTime();
    const at = Math.min(now.getTime(), Math.floor((from + rng.next() * Math.max(DAY_MS, now.getTime() - from)) / 1000) * 1000);
    const replied = rng.chance(0.4);
    rows.push({
      listingId: listing.id,
      sellerId: listing.memberId,
      reviewerId: reviewer.id,
      rating,
      content,
      reply: replied ? rng.pick(REPLIES[rating >= 4 ? 'good' : 'bad']) : null,
      // Some time between the review and now, never later.
      repliedAt: replied ? new Date(Math.floor((at + rng.next() * Math.max(0, now.getTime() - at)) / 1000) * 1000) : null,
      createdAt: new Date(at),
    });
  });
  return rows;
}

export async function seedReviews(db: Database, { seed, now, crowd }: { seed: number; now: Date; crowd: readonly SeedMember[] }): Promise<number> {
  const rng = streamRng(seed, STREAM.extras, 901);
  const published = await db
    .select({ id: listings.id, memberId: listings.memberId, objectDate: listings.objectDate })
    .from(listings)
    .where(inArray(listings.status, PUBLISHED_STATUSES))
    .orderBy(asc(listings.id))
    .limit(2_000);
  const bySeller = new Map<number, ListingRow[]>();
  for (const row of published) bySeller.set(row.memberId, [...(bySeller.get(row.memberId) ?? []), row]);

  const rows: Array<typeof sellerReviews.$inferInsert> = [];
  const demo = bySeller.get(DEMO_MEMBER.id);
  if (demo) rows.push(...reviewsOf(rng, demo, DEMO_REVIEWS, crowd, now));
  const crowdSellers = [...bySeller.keys()].filter((id) => id !== DEMO_MEMBER.id).sort((a, b) => a - b);
  for (const sellerId of rng.sample(crowdSellers, CROWD_SELLERS)) {
    const listingsOfSeller = bySeller.get(sellerId) ?? [];
    rows.push(...reviewsOf(rng, listingsOfSeller, rng.int(1, 5), crowd, now));
  }
  if (rows.length > 0) await db.insert(sellerReviews).values(rows);
  return rows.length;
}
