'use client';
/**
 * The details step's vehicle facts ("Xe cộ", issue #20): brand (a listed one or any other), model,
 * year, odometer, fuel and gearbox — all optional, checked by the same rules as the server's.
 */
import { css } from 'styled-system/css';
import { vehicleFactsOf, type PostingValues } from '~/lib/posting-rules';
import { FUEL_CODES, FUELS, gearboxChoices, isVehicleCategory, VEHICLE_BRANDS, VEHICLE_LIMITS } from '~/lib/vehicle';
import { vehicleKind } from '~/lib/vehicle-kind';
import { Field, inputStyle } from './field';
import { PostingActor, usePatch, useValues } from './posting-context';

type TypedFact = 'vehicleBrand' | 'vehicleModel' | 'vehicleYear' | 'vehicleKm';
type ChosenFact = 'vehicleFuel' | 'vehicleGearbox';

const BRAND_LIST_ID = 'posting-vehicle-brands';

const TYPED: ReadonlyArray<{ field: TypedFact; label: string; placeholder: string; maxLength?: number; numeric?: boolean; list?: string }> = [
  { field: 'vehicleBrand', label: 'Hãng xe', placeholder: 'Ví dụ Honda', maxLength: VEHICLE_LIMITS.brand, list: BRAND_LIST_ID },
  { field: 'vehicleModel', label: 'Dòng xe', placeholder: 'Ví dụ Vision, Vios 1.5G', maxLength: VEHICLE_LIMITS.model },
  { field: 'vehicleYear', label: 'Năm sản xuất', placeholder: 'Ví dụ 2022', numeric: true },
  { field: 'vehicleKm', label: 'Số km đã đi', placeholder: 'Ví dụ 12.000', numeric: true },
];

const FUEL_CHOICES = FUEL_CODES.map((code) => [code, FUELS[code]] as const);

/** The gearbox speaks the vehicle's words as soon as the brand, model or title tell its kind (the detail page will). */
function gearboxOptions(values: PostingValues) {
  const facts = vehicleFactsOf(values);
  return gearboxChoices(vehicleKind(facts, values.title), facts.gearbox);
}

const CHOSEN: ReadonlyArray<{ field: ChosenFact; label: string; prompt: string; options: (values: PostingValues) => ReadonlyArray<readonly [number, string]> }> = [
  { field: 'vehicleFuel', label: 'Nhiên liệu', prompt: 'Chọn nhiên liệu', options: () => FUEL_CHOICES },
  { field: 'vehicleGearbox', label: 'Hộp số', prompt: 'Chọn hộp số', options: gearboxOptions },
];

const idOf = (field: TypedFact | ChosenFact) => `posting-${field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

export function VehicleFields() {
  const categorySlug = PostingActor.useSelector((snapshot) => snapshot.context.categorySlug);
  const values = useValues();
  const patch = usePatch();
  if (!isVehicleCategory(categorySlug)) return null;
  return (
    <fieldset className={group}>
      <legend className={legend}>Thông tin xe (không bắt buộc, giúp người mua lọc ra tin của bạn)</legend>
      <div className={grid}>
        {TYPED.map(({ field, label, placeholder, maxLength, numeric, list }) => (
          <Field key={field} field={field} label={label} htmlFor={idOf(field)}>
            <input
              id={idOf(field)}
              className={inputStyle}
              list={list}
              maxLength={maxLength}
              inputMode={numeric ? 'numeric' : undefined}
              placeholder={placeholder}
              value={values[field]}
              onChange={(event) => patch({ [field]: event.target.value })}
            />
          </Field>
        ))}
        {CHOSEN.map(({ field, label, prompt, options }) => (
          <Field key={field} field={field} label={label} htmlFor={idOf(field)}>
            <select id={idOf(field)} className={inputStyle} value={values[field]} onChange={(event) => patch({ [field]: event.target.value })}>
              <option value="">{prompt}</option>
              {options(values).map(([code, name]) => (
                <option key={code} value={String(code)}>
                  {name}
                </option>
              ))}
            </select>
          </Field>
        ))}
      </div>
      <datalist id={BRAND_LIST_ID}>
        {VEHICLE_BRANDS.map((brand) => (
          <option key={brand} value={brand} />
        ))}
      </datalist>
    </fieldset>
  );
}

const group = css({ borderWidth: '0', p: '0', m: '0', minW: 0, display: 'flex', flexDirection: 'column', gap: '3' });
const legend = css({ fontWeight: 'semibold', fontSize: 'sm', color: 'fg.muted', mb: '2' });
const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, gap: '4' });
