'use client';
import { Field, inputStyle } from './field';
import { usePatch, useValues } from './posting-context';
import { formGrid } from './step-styles';

export function StepContact() {
  const values = useValues();
  const patch = usePatch();
  return (
    <div className={formGrid}>
      <Field field="contactName" label="Tên liên hệ" htmlFor="posting-contact-name" required>
        <input id="posting-contact-name" className={inputStyle} autoComplete="name" value={values.contactName} maxLength={200} onChange={(event) => patch({ contactName: event.target.value })} />
      </Field>
      <Field field="contactPhone" label="Số điện thoại" htmlFor="posting-contact-phone" required hint="10 số bắt đầu bằng 0, hoặc + và 11 số.">
        <input
          id="posting-contact-phone"
          className={inputStyle}
          type="tel"
          autoComplete="tel"
          value={values.contactPhone}
          maxLength={20}
          onChange={(event) => patch({ contactPhone: event.target.value })}
        />
      </Field>
    </div>
  );
}
