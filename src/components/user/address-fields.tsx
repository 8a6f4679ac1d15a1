'use client';
/**
 * The profile's address in the 2025 units (issue #17): a province of the 34, one of its wards, and the
 * street line (the provinces with their "(gồm …)" hints, a search box over a long ward list), kept as the one line of text the member API stores ("Số 5 Yersin, Phường Thủ Dầu Một,
 * Thành phố Hồ Chí Minh"). An address typed before, freely or with old units, opens whole in the street line.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { composeAddress, provinceOptionLabel, splitAddress, type AddressParts } from '~/lib/units-2025';
import { useTRPC } from '~/trpc/react';
import { OptionSearch, useOptionSearch } from '../ui/option-search';

interface AddressFieldsProps {
  readonly value: string;
  readonly onChange: (address: string) => void;
  readonly inputClassName: string;
  readonly labelClassName: string;
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
}

const wardName = (ward: { readonly name: string }) => ward.name;

export function AddressFields({ value, onChange, inputClassName, labelClassName, invalid, describedBy }: AddressFieldsProps) {
  const trpc = useTRPC();
  const provinces = useQuery(trpc.browse.provinces.queryOptions());
  const named = (provinces.data ?? []).map((province) => ({ code: province.code, name: province.fullName }));
  // Until the member changes a part, the parts are read from the saved line (its province, then its ward).
  const [edited, setEdited] = useState<AddressParts | null>(null);
  const provinceCode = edited?.provinceCode ?? splitAddress(value, named, () => []).provinceCode;
  const wards = useQuery({ ...trpc.browse.wards.queryOptions({ province: provinceCode }), enabled: provinceCode !== '' });
  const parts = edited ?? splitAddress(value, named, () => wards.data ?? []);
  const wardSearch = useOptionSearch(wards.data ?? [], parts.provinceCode, wardName, (ward) => ward.code === parts.wardCode);

  const change = (next: AddressParts) => {
    setEdited(next);
    const province = provinces.data?.find((candidate) => candidate.code === next.provinceCode);
    const ward = next.provinceCode === provinceCode ? wards.data?.find((candidate) => candidate.code === next.wardCode) : undefined;
    onChange(composeAddress(next.street, ward, province ? { code: province.code, name: province.fullName } : undefined));
  };

  return (
    <fieldset className={fieldset}>
      <legend className={labelClassName}>Địa chỉ</legend>
      <div className={row}>
        <select
          aria-label="Tỉnh/Thành phố"
          className={inputClassName}
          value={parts.provinceCode}
          onChange={(event) => change({ ...parts, provinceCode: event.target.value, wardCode: '' })}
        >
          <option value="">{provinces.isPending ? 'Đang tải…' : 'Tỉnh/Thành phố'}</option>
          {provinces.data?.map((province) => (
            <option key={province.code} value={province.code}>
              {provinceOptionLabel(province)}
            </option>
          ))}
        </select>
        <div className={wardColumn}>
          {wardSearch.searchable ? <OptionSearch label="Tìm phường, xã" query={wardSearch.query} onQuery={wardSearch.setQuery} className={inputClassName} /> : null}
          <select
            aria-label="Phường/Xã"
            className={inputClassName}
            value={parts.wardCode}
            disabled={parts.provinceCode === ''}
            onChange={(event) => change({ ...parts, wardCode: event.target.value })}
          >
            <option value="">{wards.isFetching ? 'Đang tải…' : wardSearch.noMatch ? 'Không có phường/xã nào khớp' : 'Phường/Xã'}</option>
            {wardSearch.shown.map((ward) => (
              <option key={ward.code} value={ward.code}>
                {ward.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <input
        id="profile-address"
        aria-label="Số nhà, tên đường"
        placeholder="Số nhà, tên đường"
        autoComplete="street-address"
        className={inputClassName}
        value={parts.street}
        maxLength={200}
        onChange={(event) => change({ ...parts, street: event.target.value })}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
      />
    </fieldset>
  );
}

const fieldset = css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: '0', m: '0' });
const row = css({ display: 'grid', gap: '2', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'end' });
const wardColumn = css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' });
