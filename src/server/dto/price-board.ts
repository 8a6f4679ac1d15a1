/**
 * The price board of /support-about/bang-gia and /support-about/thong-tin-khuyen-mai: the price list
 * (price host), point packs and service packages (list host) projected for tables, with Vietnamese
 * group and tier names. Price items outside their start/end window are left out.
 */
import { PRICE_GROUPS, type PointPack, type PriceGroup, type PriceItem, type ServicePackage } from '~/lib/contract/list';
import { formatVnd } from '~/lib/money';
import { extraPoints } from '~/lib/points';

export const PRICE_GROUP_TITLES: Record<PriceGroup, string> = {
  'rao-vat': 'Đăng tin rao vặt',
  'day-tin-rao-vat': 'Đẩy tin',
  'add-on': 'Nhãn cho tin đăng',
  'tto-display': 'Hiển thị trên báo Tuổi Trẻ',
  media: 'Video và ảnh 360°',
  other: 'Dịch vụ khác',
};

/** The tier as it reads after "tin": "10 tin VIP". */
export const TIER_LABELS: Record<1 | 2 | 3, string> = { 1: 'thường', 2: 'VIP', 3: 'siêu VIP' };

export interface PriceRowView {
  readonly id: number;
  readonly name: string;
  readonly option: string | null;
  readonly points: number;
  /** Set for time-limited items (promotions): the last day they apply. */
  readonly endsAt: Date | null;
  readonly startsAt: Date | null;
}

export interface PriceGroupView {
  readonly key: PriceGroup;
  readonly title: string;
  readonly items: readonly PriceRowView[];
}

export interface PointPackView {
  readonly id: number;
  readonly name: string;
  readonly priceText: string;
  readonly points: number;
  readonly bonus: number;
  /** Points beyond the price (1 point = 1.000 đ), bonus included. */
  readonly extra: number;
  readonly validityDays: number;
}

export interface ServicePackageView {
  readonly id: number;
  readonly name: string;
  readonly tier: 1 | 2 | 3;
  /** "thường", "VIP", "siêu VIP" */
  readonly tierLabel: string;
  readonly days: number;
  readonly quota: number;
  readonly points: number;
  readonly priceText: string;
  readonly discount: number;
  readonly onHomePage: boolean;
  readonly autoPush: boolean;
}

const fromSeconds = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000));

function isCurrent(item: PriceItem, now: Date): boolean {
  const seconds = now.getTime() / 1000;
  return (item.start_time === null || item.start_time <= seconds) && (item.end_time === null || item.end_time >= seconds);
}

/** Reading order of the board: posting first, then what is bought for a listing already posted. */
const BOARD_ORDER: readonly PriceGroup[] = ['rao-vat', 'day-tin-rao-vat', 'add-on', 'tto-display', 'media', 'other'];

export function toPriceGroups(list: Readonly<Record<PriceGroup, readonly PriceItem[]>>, now: Date): PriceGroupView[] {
  // Any group the contract gains later still shows, after the known ones.
  const order = [...BOARD_ORDER, ...PRICE_GROUPS.filter((group) => !BOARD_ORDER.includes(group))];
  return order.map((key) => ({
    key,
    title: PRICE_GROUP_TITLES[key],
    items: list[key]
      .filter((item) => isCurrent(item, now))
      .map((item) => ({
        id: item.id,
        name: item.name,
        option: item.option,
        points: item.price,
        startsAt: fromSeconds(item.start_time),
        endsAt: fromSeconds(item.end_time),
      })),
  })).filter((group) => group.items.length > 0);
}

export function toPointPackView(pack: PointPack): PointPackView {
  return {
    id: pack.id,
    name: pack.name,
    priceText: formatVnd(pack.price),
    points: pack.point,
    bonus: pack.point_bonus,
    extra: extraPoints({ priceVnd: pack.price, points: pack.point, bonus: pack.point_bonus }),
    validityDays: pack.day_number,
  };
}

export function toServicePackageView(pkg: ServicePackage): ServicePackageView {
  return {
    id: pkg.id,
    name: pkg.name,
    tier: pkg.post_type,
    tierLabel: TIER_LABELS[pkg.post_type],
    days: pkg.day_number,
    quota: pkg.post_quota,
    points: pkg.price,
    priceText: formatVnd(pkg.price_vnd),
    discount: pkg.discount,
    onHomePage: pkg.tto_page.tto_home,
    autoPush: pkg.is_auto,
  };
}
