import { describe, expect, test } from 'vitest';
import { emptyPriceGroups, PointPack, PriceItem, ServicePackage } from '~/lib/contract/list';
import { PublicProfile } from '~/lib/contract/member';
import { toPointPackView, toPriceGroups, toServicePackageView } from '~/server/dto/price-board';
import { toPublicProfileView } from '~/server/dto/public-profile';

const NOW = new Date('2026-07-15T10:00:00+07:00');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const DAY = 86_400;

const item = (id: number, name: string, price: number, window: { start?: number; end?: number } = {}) =>
  new PriceItem({
    id,
    other_id: null,
    name,
    label: null,
    price,
    option: null,
    start_time: window.start ?? null,
    end_time: window.end ?? null,
    meta: { resource: null },
  });

const emptyList = () => emptyPriceGroups<PriceItem>();

describe('toPriceGroups', () => {
  test('orders the board posting first, then pushes, and leaves out empty groups', () => {
    const list = { ...emptyList(), other: [item(9, 'Xác thực tin đăng', 10)], 'day-tin-rao-vat': [item(5, 'Đẩy tin 1 lần', 2)], 'rao-vat': [item(1, 'Tin thường', 5)] };
    const groups = toPriceGroups(list, NOW);
    expect(groups.map((group) => group.title)).toEqual(['Đăng tin rao vặt', 'Đẩy tin', 'Dịch vụ khác']);
    expect(groups[0]?.items[0]).toMatchObject({ name: 'Tin thường', points: 5, startsAt: null, endsAt: null });
  });

  test('keeps time-limited items only inside their window, with their dates', () => {
    const now = seconds(NOW);
    const list = {
      ...emptyList(),
      other: [
        item(1, 'Đang diễn ra', 20, { start: now - DAY, end: now + DAY }),
        item(2, 'Đã kết thúc', 20, { start: now - 10 * DAY, end: now - DAY }),
        item(3, 'Chưa bắt đầu', 20, { start: now + DAY }),
      ],
    };
    const [other] = toPriceGroups(list, NOW);
    expect(other?.items.map((row) => row.name)).toEqual(['Đang diễn ra']);
    expect(other?.items[0]?.endsAt).toEqual(new Date((now + DAY) * 1000));
  });
});

describe('point packs and service packages', () => {
  test('a point pack shows its price in đồng and the points it gives beyond it', () => {
    const view = toPointPackView(new PointPack({ id: 2, name: 'Gói 105 điểm', price: 100_000, point: 105, point_bonus: 0, day_number: 180 }));
    expect(view).toMatchObject({ priceText: '100.000 đ', points: 105, extra: 5, validityDays: 180 });
  });

  test('a service package reads its tier, price and flags', () => {
    const view = toServicePackageView(
      new ServicePackage({
        id: 5,
        uuid: 'x',
        name: 'Gói Siêu VIP 5 tin',
        post_type: 3,
        tto_page: { tto_home: true, tto_detail: true },
        discount: 15,
        add_ons: { add_ons: true, add_ons_price: 2 },
        day_number: 28,
        is_auto: false,
        status: 1,
        post_quota: 5,
        price: 72,
        price_vnd: 72_000,
      }),
    );
    expect(view).toMatchObject({ tierLabel: 'siêu VIP', days: 28, quota: 5, points: 72, priceText: '72.000 đ', discount: 15, onHomePage: true, autoPush: false });
  });
});

describe('toPublicProfileView', () => {
  const profile = (avatar: string | null, gender: 1 | 2 | null) =>
    new PublicProfile({ id: 4, full_name: 'Lê Thanh Chi', avatar, gender, member_since: 1_764_044_992, active_listings: 7, verified_listings: 4 });

  test('an own avatar comes from the media host at 360 px', () => {
    const view = toPublicProfileView(profile('seed/avatar/lc.jpg', 2), 'http://localhost:4000/');
    expect(view).toMatchObject({ avatarUrl: 'http://localhost:4000/media/360/seed/avatar/lc.jpg', hasOwnAvatar: true, activeListings: 7 });
    expect(view.memberSince).toEqual(new Date(1_764_044_992_000));
  });

  test('without one, the default image follows the gender', () => {
    expect(toPublicProfileView(profile(null, 2), 'http://m').avatarUrl).toBe('/images/avatar-girl.svg');
    expect(toPublicProfileView(profile(null, null), 'http://m').avatarUrl).toBe('/images/avatar-boy.svg');
  });
});
