'use client';
/** The "Xe cộ" filters (issue #20): brand, model year from, odometer up to, fuel and gearbox. */
import type { BrowseFilters } from '~/lib/browse-url';
import { formatKm, FUEL_CODES, FUELS, GEARBOX_CODES, GEARBOXES, KM_MAX_OPTIONS, VEHICLE_BRANDS, YEAR_FROM_OPTIONS } from '~/lib/vehicle';
import { SelectFilter, type SelectOption } from './select-filter';

type VehicleChange = Partial<Pick<BrowseFilters, 'brand' | 'yearMin' | 'kmMax' | 'fuel' | 'gearbox'>>;

interface NumberFilter {
  readonly name: string;
  readonly label: string;
  readonly allLabel: string;
  readonly current: (filters: BrowseFilters) => number | undefined;
  readonly options: (current: number | undefined) => SelectOption[];
  readonly change: (value: string | undefined) => VehicleChange;
}

/** Preset choices, plus a value from a link that is not one of them (still shown as chosen). */
function presets(values: readonly number[], text: (value: number) => string) {
  return (current: number | undefined): SelectOption[] => {
    const options = values.map((value) => ({ value: String(value), label: text(value) }));
    if (current === undefined || values.includes(current)) return options;
    return [...options, { value: String(current), label: text(current) }];
  };
}

const asNumber = (value: string | undefined) => (value === undefined ? undefined : Number(value));
const codeOf = <T extends number>(codes: readonly T[], value: string | undefined) => codes.find((code) => String(code) === value);

const NUMBER_FILTERS: readonly NumberFilter[] = [
  {
    name: 'year_min',
    label: 'Năm sản xuất',
    allLabel: 'Mọi năm',
    current: (filters) => filters.yearMin,
    options: presets(YEAR_FROM_OPTIONS, (year) => `Từ ${year} trở lên`),
    change: (value) => ({ yearMin: asNumber(value) }),
  },
  {
    name: 'km_max',
    label: 'Số km đã đi',
    allLabel: 'Mọi số km',
    current: (filters) => filters.kmMax,
    options: presets(KM_MAX_OPTIONS, (km) => `Dưới ${formatKm(km)}`),
    change: (value) => ({ kmMax: asNumber(value) }),
  },
  {
    name: 'fuel',
    label: 'Nhiên liệu',
    allLabel: 'Mọi nhiên liệu',
    current: (filters) => filters.fuel,
    options: () => FUEL_CODES.map((code) => ({ value: String(code), label: FUELS[code] })),
    change: (value) => ({ fuel: codeOf(FUEL_CODES, value) }),
  },
  {
    name: 'gearbox',
    label: 'Hộp số',
    allLabel: 'Mọi hộp số',
    current: (filters) => filters.gearbox,
    options: () => GEARBOX_CODES.map((code) => ({ value: String(code), label: GEARBOXES[code] })),
    change: (value) => ({ gearbox: codeOf(GEARBOX_CODES, value) }),
  },
];

export function VehicleFilters({ filters, apply }: { filters: BrowseFilters; apply: (change: VehicleChange) => void }) {
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
      {NUMBER_FILTERS.map((filter) => {
        const current = filter.current(filters);
        return (
          <SelectFilter
            key={filter.name}
            name={filter.name}
            label={filter.label}
            allLabel={filter.allLabel}
            value={current === undefined ? undefined : String(current)}
            options={filter.options(current)}
            onChange={(value) => apply(filter.change(value))}
          />
        );
      })}
    </>
  );
}
