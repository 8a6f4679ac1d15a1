'use client';
/**
 * The filters of a category page or of /search, as Chợ Tốt and Batdongsan visitors expect them:
 * category (search only), province → ward (the 2025 units, no districts), price (presets + custom), for real estate area
 * and bedrooms, for vehicles brand, year, odometer, fuel and gearbox, and the transaction type.
 * Every change pushes a new URL (use-browse-navigation).
 */
import Link from 'next/link';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { AREA_PRESETS, areaText, BEDROOM_OPTIONS, isRealEstate, postingForms, pricePresets, rangeText } from '~/lib/browse-options';
import { activeFilterCount, browseHref, NO_VEHICLE_FILTERS, withoutFilters } from '~/lib/browse-url';
import { provinceOptionLabel } from '~/lib/units-2025';
import { isVehicleCategory } from '~/lib/vehicle';
import { useBrowseLive } from './browse-live-context';
import { PriceFilter } from './price-filter';
import { SelectFilter, type SelectOption } from './select-filter';
import { useBrowseNavigation, type BrowseLocation } from './use-browse-navigation';
import { VehicleFilters } from './vehicle-filters';

interface Option {
  readonly code: string;
  readonly name: string;
}

interface FilterBarProps extends BrowseLocation {
  readonly provinces: ReadonlyArray<Option & { readonly formerNames: readonly string[] }>;
  readonly wards: readonly Option[];
  /** Offered on /search only; a category page is its own category. */
  readonly categories?: ReadonlyArray<{ readonly slug: string; readonly name: string }>;
}

const rangeValue = (min: number | undefined, max: number | undefined) => `${min ?? ''}-${max ?? ''}`;

function parseRange(value: string | undefined): { min: number | undefined; max: number | undefined } {
  const [low, high] = (value ?? '-').split('-');
  return { min: low ? Number(low) : undefined, max: high ? Number(high) : undefined };
}

export function FilterBar({ provinces, wards, categories, ...location }: FilterBarProps) {
  const { context, basePath } = location;
  const { apply, pending, filters } = useBrowseNavigation(location);
  const realEstate = isRealEstate(filters.cat);
  const areaSet = filters.areaMin !== undefined || filters.areaMax !== undefined;
  const areaOptions: SelectOption[] = AREA_PRESETS.map((preset) => ({ value: rangeValue(preset.min, preset.max), label: preset.label }));
  const currentArea = rangeValue(filters.areaMin, filters.areaMax);
  if (areaSet && !areaOptions.some((option) => option.value === currentArea)) {
    areaOptions.push({ value: currentArea, label: rangeText(filters.areaMin, filters.areaMax, areaText) ?? currentArea });
  }
  const count = activeFilterCount(filters);
  // The wards are the page's province's: none to offer while another province's page is being read.
  const wardsShown = filters.province === location.filters.province ? wards : [];
  // Phones see the filters folded behind one button, so results start on the first screen.
  // Kept by the live page when there is one: a change may replace this bar with a new one.
  const live = useBrowseLive();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = live?.filtersOpen ?? ownOpen;
  const setOpen = live?.setFiltersOpen ?? setOwnOpen;

  return (
    <section aria-label="Bộ lọc" className={bar} data-pending={pending} aria-busy={pending}>
      <button type="button" className={toggle} aria-expanded={open} aria-controls="bo-loc" onClick={() => setOpen(!open)}>
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />
        </svg>
        {count > 0 ? `Bộ lọc (${count})` : 'Bộ lọc'}
      </button>
      <div id="bo-loc" className={grid} data-open={open}>
        {categories ? (
          <SelectFilter
            name="cat"
            label="Danh mục"
            allLabel="Tất cả danh mục"
            value={filters.cat}
            options={categories.map((category) => ({ value: category.slug, label: category.name }))}
            // Area and bedrooms belong to real estate only, the vehicle facts to vehicles: leaving drops them.
            onChange={(cat) =>
              apply({
                cat,
                ...(isRealEstate(cat) ? {} : { areaMin: undefined, areaMax: undefined, bedrooms: undefined }),
                ...(isVehicleCategory(cat) ? {} : NO_VEHICLE_FILTERS),
              })
            }
          />
        ) : null}
        <SelectFilter
          name="province"
          label="Tỉnh/thành"
          allLabel="Toàn quốc"
          value={filters.province}
          // 'Hồ Chí Minh (gồm Bình Dương, Bà Rịa - Vũng Tàu)': the old names lead to the province of today.
          options={provinces.map((unit) => ({ value: unit.code, label: provinceOptionLabel(unit) }))}
          onChange={(province) => apply({ province, ward: undefined })}
        />
        <SelectFilter
          name="ward"
          label="Phường/xã"
          allLabel={filters.province === undefined ? 'Chọn tỉnh/thành trước' : 'Tất cả phường/xã'}
          value={filters.ward}
          options={wardsShown.map((unit) => ({ value: unit.code, label: unit.name }))}
          disabled={filters.province === undefined || wardsShown.length === 0}
          onChange={(ward) => apply({ ward })}
          searchLabel="Tìm phường, xã"
        />
        <PriceFilter
          key={rangeValue(filters.priceMin, filters.priceMax)}
          presets={pricePresets(filters.cat, filters.form)}
          min={filters.priceMin}
          max={filters.priceMax}
          onChange={(range) => apply(range)}
        />
        {realEstate ? (
          <>
            <SelectFilter
              name="area"
              label="Diện tích"
              allLabel="Tất cả diện tích"
              value={areaSet ? currentArea : undefined}
              options={areaOptions}
              onChange={(value) => {
                const { min, max } = parseRange(value);
                apply({ areaMin: min, areaMax: max });
              }}
            />
            <SelectFilter
              name="bedrooms"
              label="Phòng ngủ"
              allLabel="Tất cả"
              value={filters.bedrooms === undefined ? undefined : String(filters.bedrooms)}
              options={BEDROOM_OPTIONS.map((option) => ({ value: String(option.value), label: option.label }))}
              onChange={(value) => apply({ bedrooms: value === undefined ? undefined : Number(value) })}
            />
          </>
        ) : null}
        {isVehicleCategory(filters.cat) ? <VehicleFilters filters={filters} apply={apply} /> : null}
        <SelectFilter
          name="form"
          label="Loại tin"
          allLabel="Tất cả loại tin"
          value={filters.form}
          options={postingForms(filters.cat).map((form) => ({ value: form, label: form }))}
          onChange={(form) => apply({ form })}
        />
      </div>
      {count > 0 ? (
        <Link href={browseHref(basePath, withoutFilters(filters), context)} prefetch={false} scroll={false} className={clear}>
          Xoá bộ lọc ({count})
        </Link>
      ) : null}
    </section>
  );
}

const bar = css({
  bg: 'bg.surface',
  borderRadius: 'lg',
  boxShadow: 'card',
  px: { base: '3', md: '4' },
  // On a phone the folded bar is the toggle's own 40 px row; unfolded, the filters keep room below.
  pt: { base: '1', md: '4' },
  pb: { base: '1', md: '4' },
  '&:has([aria-expanded=true])': { pb: { base: '3', md: '4' } },
  mb: '4',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  transition: 'opacity 0.15s',
  '&[data-pending=true]': { opacity: 0.7 },
});
// The whole row answers a tap, not only the 74 × 21 px of its words: the bar looks like one button.
const toggle = css({
  display: { base: 'inline-flex', md: 'none' },
  flex: '1',
  minH: '10',
  alignItems: 'center',
  gap: '2',
  alignSelf: 'flex-start',
  fontSize: 'sm',
  fontWeight: 'semibold',
  cursor: 'pointer',
  '&[aria-expanded=true]': { color: 'fg.accent' },
});
const grid = css({
  w: '100%',
  // Phones: the toggle and "Xoá bộ lọc" share the first row, the unfolded filters come below.
  order: { base: 2, md: 0 },
  display: { base: 'none', md: 'grid' },
  '&[data-open=true]': { display: 'grid' },
  gap: '3',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(auto-fit, minmax(150px, 1fr))' },
});
const clear = css({ order: 1, ml: { base: 'auto', md: '0' }, fontSize: 'sm', fontWeight: 'semibold', color: 'fg.accent', _hover: { textDecoration: 'underline' } });
