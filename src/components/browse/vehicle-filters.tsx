'use client';
/** The "Xe cộ" filters (issue #20): brand, model year from, odometer up to, fuel and gearbox. */
import type { BrowseFilters } from '~/lib/browse-url';
import { formatKm, FUEL_CODES, FUELS, GEARBOX_CODES, GEARBOXES, KM_MAX_OPTIONS, VEHICLE_BRANDS, YEAR_FROM_OPTIONS } from '~/lib/vehicle';
import { SelectFilter } from './select-filter';

type VehicleChange = Pick<BrowseFilters, 'brand' | 'yearMin' | 'kmMax' | 'fuel' | 'gearbox'>;

const numberOrUndefined = (value: string | undefined) => (value === undefined ? undefined : Number(value));
const optionOf = (value: number | undefined) => (value === undefined ? undefined : String(value));

export function VehicleFilters({ filters, apply }: { filters: BrowseFilters; apply: (change: Partial<VehicleChange>) => void }) {
  return (
    <>
      <SelectFilter
        name="brand"
        label="Hãng xe"
        allLabel="Tất cả hãng"
        value={filters.brand}
        options={VEHICLE_BRANDS.map((brand) => ({ value: brand, label: brand }))}
        onChange={(brand) => apply({ brand })}
      />
      <SelectFilter
        name="year_min"
        label="Năm sản xuất"
        allLabel="Mọi năm"
        value={optionOf(filters.yearMin)}
        options={withCurrent(
          YEAR_FROM_OPTIONS.map((year) => ({ value: String(year), label: `Từ ${year} trở lên` })),
          filters.yearMin,
          (year) => `Từ ${year} trở lên`,
        )}
        onChange={(value) => apply({ yearMin: numberOrUndefined(value) })}
      />
      <SelectFilter
        name="km_max"
        label="Số km đã đi"
        allLabel="Mọi số km"
        value={optionOf(filters.kmMax)}
        options={withCurrent(
          KM_MAX_OPTIONS.map((km) => ({ value: String(km), label: `Dưới ${formatKm(km)}` })),
          filters.kmMax,
          (km) => `Dưới ${formatKm(km)}`,
        )}
        onChange={(value) => apply({ kmMax: numberOrUndefined(value) })}
      />
      <SelectFilter
        name="fuel"
        label="Nhiên liệu"
        allLabel="Mọi nhiên liệu"
        value={optionOf(filters.fuel)}
        options={FUEL_CODES.map((code) => ({ value: String(code), label: FUELS[code] }))}
        onChange={(value) => apply({ fuel: FUEL_CODES.find((code) => String(code) === value) })}
      />
      <SelectFilter
        name="gearbox"
        label="Hộp số"
        allLabel="Mọi hộp số"
        value={optionOf(filters.gearbox)}
        options={GEARBOX_CODES.map((code) => ({ value: String(code), label: GEARBOXES[code] }))}
        onChange={(value) => apply({ gearbox: GEARBOX_CODES.find((code) => String(code) === value) })}
      />
    </>
  );
}

/** A value from a link that is not one of the presets is still shown as chosen. */
function withCurrent(options: Array<{ value: string; label: string }>, current: number | undefined, label: (value: number) => string) {
  if (current === undefined || options.some((option) => option.value === String(current))) return options;
  return [...options, { value: String(current), label: label(current) }];
}
