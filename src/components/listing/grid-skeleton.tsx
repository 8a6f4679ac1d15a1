import { css } from 'styled-system/css';

/** Placeholder cards while a block streams in; same footprint as the real grid to avoid layout shift. */
export function GridSkeleton({ count }: { count: number }) {
  return (
    <div className={grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={card} />
      ))}
    </div>
  );
}

const grid = css({ display: 'grid', gap: '4', mb: '10', gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' } });
const card = css({ h: '300px', borderRadius: 'lg', bg: 'bg.muted', animation: 'pulse 1.5s ease-in-out infinite' });
