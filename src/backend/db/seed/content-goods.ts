/**
 * Sản phẩm - Dịch vụ (electronics, furniture, home services), Khác (pets, plants, lost and found)
 * and the hidden Nhu yếu phẩm (food and daily necessities, often given away for free).
 */
import { dong, negotiable, noPrice, plainContent, priced, type ContentContext, type PlainTemplates, type PriceParts } from './content';
import { LANDMARKS } from './vocabulary';

/** [product, lowest, highest] in triệu. */
const PRODUCTS: ReadonlyArray<readonly [string, number, number]> = [
  ['iPhone 13 Pro Max 256GB', 12, 17],
  ['Samsung Galaxy S23 Ultra', 13, 19],
  ['iPad Air 5 Wifi 64GB', 9, 12],
  ['laptop Dell XPS 13', 14, 22],
  ['MacBook Air M1', 13, 17],
  ['tivi Sony 55 inch 4K', 7, 12],
  ['tủ lạnh Panasonic 300 lít', 5, 8],
  ['máy giặt LG 9kg', 3.5, 6],
  ['máy lạnh Daikin 1.5HP', 5, 8.5],
  ['bộ bàn ghế gỗ phòng khách', 3, 15],
  ['xe đẩy em bé Joie', 1.2, 2.5],
  ['nồi chiên không dầu Philips', 1.2, 2.2],
];
const CONDITIONS = ['còn bảo hành', 'như mới 99%', 'full box', 'chính hãng', 'giá rẻ'];
const SERVICES = [
  'Dịch vụ sửa máy lạnh tận nơi',
  'Nhận chuyển nhà trọn gói giá rẻ',
  'Vệ sinh sofa, nệm, rèm cửa tại nhà',
  'Sửa chữa điện nước 24/7',
  'Nhận thiết kế thi công nội thất trọn gói',
  'Dịch vụ giúp việc theo giờ',
] as const;

function productPrice(ctx: ContentContext, low: number, high: number): PriceParts {
  return ctx.rng.chance(0.5) ? priced(dong(ctx.rng, low * 1_000_000, high * 1_000_000), 1) : priced(ctx.rng.float(low, high, 1), 2);
}

const productTemplates: PlainTemplates = [
  [
    (ctx) => {
      const [product, low, high] = ctx.rng.pick(PRODUCTS);
      const verb = ctx.rng.pick(['Bán', 'Thanh lý', 'Cần bán']);
      const title = `${verb} ${product} ${ctx.rng.pick(CONDITIONS)}`;
      return {
        title: title.charAt(0).toUpperCase() + title.slice(1),
        form: 'Cần bán',
        intro: `Do không có nhu cầu sử dụng nên cần ${verb.toLowerCase()} ${product}, hoạt động tốt, ngoại hình đẹp.`,
        price: productPrice(ctx, low, high),
        bullets: ['Bao test 7 ngày', 'Giao hàng tận nơi trong nội thành', 'Có xuất hóa đơn khi cần'],
        label: 'Giá tốt',
      };
    },
    55,
  ],
  [
    (ctx) => ({
      title: `${ctx.rng.pick(SERVICES)} ${ctx.place.districtShort}`,
      form: 'Dịch vụ',
      intro: `Đội ngũ thợ lành nghề, có mặt sau 30 phút tại ${ctx.place.districtName}. Báo giá trước, không phát sinh.`,
      price: ctx.rng.chance(0.6) ? priced(dong(ctx.rng, 150_000, 500_000, 50_000), 1) : negotiable,
      bullets: ['Bảo hành dịch vụ 6 tháng', 'Làm cả thứ bảy, chủ nhật', 'Kiểm tra và tư vấn miễn phí'],
      label: 'Mới',
    }),
    35,
  ],
  [
    (ctx) => {
      const [product] = ctx.rng.pick(PRODUCTS);
      return {
        title: `Cần mua ${product} cũ`,
        form: 'Cần mua',
        intro: `Mình cần mua lại ${product} đã qua sử dụng, còn hoạt động tốt, ưu tiên khu vực gần ${ctx.place.districtName}.`,
        price: negotiable,
        bullets: ['Thanh toán tiền mặt ngay', 'Có thể qua tận nơi xem hàng'],
        label: 'Mới',
      };
    },
    10,
  ],
];

const otherTemplates: PlainTemplates = [
  [
    (ctx) => {
      const pet = ctx.rng.pick(['chó Poodle', 'mèo Anh lông ngắn', 'chó Corgi', 'vẹt xám Châu Phi', 'cá Koi Nhật']);
      return {
        title: `Bán ${pet} thuần chủng ${ctx.rng.int(2, 6)} tháng tuổi`,
        form: 'Cần bán',
        intro: `Nhà có lứa ${pet} khỏe mạnh, ăn uống tốt, đã tiêm phòng và tẩy giun đầy đủ.`,
        price: priced(dong(ctx.rng, 1_500_000, 15_000_000, 500_000), 1),
        bullets: ['Có sổ tiêm phòng', 'Bao bệnh 7 ngày'],
        label: 'Mới',
      };
    },
    35,
  ],
  [
    (ctx) => ({
      title: `Thanh lý ${ctx.rng.pick(['cây cảnh bonsai dáng đẹp', 'lan hồ điệp đang ra hoa', 'bể cá thủy sinh 1m2', 'đàn guitar cũ'])}`,
      form: 'Cần bán',
      intro: 'Chuyển nhà nên thanh lý lại, hàng được chăm sóc kỹ, ai thiện chí xem trực tiếp.',
      price: ctx.rng.chance(0.7) ? priced(dong(ctx.rng, 500_000, 8_000_000), 1) : negotiable,
      bullets: ['Xem hàng trực tiếp tại nhà', 'Hỗ trợ vận chuyển'],
      label: 'Giá tốt',
    }),
    30,
  ],
  [
    (ctx) => ({
      title: `Tìm người đánh rơi ví gần ${ctx.rng.pick(LANDMARKS)} ${ctx.place.districtShort}`,
      form: 'Khác',
      intro: 'Tôi nhặt được một chiếc ví có giấy tờ tùy thân. Ai đánh rơi vui lòng liên hệ, mô tả đúng để nhận lại.',
      price: noPrice,
      bullets: ['Nhặt được vào buổi sáng', 'Giấy tờ còn nguyên vẹn'],
      label: 'Mới',
    }),
    10,
  ],
  [
    (ctx) => ({
      title: `Cho ${ctx.rng.pick(['mèo con', 'chó con'])} 2 tháng tuổi, đã tiêm phòng`,
      form: 'Cho tặng',
      intro: 'Nhà đông quá nên tặng lại cho người yêu thú cưng, hứa chăm sóc chu đáo.',
      price: priced(0, 1),
      bullets: ['Đã tiêm mũi đầu', 'Tặng kèm thức ăn'],
      label: 'Mới',
    }),
    10,
  ],
  [
    (ctx) => ({
      title: `Sang nhượng vé máy bay ${ctx.rng.pick(['Hà Nội - Đà Nẵng', 'TP.HCM - Phú Quốc', 'TP.HCM - Hà Nội'])} giá rẻ`,
      form: 'Khác',
      intro: 'Bận việc đột xuất nên nhượng lại vé, hỗ trợ đổi tên hành khách theo quy định của hãng.',
      price: priced(dong(ctx.rng, 800_000, 3_500_000, 50_000), 1),
      bullets: ['Vé một chiều, có 20kg hành lý ký gửi'],
      label: 'Giá tốt',
    }),
    15,
  ],
];

const necessityTemplates: PlainTemplates = [
  [
    (ctx) => ({
      title: `Tặng gạo cho bà con khó khăn tại ${ctx.place.districtShort}`,
      form: 'Cho tặng',
      intro: 'Nhóm thiện nguyện chúng tôi gửi tặng gạo, mì và nhu yếu phẩm cho bà con đang gặp khó khăn.',
      price: priced(0, 1),
      bullets: ['Mỗi hộ nhận 10kg gạo', 'Nhận tại địa chỉ trong tin từ 8 giờ đến 17 giờ'],
      label: 'Mới',
    }),
    25,
  ],
  [
    (ctx) => {
      const item = ctx.rng.pick([
        'Rau sạch nhà trồng, giao tận nơi',
        'Gạo ST25 chính gốc Sóc Trăng, túi 5kg',
        'Trứng gà ta sạch, giao trong ngày',
        'Mật ong rừng nguyên chất',
        'Nước mắm Phú Quốc nhà làm',
      ]);
      return {
        title: `${item} ${ctx.place.districtShort}`,
        form: 'Cần bán',
        intro: `${item}, nguồn gốc rõ ràng, đóng gói cẩn thận, có giao hàng tận nhà.`,
        price: priced(dong(ctx.rng, 25_000, 250_000, 5_000), 1),
        bullets: ['Cam kết hàng sạch, không chất bảo quản', 'Miễn phí giao hàng đơn từ 200.000 đ'],
        label: 'Giá tốt',
      };
    },
    45,
  ],
  [
    () => ({
      title: 'Chia sẻ thực phẩm miễn phí cho sinh viên',
      form: 'Cho tặng',
      intro: 'Tủ thực phẩm chia sẻ mở cửa hằng ngày, sinh viên và người lao động cần cứ đến lấy.',
      price: priced(0, 1),
      bullets: ['Mở cửa từ 7 giờ đến 20 giờ', 'Mỗi người lấy vừa đủ dùng'],
      label: 'Mới',
    }),
    15,
  ],
  [
    () => ({
      title: 'Cần mua khẩu trang y tế số lượng lớn',
      form: 'Cần mua',
      intro: 'Cần mua khẩu trang y tế 4 lớp, có giấy chứng nhận chất lượng, giao hàng trong tuần.',
      price: negotiable,
      bullets: ['Số lượng từ 100 hộp', 'Thanh toán ngay khi nhận hàng'],
      label: 'Mới',
    }),
    15,
  ],
];

export const productContent = plainContent(productTemplates, 'Khu vực');
export const otherContent = plainContent(otherTemplates, 'Khu vực');
export const necessityContent = plainContent(necessityTemplates, 'Khu vực');
