'use client';
import { css } from 'styled-system/css';
import { POSTING_FORMS } from '~/lib/posting-rules';
import { Field, inputStyle } from './field';
import { usePatch, useValues, useWizardEnv } from './posting-context';
import { choiceCard, choiceGrid } from './step-styles';

const HIDDEN = new Set(['nhu-yeu-pham']);

export function StepCategory() {
  const values = useValues();
  const patch = usePatch();
  const { options } = useWizardEnv();
  const categories = options.categories.filter((category) => !HIDDEN.has(category.slug));
  return (
    <div className={stack}>
      <Field field="categoryId" label="Danh mục" required>
        <div className={choiceGrid} role="radiogroup" aria-label="Danh mục">
          {categories.map((category) => (
            <label key={category.id} className={choiceCard} data-checked={values.categoryId === category.id ? 'true' : undefined}>
              <input
                type="radio"
                name="category"
                value={category.id}
                checked={values.categoryId === category.id}
                onChange={() => patch({ categoryId: category.id, listingType: category.listingType }, category.slug)}
              />
              {category.name}
            </label>
          ))}
        </div>
      </Field>
      <Field label="Loại tin">
        <div className={choiceGrid} role="radiogroup" aria-label="Loại tin">
          {(
            [
              [2, 'Bất động sản', 'Có diện tích, số phòng'],
              [1, 'Tin thông thường', 'Hàng hoá, xe, việc làm, dịch vụ…'],
            ] as const
          ).map(([type, name, hint]) => (
            <label key={type} className={choiceCard} data-checked={values.listingType === type ? 'true' : undefined}>
              <input type="radio" name="listing-type" value={type} checked={values.listingType === type} onChange={() => patch({ listingType: type })} />
              <span>
                {name}
                <small className={small}>{hint}</small>
              </span>
            </label>
          ))}
        </div>
      </Field>
      <Field field="postingForm" label="Hình thức" htmlFor="posting-form" required>
        <select id="posting-form" className={inputStyle} value={values.postingForm} onChange={(event) => patch({ postingForm: event.target.value })}>
          {POSTING_FORMS.map((form) => (
            <option key={form} value={form}>
              {form}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}

const stack = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const small = css({ display: 'block', color: 'fg.muted', fontSize: 'xs', fontWeight: 'normal' });
