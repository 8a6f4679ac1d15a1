import { css, cx } from 'styled-system/css';

// A five-point star on a 24-unit grid, and its left half (the star is symmetric about x = 12).
const STAR = '12 2 15.09 8.26 22 9.27 17 14.14 18.18 21.02 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26';
const LEFT_HALF = '12 2 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26';

type Fill = 'full' | 'half' | 'empty';

/** Each star's fill for a value rounded to the nearest half star. */
function fills(value: number): Fill[] {
  const halves = Math.round(Math.min(5, Math.max(0, value)) * 2);
  return [1, 2, 3, 4, 5].map((star) => (halves >= star * 2 ? 'full' : halves === star * 2 - 1 ? 'half' : 'empty'));
}

interface StarsProps {
  /** 0–5; averages show half stars. */
  readonly value: number;
  /** What a screen reader says instead of the drawing, e.g. "Đánh giá 4 trên 5 sao". */
  readonly label: string;
  readonly size?: 'sm' | 'md' | 'lg';
  readonly className?: string;
}

/** Read-only stars (server-renderable). */
export function Stars({ value, label, size = 'md', className }: StarsProps) {
  return (
    <span role="img" aria-label={label} className={cx(row, className)} data-size={size}>
      {fills(value).map((fill, index) => (
        <svg key={index} viewBox="0 0 24 24" aria-hidden="true" className={icon}>
          <polygon points={STAR} data-fill={fill === 'full' ? 'on' : 'off'} />
          {fill === 'half' ? <polygon points={LEFT_HALF} data-fill="on" /> : null}
        </svg>
      ))}
    </span>
  );
}

const row = css({
  display: 'inline-flex',
  gap: '0.5',
  verticalAlign: 'middle',
  flexShrink: 0,
  '&[data-size=sm] svg': { w: '3.5', h: '3.5' },
  '&[data-size=md] svg': { w: '4', h: '4' },
  '&[data-size=lg] svg': { w: '6', h: '6' },
});
const icon = css({
  '& [data-fill=on]': { fill: 'rating.filled' },
  '& [data-fill=off]': { fill: 'rating.empty' },
});
