'use client';
import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import { field } from 'styled-system/recipes/field';
import { RATING_LABELS, REVIEW_RATINGS, type ReviewRating } from '~/lib/reviews';

interface StarPickerProps {
  readonly value: ReviewRating | null;
  readonly onChange: (rating: ReviewRating) => void;
  readonly error: string | null;
}

const STAR = '12 2 15.09 8.26 22 9.27 17 14.14 18.18 21.02 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26';

/**
 * Choosing 1–5 stars: a native radio group drawn as stars, so Tab reaches it once and the arrow
 * keys move between stars (and screen readers read "4 sao – Tốt, 4 trong 5").
 */
export function StarPicker({ value, onChange, error }: StarPickerProps) {
  const id = useId();
  const [hovered, setHovered] = useState<ReviewRating | null>(null);
  const shown = hovered ?? value;
  return (
    <fieldset className={group} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={fieldStyles.legend}>Bạn chấm người bán mấy sao?</legend>
      <div className={row} onMouseLeave={() => setHovered(null)}>
        {REVIEW_RATINGS.map((rating) => (
          <span key={rating} className={cell} onMouseEnter={() => setHovered(rating)}>
            <input
              type="radio"
              id={`${id}-${rating}`}
              name={`${id}-rating`}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className={radio}
            />
            <label htmlFor={`${id}-${rating}`} className={starLabel} data-on={shown !== null && rating <= shown}>
              <svg viewBox="0 0 24 24" aria-hidden="true" className={icon}>
                <polygon points={STAR} />
              </svg>
              <span className={srOnly}>
                {rating} sao – {RATING_LABELS[rating]}
              </span>
            </label>
          </span>
        ))}
        <span className={word} aria-hidden="true">
          {shown === null ? 'Chưa chọn' : RATING_LABELS[shown]}
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const fieldStyles = field();
const group = css({ borderWidth: '0', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '1' });
const row = css({ display: 'flex', alignItems: 'center', gap: '1' });
const cell = css({ position: 'relative', display: 'inline-flex' });
// The real (transparent) radio lies over its star, so a click or tap lands on the control itself.
const radio = css({ position: 'absolute', inset: '0', w: '100%', h: '100%', m: '0', opacity: 0, cursor: 'pointer', zIndex: 1 });
const starLabel = css({
  display: 'inline-flex',
  p: '1',
  borderRadius: 'md',
  cursor: 'pointer',
  color: 'rating.empty',
  transition: 'color 0.1s, transform 0.1s',
  '&[data-on=true]': { color: 'rating.filled' },
  'input:hover + &': { transform: 'scale(1.1)' },
  'input:focus-visible + &': { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' },
});
const icon = css({ w: '9', h: '9', fill: 'currentColor' });
const word = css({ ml: '2', fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted', minW: '20' });
const srOnly = css({ srOnly: true });
