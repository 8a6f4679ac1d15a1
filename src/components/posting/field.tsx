'use client';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import type { PostingField } from '~/lib/posting-rules';
import { useFieldError, useWizardEnv } from './posting-context';

/** A wizard field: label, control, the spec §5 message in red under it, and the moderator's note when sent back. */
export function Field({ field, label, htmlFor, required, hint, children, wide }: {
  /** The field whose error and note show here; none for a control without its own rule. */
  field?: PostingField;
  label: string;
  htmlFor?: string;
  required?: boolean;
  hint?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const error = useFieldError(field);
  const notes = useWizardEnv().notes;
  const note = field ? notes[field] : undefined;
  return (
    <div className={cx(group, wide ? wideStyle : undefined)} data-field={field}>
      {htmlFor ? (
        <label htmlFor={htmlFor} className={labelStyle}>
          {label}
          {required ? <span className={star}> *</span> : null}
        </label>
      ) : (
        <span className={labelStyle}>
          {label}
          {required ? <span className={star}> *</span> : null}
        </span>
      )}
      {children}
      {hint ? <p className={hintStyle}>{hint}</p> : null}
      {note ? (
        <p className={noteStyle} data-testid={`note-${field}`}>
          Ghi chú kiểm duyệt: {note}
        </p>
      ) : null}
      {error && field ? (
        <p className={errorStyle} role="alert" data-testid={`error-${field}`} id={`${field}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const inputStyle = css({
  h: '11',
  px: '3',
  w: '100%',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'md',
  bg: 'bg.surface',
  fontSize: 'md',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', borderColor: 'transparent' },
  _disabled: { bg: 'bg.muted', color: 'fg.subtle' },
  '&[aria-invalid=true]': { borderColor: 'red.600' },
});

const group = css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: 0 });
const wideStyle = css({ gridColumn: '1 / -1' });
const labelStyle = css({ fontSize: 'sm', fontWeight: 'semibold' });
const star = css({ color: 'red.600' });
const hintStyle = css({ color: 'fg.muted', fontSize: 'xs' });
const errorStyle = css({ color: 'red.600', fontSize: 'sm' });
const noteStyle = css({ color: 'gold.500', fontSize: 'sm', fontWeight: 'semibold', bg: 'bg.canvas', px: '2', py: '1', borderRadius: 'sm' });
