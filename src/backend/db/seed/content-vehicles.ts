/**
 * Xe cộ: motorbikes and cars to sell, buy or rent, with believable models, years and prices.
 */
import {
  addressLine,
  chooseTemplate,
  describe,
  dong,
  negotiable,
  outro,
  priced,
  type ContentContext,
  type ContentGenerator,
  type PriceParts,
} from './content';
import type { FuelCode, GearboxCode, VehicleFacts } from '~/lib/vehicle';

/**
 * [model, first year, last year, lowest price, highest price, fuel, gearbox] with prices in triệu;
 * the brand is the model's first word. Fuel and gearbox codes: src/lib/vehicle.ts.
 */
type Model = readonly [string, number, number, number, number, FuelCode, GearboxCode];

const MOTORBIKES: readonly Model[] = [
  ['Honda Vision', 2016, 2024, 18, 34, 1, 1],
  ['Honda SH 150i', 2015, 2023, 60, 105, 1, 1],
  ['Honda Air Blade 125', 2016, 2023, 28, 45, 1, 1],
  ['Honda Wave Alpha', 2015, 2023, 10, 17, 1, 2],
  ['Yamaha Exciter 155', 2021, 2024, 35, 48, 1, 3],
  ['Yamaha Sirius', 2014, 2022, 8, 16, 1, 2],
  ['Yamaha Grande', 2018, 2023, 28, 42, 4, 1],
  ['Honda Winner X', 2019, 2023, 25, 38, 1, 3],
  ['Piaggio Vespa Sprint', 2017, 2022, 45, 70, 1, 1],
  ['VinFast Klara S', 2020, 2023, 18, 28, 3, 1],
];

const CARS: readonly Model[] = [
  ['Toyota Vios 1.5G', 2016, 2023, 340, 520, 1, 1],
  ['Toyota Innova 2.0E', 2015, 2021, 420, 650, 1, 2],
  ['Mazda 3 1.5 Luxury', 2017, 2023, 480, 690, 1, 1],
  ['Kia Morning', 2014, 2021, 170, 290, 1, 2],
  ['Hyundai Accent 1.4AT', 2018, 2023, 380, 500, 1, 1],
  ['Hyundai Grand i10', 2016, 2022, 230, 360, 1, 2],
  ['Ford Ranger XLS', 2016, 2022, 480, 720, 2, 2],
  ['Mitsubishi Xpander AT', 2019, 2023, 470, 620, 1, 1],
  ['Honda City RS', 2019, 2023, 450, 560, 1, 1],
  ['Kia Seltos', 2020, 2023, 560, 700, 1, 1],
  ['VinFast VF e34', 2021, 2023, 450, 590, 3, 1],
  ['Toyota Fortuner 2.4', 2017, 2022, 780, 1_050, 2, 2],
];

/** Kilometres a year of use: what the odometer of a used vehicle of that age shows. */
const KM_PER_YEAR = { car: 14_000, bike: 7_000 } as const;
const SEED_YEAR = 2026;

const BIKE_FEATURES = ['biển số thành phố', 'máy zin chưa bung', 'chính chủ sang tên nhanh', 'mới đi 8.000 km'];
const CAR_FEATURES = ['số tự động', 'xe gia đình ít đi', 'một chủ từ đầu', 'bao test hãng', 'nội thất còn mới'];
const CHECKS = [
  'Giấy tờ đầy đủ, hỗ trợ sang tên',
  'Bảo dưỡng định kỳ tại hãng',
  'Không đâm đụng, không ngập nước',
  'Lốp mới thay, đăng kiểm còn dài',
  'Bao kiểm tra tại bất kỳ gara nào',
] as const;

interface Vehicle {
  readonly model: string;
  readonly year: number;
  readonly kind: 'xe máy' | 'ô tô';
  readonly price: PriceParts;
  readonly facts: VehicleFacts;
}

function pickVehicle(ctx: ContentContext, car: boolean): Vehicle {
  const { rng } = ctx;
  const [model, firstYear, lastYear, low, high, fuel, gearbox] = rng.pick(car ? CARS : MOTORBIKES);
  const year = rng.int(firstYear, lastYear);
  const millions = rng.float(low, high, car ? 0 : 1);
  let price: PriceParts;
  if (millions >= 1_000) price = priced(Math.round(millions / 10) / 100, 3);
  else if (!car && rng.chance(0.4)) price = priced(dong(rng, low * 1_000_000, high * 1_000_000, 500_000), 1);
  else price = priced(millions, 2);
  // No further random draws: the odometer follows the age (the seed's other listings stay as they were).
  const age = Math.max(1, SEED_YEAR - year);
  const km = age * (car ? KM_PER_YEAR.car : KM_PER_YEAR.bike) + ((year * 37) % 5) * 1_000;
  const [brand = model, ...rest] = model.split(' ');
  const facts: VehicleFacts = { brand, model: rest.join(' ') || null, year, km, fuel, gearbox };
  return { model, year, kind: car ? 'ô tô' : 'xe máy', price, facts };
}

interface VehicleItem {
  readonly title: string;
  readonly form: string;
  readonly intro: string;
  readonly price: PriceParts;
  readonly label: string;
  /** Facts of the vehicle for sale (a wanted or rented vehicle has none). */
  readonly vehicle?: VehicleFacts;
}

const templates: ReadonlyArray<readonly [(ctx: ContentContext) => VehicleItem, number]> = [
  [
    (ctx) => {
      const v = pickVehicle(ctx, false);
      return {
        title: ctx.rng.chance(0.5) ? `Bán ${v.model} ${v.year} chính chủ` : `Cần bán ${v.model} ${v.year}, ${ctx.rng.pick(BIKE_FEATURES)}`,
        form: 'Cần bán',
        intro: `Cần bán ${v.model} đời ${v.year}, xe đi làm hằng ngày, máy êm, tiết kiệm xăng.`,
        price: v.price,
        label: 'Chính chủ',
        vehicle: v.facts,
      };
    },
    40,
  ],
  [
    (ctx) => {
      const v = pickVehicle(ctx, true);
      return {
        title: `Bán ${v.model} ${v.year} ${ctx.rng.pick(CAR_FEATURES)}`,
        form: 'Cần bán',
        intro: `Gia đình đổi xe nên cần bán ${v.model} sản xuất năm ${v.year}, xe đẹp, đầy đủ đồ chơi.`,
        price: v.price,
        label: 'Giá tốt',
        vehicle: v.facts,
      };
    },
    35,
  ],
  [
    (ctx) => {
      const seats = ctx.rng.pick(['4 chỗ', '7 chỗ', '16 chỗ']);
      return {
        title: `Cho thuê xe ${seats} tự lái giá rẻ tại ${ctx.place.districtShort}`,
        form: 'Cho thuê',
        intro: `Cho thuê xe ${seats} đời mới, tự lái hoặc có tài xế, giao xe tận nơi, giá tính theo ngày.`,
        price: priced(dong(ctx.rng, 700_000, 1_800_000, 50_000), 1),
        label: 'Mới',
      };
    },
    10,
  ],
  [
    (ctx) => {
      const car = ctx.rng.chance(0.5);
      const v = pickVehicle(ctx, car);
      return {
        title: `Cần mua ${v.model} đời ${v.year} trở lên`,
        form: 'Cần mua',
        intro: `Mình cần mua ${v.kind} ${v.model} từ đời ${v.year}, xe chính chủ, giấy tờ rõ ràng, trả tiền mặt.`,
        price: negotiable,
        label: 'Mới',
      };
    },
    10,
  ],
  [
    (ctx) => ({
      title: `Thanh lý xe đạp thể thao ${ctx.rng.pick(['Giant ATX', 'Trek Marlin 5', 'Asama', 'Twitter'])} còn mới`,
      form: 'Cần bán',
      intro: 'Thanh lý xe đạp thể thao ít sử dụng, khung nhôm nhẹ, phanh đĩa, phù hợp đi làm và tập luyện.',
      price: priced(dong(ctx.rng, 2_500_000, 9_000_000), 1),
      label: 'Giá tốt',
    }),
    5,
  ],
];

export const vehicleContent: ContentGenerator = (ctx) => {
  const item = chooseTemplate(ctx, templates)(ctx);
  return {
    title: item.title,
    postingForm: item.form,
    ...describe({
      intro: item.intro,
      facts: [['Khu vực', addressLine(ctx)]],
      bullets: ctx.rng.sample(CHECKS, 3),
      outro: outro(ctx),
    }),
    ...item.price,
    area: null,
    bedrooms: null,
    bathrooms: null,
    vehicle: item.vehicle ?? null,
    label: item.label,
  };
};
