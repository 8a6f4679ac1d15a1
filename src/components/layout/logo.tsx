import Link from 'next/link';
import { css } from 'styled-system/css';

/** The Rao vặt wordmark; drawn inline so it needs no request and stays sharp at any size. */
export function Logo({ tone = 'brand' }: { tone?: 'brand' | 'inverse' }) {
  return (
    <Link href="/" aria-label="Rao vặt – Trang chủ" className={link} data-tone={tone}>
      <svg width="34" height="34" viewBox="0 0 40 40" aria-hidden="true">
        <rect width="40" height="40" rx="10" className={tile} />
        <path d="M11 27V13h9.5a5 5 0 0 1 0 10H16l7 4" fill="none" strokeWidth="3.4" strokeLinecap="round" strokeLinejoin="round" className={mark} />
        <circle cx="29.5" cy="27" r="2.6" className={dot} />
      </svg>
      <span className={word}>
        Rao <span>vặt</span>
      </span>
    </Link>
  );
}

const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  color: 'fg.accent',
  flexShrink: 0,
  '&[data-tone=inverse]': { color: 'fg.inverse' },
});
// The tile and the mark swap colours on dark backgrounds (footer).
const tile = css({ fill: 'bg.accent', '[data-tone=inverse] &': { fill: 'bg.surface' } });
const mark = css({ stroke: 'bg.surface', '[data-tone=inverse] &': { stroke: 'bg.accent' } });
const dot = css({ fill: 'bg.surface', '[data-tone=inverse] &': { fill: 'bg.accent' } });
const word = css({
  whiteSpace: 'nowrap',
  fontWeight: 'bold',
  fontSize: 'xl',
  letterSpacing: '-0.02em',
  color: 'fg.default',
  '& span': { color: 'fg.accent' },
  '[data-tone=inverse] &': { color: 'fg.inverse', '& span': { color: 'brand.200' } },
});
