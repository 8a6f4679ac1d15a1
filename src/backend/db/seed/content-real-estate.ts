/**
 * Bất động sản: houses, flats, land, rooms and shop fronts to sell, let, buy or rent (listing type 2).
 */
import {
  addressLine,
  chooseTemplate,
  describe,
  dong,
  negotiable,
  noPrice,
  outro,
  priced,
  priceWords,
  type ContentContext,
  type ContentGenerator,
  type ListingContent,
  type PriceParts,
} from './content';
import { LANDMARKS } from './vocabulary';

interface Home {
  readonly title: string;
  readonly postingForm: string;
  readonly intro: string;
  readonly price: PriceParts;
  readonly area: number;
  readonly bedrooms: number | null;
  readonly bathrooms: number | null;
  readonly bullets: readonly string[];
  readonly label: string;
}

const HOUSE_FEATURES = ['hẻm xe hơi', 'mặt tiền kinh doanh', 'sổ hồng riêng', 'gần chợ', 'full nội thất', 'hẻm thông thoáng'];
const FLAT_FEATURES = ['view sông', 'tầng cao', 'ban công hướng Đông Nam', 'nội thất cơ bản', 'đã có sổ hồng', 'view công viên'];
const LAND_FEATURES = ['thổ cư 100%', 'sổ sẵn công chứng ngay', 'gần khu công nghiệp', 'mặt tiền đường nhựa', 'khu dân cư hiện hữu'];
const PERKS = [
  'Khu dân cư an ninh, dân trí cao',
  'Gần trường học, chợ, siêu thị, bệnh viện',
  'Pháp lý rõ ràng, sẵn sàng công chứng',
  'Hướng nhà thoáng mát, đón gió tự nhiên',
  'Hỗ trợ vay ngân hàng đến 70%',
  'Đường trước nhà rộng, xe hơi vào tận nơi',
  'Không quy hoạch, không tranh chấp',
] as const;

/** Tỷ with one decimal, or triệu under one billion. */
function salePrice(ctx: ContentContext, minBillion: number, maxBillion: number): PriceParts {
  const value = ctx.rng.float(minBillion, maxBillion, ctx.rng.chance(0.2) ? 2 : 1);
  return value < 1 ? priced(Math.round(value * 100) * 10, 2) : priced(value, 3);
}

const templates: ReadonlyArray<readonly [(ctx: ContentContext) => Home, number]> = [
  [
    (ctx) => {
      const { rng, place } = ctx;
      const floors = rng.int(1, 5);
      const feature = rng.pick(HOUSE_FEATURES);
      return {
        title: `Bán nhà phố ${floors} tầng ${feature} ${place.districtShort}`,
        postingForm: 'Cần bán',
        intro: `Chính chủ cần bán nhà phố ${floors} tầng, ${feature}, vị trí thuận tiện ở ${place.districtName}.`,
        price: salePrice(ctx, 2.5, 18),
        area: rng.float(38, 120, 1),
        bedrooms: floors + rng.int(0, 2),
        bathrooms: floors + rng.int(0, 1),
        bullets: rng.sample(PERKS, 3),
        label: 'Chính chủ',
      };
    },
    14,
  ],
  [
    (ctx) => {
      const { rng, place } = ctx;
      const rooms = rng.int(1, 3);
      const feature = rng.pick(FLAT_FEATURES);
      return {
        title: `Bán căn hộ ${rooms}PN ${feature} ${place.districtShort}`,
        postingForm: 'Cần bán',
        intro: `Cần bán căn hộ chung cư ${rooms} phòng ngủ, ${feature}, tiện ích nội khu đầy đủ: hồ bơi, gym, công viên.`,
        price: salePrice(ctx, 0.85, 9),
        area: rng.int(45, 120),
        bedrooms: rooms,
        bathrooms: Math.min(rooms, 2),
        bullets: rng.sample(PERKS, 2),
        label: 'Giá tốt',
      };
    },
    12,
  ],
  [
    (ctx) => {
      const { rng, place } = ctx;
      const area = rng.int(60, 500);
      const feature = rng.pick(LAND_FEATURES);
      return {
        title: `Bán đất nền ${area}m2 ${feature} ${place.districtShort}`,
        postingForm: 'Cần bán',
        intro: `Bán lô đất nền ${area} m², ${feature}, thích hợp xây nhà ở hoặc đầu tư.`,
        price: salePrice(ctx, 0.65, 12),
        area,
        bedrooms: null,
        bathrooms: null,
        bullets: rng.sample(PERKS, 3),
        label: 'Giá tốt',
      };
    },
    12,
  ],
  [
    (ctx) => {
      const { rng, place } = ctx;
      const area = rng.int(50, 150);
      const bedrooms = rng.int(2, 5);
      return {
        title: rng.chance(0.5)
          ? `Nhà đất chính chủ ${place.districtShort}, ${area}m2, giá tốt`
          : `Bán nhà đất thổ cư đường ${ctx.street}, ${place.districtShort}`,
        postingForm: 'Cần bán',
        intro: `Nhà đất chính chủ, sổ hồng riêng, diện tích ${area} m² tại ${place.wardName}, ${place.districtName}.`,
        price: salePrice(ctx, 1.2, 15),
        area,
        bedrooms,
        bathrooms: rng.int(1, bedrooms),
        bullets: rng.sample(PERKS, 3),
        label: 'Chính chủ',
      };
    },
    6,
  ],
  [
    (ctx) => {
      const { rng, place } = ctx;
      const rooms = rng.int(1, 3);
      const feature = rng.pick(FLAT_FEATURES);
      return {
        title: `Cho thuê căn hộ ${rooms}PN ${feature} ${place.districtShort}`,
        postingForm: 'Cho thuê',
        intro: `Cho thuê căn hộ ${rooms} phòng ngủ, ${feature}, dọn vào ở ngay, giá thuê tính theo tháng.`,
        price: priced(rng.float(6, 35, rng.chance(0.3) ? 1 : 0), 2),
        area: rng.int(45, 110),
        bedrooms: rooms,
        bathrooms: Math.min(rooms, 2),
        bullets: ['Đặt cọc 2 tháng, thanh toán hàng tháng', ...rng.sample(PERKS, 2)],
        label: 'Mới',
      };
    },
    12,
  ],
  [
    (ctx) => {
      const { rng, place } = ctx;
      const area = rng.int(15, 35);
      const landmark = rng.pick(LANDMARKS);
      return {
        title: `Cho thuê phòng trọ ${area}m2 có gác lửng gần ${landmark}`,
        postingForm: 'Cho thuê',
        intro: `Phòng trọ sạch sẽ, có gác lửng, toilet riêng, giờ giấc tự do, gần ${landmark} ở ${place.districtName}.`,
        price: priced(dong(rng, 1_800_000, 5_500_000), 1),
        area,
        bedrooms: 1,
        bathrooms: 1,
        bullets: ['Điện nước giá nhà nước', 'Có chỗ để xe, camera an ninh', 'Wifi tốc độ cao miễn phí'],
        label: 'Giá tốt',
      };
    },
    10,
  ],
  [
    (ctx) => {
      const { rng, place } = ctx;
      return {
        title: `Cho thuê mặt bằng kinh doanh mặt tiền ${ctx.street}, ${place.districtShort}`,
        postingForm: 'Cho thuê',
        intro: `Mặt bằng mặt tiền đường ${ctx.street}, vỉa hè rộng, phù hợp mở cửa hàng, văn phòng, quán cà phê.`,
        price: priced(rng.int(15, 120), 2),
        area: rng.int(50, 300),
        bedrooms: null,
        bathrooms: rng.int(1, 2),
        bullets: ['Hợp đồng dài hạn từ 3 năm', 'Khu vực đông dân cư, lưu lượng xe lớn'],
        label: 'Chính chủ',
      };
    },
    6,
  ],
  [
    (ctx) => {
      const { rng, place } = ctx;
      const floors = rng.int(1, 4);
      return {
        title: `Cho thuê nhà nguyên căn ${floors} tầng ${place.districtShort}`,
        postingForm: 'Cho thuê',
        intro: `Cho thuê nhà nguyên căn ${floors} tầng, phù hợp hộ gia đình hoặc làm văn phòng công ty.`,
        price: priced(rng.int(8, 40), 2),
        area: rng.int(40, 120),
        bedrooms: floors + 1,
        bathrooms: floors,
        bullets: rng.sample(PERKS, 2),
        label: 'Mới',
      };
    },
    6,
  ],
  [
    (ctx) => {
      const { rng, place } = ctx;
      const budget = rng.int(2, 9);
      return {
        title: `Cần mua nhà hẻm ${place.districtShort} tầm ${budget} tỷ`,
        postingForm: 'Cần mua',
        intro: `Gia đình cần mua nhà hẻm ở ${place.districtName}, ngân sách khoảng ${priceWords(budget, 3)}, ưu tiên sổ hồng riêng.`,
        price: negotiable,
        area: rng.int(40, 80),
        bedrooms: rng.int(2, 4),
        bathrooms: rng.int(1, 3),
        bullets: ['Không qua trung gian', 'Thanh toán nhanh khi pháp lý đầy đủ'],
        label: 'Chính chủ',
      };
    },
    5,
  ],
  [
    (ctx) => {
      const { rng, place } = ctx;
      const rooms = rng.int(1, 3);
      return {
        title: `Cần thuê căn hộ ${rooms}PN gần trung tâm ${place.districtShort}`,
        postingForm: 'Cần thuê',
        intro: `Mình cần thuê căn hộ ${rooms} phòng ngủ ở ${place.districtName}, ở lâu dài, đã có đủ tiền cọc.`,
        price: rng.chance(0.5) ? negotiable : noPrice,
        area: rng.int(45, 90),
        bedrooms: rooms,
        bathrooms: 1,
        bullets: ['Gia đình nhỏ, không nuôi thú cưng', 'Có thể dọn vào trong tháng'],
        label: 'Mới',
      };
    },
    5,
  ],
  [
    (ctx) => {
      const { rng, place } = ctx;
      const area = rng.int(200, 600);
      return {
        title: `Bán biệt thự sân vườn ${area}m2 ${place.districtShort}`,
        postingForm: 'Cần bán',
        intro: `Biệt thự sân vườn ${area} m², hồ bơi riêng, gara ô tô, khu compound an ninh 24/7.`,
        price: priced(rng.float(12, 60, 1), 3),
        area,
        bedrooms: rng.int(4, 7),
        bathrooms: rng.int(4, 6),
        bullets: rng.sample(PERKS, 3),
        label: 'Chính chủ',
      };
    },
    3,
  ],
];

export const realEstateContent: ContentGenerator = (ctx): ListingContent => {
  const home = chooseTemplate(ctx, templates)(ctx);
  const facts: Array<readonly [string, string]> = [['Diện tích', `${String(home.area).replace('.', ',')} m²`]];
  if (home.bedrooms !== null) facts.push(['Phòng ngủ', String(home.bedrooms)]);
  if (home.bathrooms !== null) facts.push(['Phòng vệ sinh', String(home.bathrooms)]);
  facts.push(['Địa chỉ', addressLine(ctx)]);
  if (home.price.price !== null) facts.push(['Giá', priceWords(home.price.price, home.price.priceUnit)]);
  return {
    title: home.title,
    postingForm: home.postingForm,
    ...describe({ intro: home.intro, facts, bullets: home.bullets, outro: outro(ctx) }),
    ...home.price,
    area: home.area,
    bedrooms: home.bedrooms,
    bathrooms: home.bathrooms,
    label: home.label,
  };
};

/** The template index of 'Nhà đất chính chủ …' (the demo member's first listing). */
export const REAL_ESTATE_NHA_DAT_TEMPLATE = 3;
