'use client';
import { css } from 'styled-system/css';
import { Field, inputStyle } from './field';
import { useFieldError, usePatch, useValues } from './posting-context';
import { RichTextEditor } from './rich-text-editor';
import { choiceCard, formGrid, stack } from './step-styles';
import { VehicleFields } from './vehicle-fields';

const TRANSACTION_TYPES = [
  [1, 'Có giá'],
  [2, 'Giá thoả thuận'],
  [3, 'Không hiển thị giá'],
] as const;

export function StepDetails() {
  const values = useValues();
  const patch = usePatch();
  const descriptionError = useFieldError('description');
  const priced = values.transactionType === 1;
  return (
    <div className={stack}>
      <Field field="title" label="Tiêu đề" htmlFor="posting-title-input" required hint="10–150 kí tự, nêu rõ món hàng hoặc bất động sản.">
        <input id="posting-title-input" className={inputStyle} value={values.title} maxLength={300} onChange={(event) => patch({ title: event.target.value })} />
      </Field>
      <Field field="description" label="Mô tả" htmlFor="posting-description" required hint="Tối thiểu 20 kí tự. Có thể in đậm, in nghiêng và tạo danh sách.">
        <RichTextEditor id="posting-description" value={values.description} invalid={descriptionError !== undefined} onChange={(description) => patch({ description })} />
      </Field>
      <Field label="Hình thức giá">
        <div className={choices} role="radiogroup" aria-label="Hình thức giá">
          {TRANSACTION_TYPES.map(([type, label]) => (
            <label key={type} className={choiceCard} data-checked={values.transactionType === type ? 'true' : undefined}>
              <input type="radio" name="transaction-type" checked={values.transactionType === type} onChange={() => patch({ transactionType: type })} />
              {label}
            </label>
          ))}
        </div>
      </Field>
      <div className={formGrid}>
        <Field field="price" label="Giá" htmlFor="posting-price" required={priced}>
          <input
            id="posting-price"
            className={inputStyle}
            inputMode="decimal"
            disabled={!priced}
            placeholder={priced ? 'Ví dụ 3,5' : 'Không nhập giá'}
            value={values.price}
            onChange={(event) => patch({ price: event.target.value })}
          />
        </Field>
        <Field field="priceUnit" label="Đơn vị giá" htmlFor="posting-price-unit" required={priced}>
          <select
            id="posting-price-unit"
            className={inputStyle}
            disabled={!priced}
            value={values.priceUnit}
            onChange={(event) => {
              const unit = event.target.value;
              patch({ priceUnit: unit === '1' || unit === '2' || unit === '3' ? unit : '' });
            }}
          >
            <option value="">Chọn đơn vị</option>
            <option value="1">đồng</option>
            <option value="2">triệu</option>
            <option value="3">tỷ</option>
          </select>
        </Field>
      </div>
      {values.listingType === 2 ? (
        <div className={realEstate}>
          <Field field="area" label="Diện tích (m²)" htmlFor="posting-area" required>
            <input id="posting-area" className={inputStyle} inputMode="decimal" value={values.area} onChange={(event) => patch({ area: event.target.value })} />
          </Field>
          <Field field="bedrooms" label="Số phòng ngủ" htmlFor="posting-bedrooms">
            <input id="posting-bedrooms" className={inputStyle} inputMode="numeric" value={values.bedrooms} onChange={(event) => patch({ bedrooms: event.target.value })} />
          </Field>
          <Field field="bathrooms" label="Số phòng vệ sinh" htmlFor="posting-bathrooms">
            <input id="posting-bathrooms" className={inputStyle} inputMode="numeric" value={values.bathrooms} onChange={(event) => patch({ bathrooms: event.target.value })} />
          </Field>
        </div>
      ) : null}
      <VehicleFields />
    </div>
  );
}

const choices = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' }, gap: '2' });
const realEstate = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' }, gap: '4' });
