'use client';
import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';

const AUTOPLAY_MS = 6_000;

/**
 * How many screens the track holds. A track with no width counts as one: the division gave
 * Infinity, and `Array.from({ length: Infinity })` for the dots threw a RangeError that replaced
 * the whole home page with the error page (seen on a phone's full-page capture).
 */
export function carouselPages(scrollWidth: number, clientWidth: number): number {
  if (!(clientWidth > 0)) return 1;
  return Math.max(1, Math.ceil(scrollWidth / clientWidth - 0.05));
}

/**
 * A swipeable carousel over server-rendered slides: native horizontal scrolling with scroll snap
 * (touch swipe, trackpad, keyboard) and no carousel library on the home page's bundle; arrows page by
 * one screen, dots show the position, autoplay pauses on hover, focus, a hidden tab and for visitors
 * who prefer reduced motion.
 */
export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const track = useRef<HTMLUListElement>(null);
  const [page, setPage] = useState(0);
  const [pages, setPages] = useState(1);
  const [paused, setPaused] = useState(false);
  const slides = Children.toArray(children);

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    // A track with no width (a zero-size moment of the window) has nothing to page through.
    if (element.clientWidth === 0) return;
    const total = carouselPages(element.scrollWidth, element.clientWidth);
    setPages(total);
    setPage(Math.min(total - 1, Math.round(element.scrollLeft / element.clientWidth)));
  }, []);

  useEffect(() => {
    measure();
    const element = track.current;
    if (!element) return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  const go = useCallback((target: number) => {
    const element = track.current;
    if (!element) return;
    const count = carouselPages(element.scrollWidth, element.clientWidth);
    const next = ((target % count) + count) % count;
    element.scrollTo({ left: next * element.clientWidth, behavior: 'smooth' });
  }, []);

  useEffect(() => {
    if (paused || pages < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') go(page + 1);
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [paused, pages, page, go]);

  return (
    <div
      className={frame}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul ref={track} className={trackStyle} onScroll={measure} data-testid="carousel-track">
        {slides.map((slide, index) => (
          <li key={index} className={slideStyle} aria-roledescription="slide">
            {slide}
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <>
          <button type="button" className={arrow} data-side="prev" aria-label="Tin trước" onClick={() => go(page - 1)}>
            ‹
          </button>
          <button type="button" className={arrow} data-side="next" aria-label="Tin tiếp theo" onClick={() => go(page + 1)}>
            ›
          </button>
        </>
      ) : null}
      {/* The row is there before the pages are measured (after hydration): nothing below it moves. */}
      <div className={dots}>
        {pages > 1
          ? Array.from({ length: pages }, (_, index) => (
              <button
                key={index}
                type="button"
                className={dot}
                aria-label={`Trang ${index + 1} / ${pages}`}
                aria-current={index === page ? 'true' : undefined}
                onClick={() => go(index)}
              />
            ))
          : null}
      </div>
    </div>
  );
}

const frame = css({ position: 'relative' });
const trackStyle = css({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: { base: '78%', sm: 'calc((100% - token(spacing.3)) / 2)', md: 'calc((100% - 2 * token(spacing.4)) / 3)', xl: 'calc((100% - 3 * token(spacing.4)) / 4)' },
  gap: { base: '3', md: '4' },
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  overscrollBehaviorX: 'contain',
  '&::-webkit-scrollbar': { display: 'none' },
});
// Slides are laid out at once (cards otherwise wait until they come near, src/theme/recipes/
// listing-card.ts): a slide beside the screen rendered late changes the track's height, and the
// blocks below it move on the visitor's screen.
const slideStyle = css({ scrollSnapAlign: 'start', display: 'flex', flexDirection: 'column', minW: '0', '& > article': { flex: '1', contentVisibility: 'visible' } });
const arrow = css({
  display: { base: 'none', md: 'flex' },
  position: 'absolute',
  top: '35%',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  borderRadius: 'full',
  bg: 'bg.surface',
  color: 'fg.default',
  fontSize: '2xl',
  lineHeight: '1',
  boxShadow: 'md',
  cursor: 'pointer',
  borderWidth: '1px',
  borderColor: 'border.default',
  _hover: { color: 'fg.accent' },
  '&[data-side=prev]': { left: '-3' },
  '&[data-side=next]': { right: '-3' },
});
const dots = css({ display: 'flex', justifyContent: 'center', mt: '1', minH: '6' });
// Each dot is drawn 8 px but answers a 24 px square: the 8 × 8 px buttons, 16 px apart, were
// below the 24 px a finger needs (WCAG 2.5.8).
const dot = css({
  display: 'grid',
  placeItems: 'center',
  w: '6',
  h: '6',
  cursor: 'pointer',
  _before: { content: '""', w: '2', h: '2', borderRadius: 'full', bg: 'border.default' },
  '&[aria-current=true]': { w: '7', _before: { bg: 'fg.accent', w: '5' } },
});
