'use client';
import { useId } from 'react';
import { css } from 'styled-system/css';
import { field } from 'styled-system/recipes/field';
import { cleanReviewText } from '~/lib/reviews';

interface CountedTextareaProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly max: number;
  readonly error: string | null;
  readonly placeholder?: string;
  readonly rows?: number;
  readonly hint?: string;
}

/**
 * A textarea with a live "42/500" counter of what will be stored (markup and extra spaces do not
 * count, as in the backend's check) and its error message tied to it for screen readers.
 */
export function CountedTextarea({ label, value, onChange, max, error, placeholder, rows = 4, hint }: CountedTextareaProps) {
  const id = useId();
  const length = cleanReviewText(value).length;
  return (
    <div className={classes.root}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={classes.hint}>
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        className={classes.control}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-invalid={error !== null}
        aria-describedby={[hint ? `${id}-hint` : null, `${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        // Generous: the limit is on the cleaned text, and a paste over the limit should be trimmed by the writer, not cut silently.
        maxLength={max * 2}
      />
      <div className={footer}>
        {error ? (
          <p id={`${id}-error`} role="alert" className={classes.error}>
            {error}
          </p>
        ) : (
          <span />
        )}
        <span id={`${id}-count`} className={counter} data-over={length > max}>
          {length}/{max}
        </span>
      </div>
    </div>
  );
}

const classes = field();
const footer = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '3' });
const counter = css({ fontSize: 'xs', color: 'fg.muted', flexShrink: 0, '&[data-over=true]': { color: 'fg.accent', fontWeight: 'bold' } });
