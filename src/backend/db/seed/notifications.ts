/**
 * The demo member's notifications across the five tabs, some already seen (2) and some not (1),
 * and a couple for the moderator.
 */
import { listingPath } from '~/lib/slug';
import type { notifications } from '../schema';
import { DEMO_MEMBER, MODERATOR } from './members';

const HOUR = 3_600_000;

export interface ListingRef {
  readonly id: number;
  readonly title: string;
  readonly categorySlug: string;
  readonly objectSlug: string;
}

export function notificationRows(now: Date, showcase: ReadonlyMap<number, ListingRef>): Array<typeof notifications.$inferInsert> {
  const at = (hoursAgo: number) => new Date(Math.floor((now.getTime() - hoursAgo * HOUR) / 1000) * 1000);
  const link = (id: number) => {
    const ref = showcase.get(id);
    return ref ? listingPath(ref.categorySlug, ref.objectSlug, ref.id) : null;
  };
  const title = (id: number) => showcase.get(id)?.title ?? `Tin #${id}`;
  const demo = DEMO_MEMBER.id;
  const rows: Array<typeof notifications.$inferInsert> = [
    { memberId: demo, tab: 'general', title: 'Tin đăng đã được duyệt', body: `Tin "${title(1)}" đã được duyệt và hiển thị trên trang chủ.`, link: link(1), seen: 2, createdAt: at(300) },
    { memberId: demo, tab: 'activities', title: 'Tin đăng bị từ chối', body: `Tin "${title(6)}" không được duyệt. Xem lý do và chỉnh sửa lại tin.`, link: '/user/post-manage?tab=reject', seen: 1, createdAt: at(50) },
    { memberId: demo, tab: 'activities', title: 'Tin đăng cần chỉnh sửa', body: `Ban biên tập đề nghị bạn chỉnh sửa tiêu đề và giá của tin "${title(7)}".`, link: '/user/post-manage?tab=send_back', seen: 1, createdAt: at(30) },
    { memberId: demo, tab: 'activities', title: 'Có người yêu cầu gọi lại', body: `Một thành viên muốn bạn gọi lại về tin "${title(1)}".`, link: link(1), seen: 1, createdAt: at(6) },
    { memberId: demo, tab: 'wallet', title: 'Nạp điểm thành công', body: 'Bạn đã nạp thành công 215 điểm vào ví. Điểm có hạn sử dụng 180 ngày.', link: '/user/trade-history', seen: 2, createdAt: at(120) },
    { memberId: demo, tab: 'wallet', title: 'Điểm thưởng sắp hết hạn', body: '50 điểm thưởng của bạn sẽ hết hạn trong 30 ngày tới. Dùng ngay để đẩy tin!', link: '/user/wallet', seen: 1, createdAt: at(20) },
    { memberId: demo, tab: 'promotion', title: 'Tặng 50 điểm cho bạn đọc Tuổi Trẻ', body: 'Nhập mã TUOITRE50 tại mục Mã quà tặng để nhận 50 điểm thưởng.', link: '/user/gift-code', seen: 2, createdAt: at(260) },
    { memberId: demo, tab: 'news', title: 'Giá căn hộ TP.HCM tiếp tục tăng', body: 'Quý này giá bán căn hộ sơ cấp tăng khoảng 8% so với cùng kỳ.', link: null, seen: 1, createdAt: at(3) },
    { memberId: demo, tab: 'general', title: 'Tin đăng sắp hết hạn', body: `Tin "${title(3)}" sẽ hết hạn sau 2 ngày. Gia hạn để tiếp tục hiển thị.`, link: '/user/post-manage?tab=expired', seen: 2, createdAt: at(400) },
    { memberId: MODERATOR.id, tab: 'general', title: 'Có tin mới chờ duyệt', body: 'Có tin đăng mới đang chờ kiểm duyệt.', link: null, seen: 1, createdAt: at(1) },
  ];
  return rows;
}
