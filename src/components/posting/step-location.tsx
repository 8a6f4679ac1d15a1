'use client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { provinceOptionLabel } from '~/lib/units-2025';
import { useTRPC } from '~/trpc/react';
import { OptionSearch, useOptionSearch } from '../ui/option-search';
import { Field, inputStyle } from './field';
import { MapPickerModal } from './map-picker-modal';
import { usePatch, useValues } from './posting-context';
import { formGrid, stack } from './step-styles';

const wardName = (ward: { readonly name: string }) => ward.name;

export function StepLocation() {
  const values = useValues();
  const patch = usePatch();
  const trpc = useTRPC();
  const [picking, setPicking] = useState(false);
  const provinces = useQuery(trpc.browse.provinces.queryOptions());
  const chosenProvince = provinces.data?.find((candidate) => candidate.code === values.provinceCode);
  const formerNames = chosenProvince?.formerNames ?? [];
  // The 2025 units: a province of the 34, then its wards and communes; there are no districts any more.
  const wards = useQuery({ ...trpc.browse.wards.queryOptions({ province: values.provinceCode }), enabled: /^\d{2}$/.test(values.provinceCode) });
  const wardSearch = useOptionSearch(wards.data ?? [], values.provinceCode, wardName, (ward) => ward.code === values.wardCode);

  return (
    <div className={stack}>
      <div className={formGrid}>
        <Field field="provinceCode" label="Tỉnh/Thành phố" htmlFor="posting-province" required>
          <select
            id="posting-province"
            className={inputStyle}
            value={values.provinceCode}
            onChange={(event) => patch({ provinceCode: event.target.value, districtCode: '', wardCode: '' })}
          >
            <option value="">{provinces.isPending ? 'Đang tải…' : 'Chọn tỉnh/thành phố'}</option>
            {provinces.data?.map((province) => (
              <option key={province.code} value={province.code}>
                {provinceOptionLabel(province)}
              </option>
            ))}
          </select>
        </Field>
        <Field field="wardCode" label="Phường/Xã" htmlFor="posting-ward" required>
          {wardSearch.searchable ? <OptionSearch label="Tìm phường, xã" query={wardSearch.query} onQuery={wardSearch.setQuery} className={cx(inputStyle, searchBox)} /> : null}
          <select
            id="posting-ward"
            className={inputStyle}
            value={values.wardCode}
            disabled={values.provinceCode === ''}
            onChange={(event) => patch({ districtCode: '', wardCode: event.target.value })}
          >
            <option value="">{wards.isFetching ? 'Đang tải…' : wardSearch.noMatch ? 'Không có phường/xã nào khớp' : 'Chọn phường/xã'}</option>
            {wardSearch.shown.map((ward) => (
              <option key={ward.code} value={ward.code}>
                {ward.name}
              </option>
            ))}
          </select>
        </Field>
        <Field field="street" label="Số nhà, tên đường" htmlFor="posting-street">
          <input id="posting-street" className={inputStyle} value={values.street} maxLength={300} onChange={(event) => patch({ street: event.target.value })} />
        </Field>
      </div>
      {formerNames.length > 0 ? (
        <p className={muted} data-testid="province-former-names">
          Từ 01/07/2025 gồm cả {formerNames.join(', ')}.
        </p>
      ) : null}
      <div className={mapRow}>
        <button type="button" className={button({ variant: 'outline' })} onClick={() => setPicking(true)}>
          {values.lat === null ? 'Chọn vị trí trên bản đồ' : 'Đổi vị trí trên bản đồ'}
        </button>
        <span className={muted} data-testid="posting-coordinates">
          {values.lat !== null && values.lng !== null ? `Đã ghim: ${values.lat.toFixed(5)}, ${values.lng.toFixed(5)}` : 'Chưa ghim vị trí (không bắt buộc)'}
        </span>
        {values.lat !== null ? (
          <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => patch({ lat: null, lng: null })}>
            Bỏ ghim
          </button>
        ) : null}
      </div>
      {picking ? (
        <MapPickerModal
          open
          lat={values.lat}
          lng={values.lng}
          provinceCode={values.provinceCode}
          provinceName={chosenProvince?.name ?? ''}
          onClose={() => setPicking(false)}
          onPick={(lat, lng) => patch({ lat, lng })}
        />
      ) : null}
    </div>
  );
}

const searchBox = css({ mb: '2' });
const mapRow = css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
