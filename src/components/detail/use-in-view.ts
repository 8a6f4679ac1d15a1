'use client';
/**
 * True once the element has come near the viewport (within `margin`), then stays true: heavy widgets
 * (map, video) start loading as the visitor scrolls towards them, never on first paint.
 */
import { useEffect, useState, type RefObject } from 'react';

export function useInViewOnce(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, seen]);
  return seen;
}
