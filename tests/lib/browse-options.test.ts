import { describe, expect, test } from 'vitest';
import { AREA_PRESETS, postingForms, pricePresets, rangeText, resultCountText, shortPrice, sortOptions } from '../../src/lib/browse-options';

describe('browse options', () => {
  test('shortPrice speaks in đồng, triệu and tỷ', () => {
    expect(shortPrice(800_000)).toBe('800.000 đ');
    expect(shortPrice(450_000_000)).toBe('450 triệu');
    expect(shortPrice(1_500_000_000)).toBe('1,5 tỷ');
  });

  test('real estate has sale presets, and rent presets for Cho thuê; presets are contiguous', () => {
    const sale = pricePresets('bat-dong-san');
    expect(sale[0]).toEqual({ label: 'Dưới 500 triệu', max: 500_000_000 });
    expect(sale.at(-1)).toEqual({ label: 'Trên 10 tỷ', min: 10_000_000_000 });
    expect(pricePresets('bat-dong-san', 'Cho thuê')[0]?.label).toBe('Dưới 3 triệu');
    for (const presets of [sale, pricePresets('xe-co'), pricePresets(undefined), AREA_PRESETS]) {
      presets.slice(1).forEach((preset, index) => expect(preset.min).toBe(presets[index]?.max));
    }
  });

  test('posting forms per category, all of them on search; relevance only when searching', () => {
    expect(postingForms('bat-dong-san')).toEqual(['Cần bán', 'Cho thuê', 'Cần mua', 'Cần thuê']);
    expect(postingForms('khac')).toContain('Cho tặng');
    expect(postingForms(undefined)).toEqual(expect.arrayContaining(['Tuyển dụng', 'Cho thuê', 'Cho tặng']));
    expect(sortOptions(true)[0]).toBe('relevance');
    expect(sortOptions(false)).not.toContain('relevance');
  });

  test('range and count texts', () => {
    expect(rangeText(1e9, 2e9, shortPrice)).toBe('1 tỷ – 2 tỷ');
    expect(rangeText(5e8, undefined, shortPrice)).toBe('Từ 500 triệu');
    expect(rangeText(undefined, 30, String)).toBe('Đến 30');
    expect(rangeText(undefined, undefined, String)).toBeUndefined();
    expect(resultCountText(1000, true)).toBe('Hơn 1.000 tin');
    expect(resultCountText(1234, false)).toBe('1.234 tin');
    expect(resultCountText(0, false)).toBe('Không có tin nào');
    expect(resultCountText(null, false)).toBeNull();
  });
});
