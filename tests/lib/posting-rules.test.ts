import { describe, expect, test } from 'vitest';
import {
  applyTransactionRule,
  EMPTY_POSTING,
  firstInvalidStep,
  imageMinimum,
  MEDIA_LIMITS,
  postingCost,
  validateStep,
  vehicleFactsOf,
  type PostingValues,
  type StagedMedia,
} from '../../src/lib/posting-rules';

const file = (n: number): StagedMedia => ({ path: `listings/2026/01/f${n}.jpg`, name: `f${n}.jpg`, mimeType: 'image/jpeg', bytes: 1, width: 800, height: 600 });
const files = (count: number) => Array.from({ length: count }, (_, n) => file(n));
const withMedia = (media: Partial<PostingValues['media']>): PostingValues => ({ ...EMPTY_POSTING, media: { ...EMPTY_POSTING.media, ...media } });
const general = { categorySlug: 'xe-co' };

describe('posting rules (spec §5, §9)', () => {
  test('images: empty, fewer than the minimum, -1 disables, more than 15', () => {
    const realEstate = (count: number) => ({ ...withMedia({ images: files(count) }), listingType: 2 as const });
    expect(validateStep('media', realEstate(0), { categorySlug: 'bat-dong-san' }).images).toBe('Hình ảnh sản phẩm không được để trống!');
    expect(validateStep('media', realEstate(2), { categorySlug: 'bat-dong-san' }).images).toBe('Hình ảnh sản phẩm không được ít hơn 3 hình!');
    expect(validateStep('media', realEstate(3), { categorySlug: 'bat-dong-san' }).images).toBeUndefined();
    expect(validateStep('media', withMedia({ images: [] }), { categorySlug: 'viec-lam' }).images).toBeUndefined();
    expect(imageMinimum(1, 'viec-lam')).toBe(-1);
    expect(validateStep('media', withMedia({ images: files(16) }), general).images).toBe('Hình ảnh sản phẩm không được quá 15 hình!');
  });

  test('payment by package needs a package, unless the listing was paid when first sent', () => {
    const byPackage: PostingValues = { ...EMPTY_POSTING, paymentBy: 'package', memberPackageId: null };
    expect(validateStep('package', byPackage, general).memberPackageId).toBe('Gói dịch vụ không được để trống!');
    expect(validateStep('package', { ...byPackage, memberPackageId: 7 }, general)).toEqual({});
    expect(validateStep('package', byPackage, { ...general, paymentLocked: true })).toEqual({});
  });

  test('documents, videos and panoramas have their limits', () => {
    const over = withMedia({ images: files(1), documents: files(MEDIA_LIMITS.documents + 1), videos: files(6), panoramas: files(6) });
    expect(validateStep('media', over, general)).toEqual({
      documents: 'Tài liệu không được quá 20 tệp!',
      videos: 'Video không được quá 5 tệp!',
      panoramas: 'Ảnh 360° không được quá 5 tệp!',
    });
  });

  test('details: text min/max, the description counted as text, price only when priced, real-estate facts', () => {
    const values: PostingValues = { ...EMPTY_POSTING, listingType: 2, title: 'Bán nhà đẹp Quận 7', description: '<p><strong>ngắn</strong></p>', price: '', priceUnit: '', area: '-3', bedrooms: '2.5' };
    expect(validateStep('details', values, general)).toEqual({
      description: 'Mô tả không được ít hơn 20 kí tự!',
      price: 'Giá không được để trống!',
      priceUnit: 'Đơn vị giá không được để trống!',
      area: 'Diện tích phải là số lớn hơn 0!',
      bedrooms: 'Số phòng ngủ phải là số nguyên từ 0 đến 50!',
    });
    const negotiable = applyTransactionRule({ ...values, transactionType: 2, price: '9', priceUnit: '2' });
    expect(negotiable.price).toBe('');
    expect(negotiable.priceUnit).toBe('');
    expect(validateStep('details', negotiable, general).price).toBeUndefined();
  });

  test('vehicle facts ("Xe cộ" only): optional, each checked; what is valid is read as facts', () => {
    const base: PostingValues = { ...EMPTY_POSTING, title: 'Bán xe Honda Vision chính chủ', description: '<p>Xe đi giữ gìn, bảo dưỡng định kỳ.</p>', price: '28', priceUnit: '2' };
    expect(validateStep('details', base, general)).toEqual({});
    const wrong = { ...base, vehicleBrand: 'H'.repeat(41), vehicleYear: '22', vehicleKm: '-5', vehicleFuel: '9', vehicleGearbox: 'x' };
    expect(validateStep('details', wrong, general)).toEqual({
      vehicleBrand: 'Hãng xe không được quá 40 kí tự!',
      vehicleYear: `Năm sản xuất phải là số nguyên từ 1950 đến ${new Date().getFullYear() + 1}!`,
      vehicleKm: 'Số km đã đi phải là số nguyên từ 0 đến 2.000.000!',
      vehicleFuel: 'Nhiên liệu không hợp lệ!',
      vehicleGearbox: 'Hộp số không hợp lệ!',
    });
    // Another category never asks them (a member who changed category keeps no error).
    expect(validateStep('details', wrong, { categorySlug: 'do-dien-tu' })).toEqual({});
    const typed = { ...base, vehicleBrand: ' yamaha ', vehicleModel: 'Exciter 155', vehicleYear: '2021', vehicleKm: '12.000', vehicleFuel: '1', vehicleGearbox: '3' };
    expect(validateStep('details', typed, general)).toEqual({});
    expect(vehicleFactsOf(typed)).toEqual({ brand: 'Yamaha', model: 'Exciter 155', year: 2021, km: 12_000, fuel: 1, gearbox: 3 });
    expect(vehicleFactsOf({ ...typed, vehicleYear: '20', vehicleBrand: 'Harley-Davidson' })).toMatchObject({ brand: 'Harley-Davidson', year: null });
  });

  test('contact: the strict phone rule', () => {
    const contact = (contactPhone: string) => validateStep('contact', { ...EMPTY_POSTING, contactName: 'An', contactPhone }, general).contactPhone;
    expect(contact('')).toBe('Số điện thoại không được để trống!');
    expect(contact('090 000 0001')).toBe('Số điện thoại không đúng');
    expect(contact('+84900000001')).toBeUndefined();
    expect(contact('0900000001')).toBeUndefined();
  });

  test('location and category are required; the first invalid step is reported', () => {
    expect(validateStep('location', EMPTY_POSTING, general)).toEqual({
      provinceCode: 'Tỉnh/Thành phố không được để trống!',
      wardCode: 'Phường/Xã không được để trống!',
    });
    expect(firstInvalidStep(EMPTY_POSTING, general)).toBe('category');
  });

  test('cost: the tier price per 14 days from the price list', () => {
    const prices = [
      { postType: 1 as const, name: 'Tin thường', points: 5 },
      { postType: 2 as const, name: 'Tin nổi bật', points: 10 },
      { postType: 3 as const, name: 'Tin ưu tiên', points: 15 },
    ];
    expect(postingCost(prices, 1, 14)).toBe(5);
    expect(postingCost(prices, 2, 28)).toBe(20);
    expect(postingCost(prices, 3, 14)).toBe(15);
  });
});
