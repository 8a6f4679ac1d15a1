'use client';
import { useId } from 'react';
import { css } from 'styled-system/css';
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
    <div className={field}>
      <label htmlFor={id} className={labelText}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={hintText}>
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        className={textarea}
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
          <p id={`${id}-error`} role="alert" className={errorText}>
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

const field = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const labelText = css({ fontWeight: 'semibold', fontSize: 'sm' });
const hintText = css({ fontSize: 'xs', color: 'fg.muted' });
const textarea = css({
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'md',
  p: '2',
  fontSize: 'sm',
  resize: 'vertical',
  bg: 'bg.surface',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' },
  '&[aria-invalid=true]': { borderColor: 'fg.accent' },
});
const footer = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '3' });
const errorText = css({ color: 'fg.accent', fontSize: 'sm' });
const counter = css({ fontSize: 'xs', color: 'fg.muted', flexShrink: 0, '&[data-over=true]': { color: 'fg.accent', fontWeight: 'bold' } });
