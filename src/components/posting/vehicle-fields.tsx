'use client';
/**
 * The details step's vehicle facts ("Xe cộ", issue #20): brand (a listed one or any other), model,
 * year, odometer, fuel and gearbox — all optional, checked by the same rules as the server's.
 */
import { css } from 'styled-system/css';
import { hasVehicleFacts } from '~/lib/posting-rules';
import { FUEL_CODES, FUELS, GEARBOX_CODES, GEARBOXES, VEHICLE_BRANDS, VEHICLE_LIMITS } from '~/lib/vehicle';
import { Field, inputStyle } from './field';
import { PostingActor, usePatch, useValues } from './posting-context';

export function VehicleFields() {
  const categorySlug = PostingActor.useSelector((snapshot) => snapshot.context.categorySlug);
  const values = useValues();
  const patch = usePatch();
  if (!hasVehicleFacts(categorySlug)) return null;
  return (
    <fieldset className={group}>
      <legend className={legend}>Thông tin xe (không bắt buộc, giúp người mua lọc ra tin của bạn)</legend>
      <div className={grid}>
        <Field field="vehicleBrand" label="Hãng xe" htmlFor="posting-vehicle-brand">
          <input
            id="posting-vehicle-brand"
            className={inputStyle}
            list="posting-vehicle-brands"
            maxLength={VEHICLE_LIMITS.brand}
            placeholder="Ví dụ Honda"
            value={values.vehicleBrand}
            onChange={(event) => patch({ vehicleBrand: event.target.value })}
          />
          <datalist id="posting-vehicle-brands">
            {VEHICLE_BRANDS.map((brand) => (
              <option key={brand} value={brand} />
            ))}
          </datalist>
        </Field>
        <Field field="vehicleModel" label="Dòng xe" htmlFor="posting-vehicle-model">
          <input
            id="posting-vehicle-model"
            className={inputStyle}
            maxLength={VEHICLE_LIMITS.model}
            placeholder="Ví dụ Vision, Vios 1.5G"
            value={values.vehicleModel}
            onChange={(event) => patch({ vehicleModel: event.target.value })}
          />
        </Field>
        <Field field="vehicleYear" label="Năm sản xuất" htmlFor="posting-vehicle-year">
          <input
            id="posting-vehicle-year"
            className={inputStyle}
            inputMode="numeric"
            placeholder="Ví dụ 2022"
            value={values.vehicleYear}
            onChange={(event) => patch({ vehicleYear: event.target.value })}
          />
        </Field>
        <Field field="vehicleKm" label="Số km đã đi" htmlFor="posting-vehicle-km">
          <input
            id="posting-vehicle-km"
            className={inputStyle}
            inputMode="numeric"
            placeholder="Ví dụ 12.000"
            value={values.vehicleKm}
            onChange={(event) => patch({ vehicleKm: event.target.value })}
          />
        </Field>
        <Field field="vehicleFuel" label="Nhiên liệu" htmlFor="posting-vehicle-fuel">
          <select id="posting-vehicle-fuel" className={inputStyle} value={values.vehicleFuel} onChange={(event) => patch({ vehicleFuel: event.target.value })}>
            <option value="">Chọn nhiên liệu</option>
            {FUEL_CODES.map((code) => (
              <option key={code} value={String(code)}>
                {FUELS[code]}
              </option>
            ))}
          </select>
        </Field>
        <Field field="vehicleGearbox" label="Hộp số" htmlFor="posting-vehicle-gearbox">
          <select id="posting-vehicle-gearbox" className={inputStyle} value={values.vehicleGearbox} onChange={(event) => patch({ vehicleGearbox: event.target.value })}>
            <option value="">Chọn hộp số</option>
            {GEARBOX_CODES.map((code) => (
              <option key={code} value={String(code)}>
                {GEARBOXES[code]}
              </option>
            ))}
          </select>
        </Field>
      </div>
    </fieldset>
  );
}

const group = css({ borderWidth: '0', p: '0', m: '0', minW: 0, display: 'flex', flexDirection: 'column', gap: '3' });
const legend = css({ fontWeight: 'semibold', fontSize: 'sm', color: 'fg.muted', mb: '2' });
const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, gap: '4' });
