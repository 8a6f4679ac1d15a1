'use client';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { field as fieldRecipe } from 'styled-system/recipes/field';
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
    <div className={cx(classes.root, wide ? wideStyle : undefined)} data-field={field}>
      {htmlFor ? (
        <label htmlFor={htmlFor} className={classes.label}>
          {label}
          {required ? <span className={classes.required}> *</span> : null}
        </label>
      ) : (
        <span className={classes.label}>
          {label}
          {required ? <span className={classes.required}> *</span> : null}
        </span>
      )}
      {children}
      {hint ? <p className={classes.hint}>{hint}</p> : null}
      {note ? (
        <p className={noteStyle} data-testid={`note-${field}`}>
          Ghi chú kiểm duyệt: {note}
        </p>
      ) : null}
      {error && field ? (
        <p className={classes.error} role="alert" data-testid={`error-${field}`} id={`${field}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const classes = fieldRecipe({ size: 'lg' });
/** The wizard's inputs and selects. */
export const inputStyle = classes.control;

const wideStyle = css({ gridColumn: '1 / -1' });
const noteStyle = css({ color: 'gold.500', fontSize: 'sm', fontWeight: 'semibold', bg: 'bg.canvas', px: '2', py: '1', borderRadius: 'sm' });
