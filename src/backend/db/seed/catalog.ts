/**
 * What is on sale and on show besides listings: point packs, service packages (spec §3 "Package
 * post"), the price list in its six groups (spec §9 defaults), gift vouchers and the newspaper's news.
 */
import type { newsItems, pointPacks, priceItems, servicePackages, vouchers } from '../schema';
import { newsImagePath } from './images';

const DAY = 86_400_000;

/** 1 point is worth 1.000 đ; bigger packs add bonus points. */
export const POINT_PACKS: Array<typeof pointPacks.$inferInsert> = [
  { name: 'Gói 50 điểm', priceVnd: 50_000, points: 50, bonusPoints: 0, validityDays: 180, position: 1 },
  { name: 'Gói 105 điểm', priceVnd: 100_000, points: 105, bonusPoints: 0, validityDays: 180, position: 2 },
  { name: 'Gói 215 điểm', priceVnd: 200_000, points: 215, bonusPoints: 0, validityDays: 180, position: 3 },
  { name: 'Gói 550 điểm', priceVnd: 500_000, points: 550, bonusPoints: 0, validityDays: 180, position: 4 },
  { name: 'Gói 1.120 điểm', priceVnd: 1_000_000, points: 1_120, bonusPoints: 0, validityDays: 180, position: 5 },
];

/** Points per listing by tier (spec §9: normal 5, vip 10, super vip 15). */
export const TIER_POINTS = { 1: 5, 2: 10, 3: 15 } as const;

function servicePackage(
  name: string,
  postType: 1 | 2 | 3,
  quota: number,
  isAuto: boolean,
): typeof servicePackages.$inferInsert {
  const discount = { 1: 5, 2: 10, 3: 15 }[postType];
  const dayNumber = postType === 1 ? 14 : 28;
  const addOnsPrice = postType === 1 ? 0 : 2;
  const full = (TIER_POINTS[postType] + addOnsPrice + (isAuto ? 3 : 0)) * quota;
  const pricePoints = Math.round((full * (100 - discount)) / 100);
  return {
    name,
    postType,
    ttoHome: postType === 3,
    ttoDetail: postType >= 2,
    discount,
    addOns: postType >= 2,
    addOnsPrice,
    dayNumber,
    isAuto,
    postQuota: quota,
    pricePoints,
    priceVnd: pricePoints * 1_000,
    status: 1,
  };
}

export const SERVICE_PACKAGES: Array<typeof servicePackages.$inferInsert> = [
  servicePackage('Gói Cơ bản 10 tin', 1, 10, false),
  servicePackage('Gói Cơ bản tự động 20 tin', 1, 20, true),
  servicePackage('Gói VIP 10 tin', 2, 10, false),
  servicePackage('Gói VIP tự động 20 tin', 2, 20, true),
  servicePackage('Gói Siêu VIP 5 tin', 3, 5, false),
  servicePackage('Gói Siêu VIP tự động 10 tin', 3, 10, true),
];

type PriceRow = typeof priceItems.$inferInsert;

export function priceItemRows(now: Date): PriceRow[] {
  const item = (
    groupKey: PriceRow['groupKey'],
    position: number,
    name: string,
    price: number,
    extra: Partial<Pick<PriceRow, 'otherId' | 'label' | 'option' | 'startTime' | 'endTime'>> & { resource?: string } = {},
  ): PriceRow => ({
    groupKey,
    position,
    name,
    price,
    otherId: extra.otherId ?? null,
    label: extra.label ?? null,
    option: extra.option ?? null,
    startTime: extra.startTime ?? null,
    endTime: extra.endTime ?? null,
    meta: { resource: extra.resource },
  });
  const promoStart = new Date(now.getTime() - 10 * DAY);
  const promoEnd = new Date(now.getTime() + 20 * DAY);
  return [
    item('rao-vat', 1, 'Tin thường', 5, { otherId: 1, label: 'normal', option: '14 ngày' }),
    item('rao-vat', 2, 'Tin nổi bật', 10, { otherId: 2, label: 'highlighted', option: '28 ngày' }),
    item('rao-vat', 3, 'Tin ưu tiên', 15, { otherId: 3, label: 'priority', option: '28 ngày' }),
    item('rao-vat', 4, 'Tin trang chủ', 25, { otherId: 3, label: 'home-page', option: '28 ngày' }),
    item('day-tin-rao-vat', 1, 'Đẩy tin 1 lần', 2, { option: '1 lần' }),
    item('day-tin-rao-vat', 2, 'Đẩy tin 5 lần', 8, { option: '5 lần' }),
    item('day-tin-rao-vat', 3, 'Đẩy tin 10 lần', 15, { option: '10 lần' }),
    item('day-tin-rao-vat', 4, 'Tự động đẩy tin mỗi ngày trong 7 ngày', 12, { option: '7 ngày' }),
    item('add-on', 1, 'Nhãn "Chính chủ"', 2, { label: 'Chính chủ' }),
    item('add-on', 2, 'Nhãn "Giá tốt"', 2, { label: 'Giá tốt' }),
    item('add-on', 3, 'Nhãn "Mới"', 2, { label: 'Mới' }),
    item('tto-display', 1, 'Hiển thị trên trang chủ báo', 20, { label: 'tto_home' }),
    item('tto-display', 2, 'Hiển thị trong trang bài viết của báo', 10, { label: 'tto_detail' }),
    item('media', 1, 'Đăng video cho tin', 5, { label: 'video' }),
    item('media', 2, 'Đăng ảnh 360°', 5, { label: 'panorama' }),
    item('other', 1, 'Xác thực tin đăng', 10, { label: 'verify' }),
    item('other', 2, 'Gia hạn tin thêm 14 ngày', 4, { label: 'extend' }),
    item('other', 3, 'Ưu đãi: đăng tin trang chủ giảm 20%', 20, {
      label: 'promotion',
      startTime: promoStart,
      endTime: promoEnd,
    }),
  ];
}

export function voucherRows(now: Date): Array<typeof vouchers.$inferInsert> {
  const days = (n: number) => new Date(now.getTime() + n * DAY);
  return [
    {
      code: 'CHAOMUNG2026',
      description: 'Quà chào mừng thành viên mới: tặng 20 điểm thưởng',
      points: 20,
      toBonus: true,
      validityDays: 30,
      maxRedemptions: 10_000,
      startsAt: days(-45),
      expiresAt: days(120),
    },
    {
      code: 'TUOITRE50',
      description: 'Bạn đọc Tuổi Trẻ: tặng 50 điểm thưởng',
      points: 50,
      toBonus: true,
      validityDays: 30,
      maxRedemptions: 2_000,
      startsAt: days(-20),
      expiresAt: days(40),
    },
    {
      code: 'RAOVAT2026',
      description: 'Mừng Rao vặt 2026: tặng 15 điểm thưởng',
      points: 15,
      toBonus: true,
      validityDays: 30,
      maxRedemptions: 5_000,
      startsAt: days(-10),
      expiresAt: days(90),
    },
    {
      code: 'NAPLANDAU',
      description: 'Tặng 30 điểm vào ví nạp cho lần nạp đầu tiên',
      points: 30,
      toBonus: false,
      firstTopUpOnly: true,
      validityDays: 180,
      maxRedemptions: 500,
      startsAt: days(-5),
      expiresAt: days(60),
    },
    {
      code: 'TET2025',
      description: 'Lì xì Tết 2025: tặng 25 điểm thưởng (đã hết hạn)',
      points: 25,
      toBonus: true,
      validityDays: 30,
      maxRedemptions: 5_000,
      startsAt: days(-400),
      expiresAt: days(-300),
    },
  ];
}

/** [title, summary, topic (category art for the picture), link slug] */
const NEWS: ReadonlyArray<readonly [string, string, string, string]> = [
  ['Giá căn hộ TP.HCM tiếp tục tăng, nguồn cung mới khan hiếm', 'Quý này giá bán căn hộ sơ cấp tăng khoảng 8% so với cùng kỳ, chủ yếu ở phân khúc trung cấp.', 'bat-dong-san', 'gia-can-ho-tp-hcm-tiep-tuc-tang'],
  ['Hà Nội: thị trường nhà phố sôi động trở lại ở vùng ven', 'Giao dịch nhà phố tại các huyện ngoại thành tăng mạnh nhờ hạ tầng giao thông được đầu tư.', 'bat-dong-san', 'ha-noi-thi-truong-nha-pho-soi-dong-vung-ven'],
  ['Những lưu ý pháp lý khi mua nhà đất qua tin rao vặt', 'Kiểm tra sổ hồng, quy hoạch và đặt cọc qua hợp đồng công chứng là ba việc không thể bỏ qua.', 'bat-dong-san', 'luu-y-phap-ly-khi-mua-nha-dat'],
  ['Giá thuê phòng trọ gần các trường đại học tăng đầu năm học', 'Sinh viên tìm phòng sớm, nhiều chủ trọ tăng giá 10-15% so với năm ngoái.', 'bat-dong-san', 'gia-thue-phong-tro-tang-dau-nam-hoc'],
  ['Thị trường ô tô cũ: xe gầm cao giữ giá tốt nhất', 'Các mẫu SUV và MPV 7 chỗ mất giá chậm hơn sedan hạng B sau 3 năm sử dụng.', 'xe-co', 'thi-truong-o-to-cu-xe-gam-cao-giu-gia'],
  ['Kinh nghiệm mua xe máy cũ không bị "dính" xe gian', 'Đối chiếu số khung, số máy và kiểm tra đăng ký xe trước khi giao tiền.', 'xe-co', 'kinh-nghiem-mua-xe-may-cu'],
  ['Xe điện chiếm thị phần ngày càng lớn tại các đô thị', 'Chi phí vận hành thấp giúp xe máy điện và ô tô điện được nhiều gia đình lựa chọn.', 'xe-co', 'xe-dien-chiem-thi-phan-ngay-cang-lon'],
  ['Nhu cầu tuyển lao động phổ thông tăng mạnh cuối năm', 'Doanh nghiệp bán lẻ, giao nhận và sản xuất cần thêm hàng chục nghìn lao động thời vụ.', 'viec-lam', 'nhu-cau-tuyen-lao-dong-pho-thong-cuoi-nam'],
  ['Cảnh giác với tin tuyển dụng "việc nhẹ lương cao"', 'Không nộp tiền đặt cọc, không cung cấp mật khẩu ngân hàng khi ứng tuyển qua mạng.', 'viec-lam', 'canh-giac-tin-tuyen-dung-viec-nhe-luong-cao'],
  ['Phụ huynh chi bao nhiêu cho gia sư mỗi tháng?', 'Học phí gia sư tại nhà dao động 150.000 - 350.000 đồng mỗi buổi tùy cấp lớp và môn học.', 'hoc-tap', 'phu-huynh-chi-bao-nhieu-cho-gia-su'],
  ['Mua bán đồ cũ trực tuyến: làm sao để an toàn?', 'Gặp mặt ở nơi công cộng, kiểm tra hàng trước khi thanh toán và giữ lại tin nhắn giao dịch.', 'san-pham-dich-vu', 'mua-ban-do-cu-truc-tuyen-an-toan'],
  ['Những bếp ăn 0 đồng lan tỏa yêu thương', 'Nhiều nhóm thiện nguyện chia sẻ gạo, thực phẩm cho người lao động nghèo và sinh viên.', 'nhu-yeu-pham', 'nhung-bep-an-0-dong-lan-toa-yeu-thuong'],
];

export const NEWS_TOPICS: readonly string[] = NEWS.map(([, , topic]) => topic);

export function newsRows(now: Date): Array<typeof newsItems.$inferInsert> {
  return NEWS.map(([title, summary, , slug], index) => ({
    title,
    summary,
    imagePath: newsImagePath(index),
    link: `https://tuoitre.vn/${slug}-${20_260_000_000_000 + index * 7_919}.htm`,
    publishedAt: new Date(Math.floor((now.getTime() - (index * 29 + 3) * 3_600_000) / 1000) * 1000),
  }));
}
