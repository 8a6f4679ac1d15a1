'use client';
/**
 * A card thumbnail that starts loading within 1.3 viewport heights (spec §9), whatever distance the
 * browser's own `loading="lazy"` uses. The server renders a plain lazy <img> (so images load
 * without JavaScript too); after hydration, a shared observer flips it to `loading="eager"` when it
 * comes near, which makes the browser fetch it at once. The first card of a page (the LCP element)
 * is eager from the start. Only this image is a client component, not the card. Offered as WebP
 * (`<src>.webp`) with the JPEG as fallback.
 */
import { useEffect, useRef, type ImgHTMLAttributes } from 'react';
import { whenNearViewport } from './near-viewport';
import { MediaPicture } from '~/components/ui/media-picture';

interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'src' | 'alt'> {
  readonly src: string;
  readonly alt: string;
  /** Above the fold (the LCP image): load eagerly with high priority. */
  readonly priority?: boolean;
}

export function LazyImage({ priority = false, ...image }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (priority || element === null) return;
    return whenNearViewport(element, () => {
      // The attribute, not only the property, so the switch is visible (and testable) in the DOM.
      element.setAttribute('loading', 'eager');
    });
  }, [priority]);

  return (
    <MediaPicture ref={ref} loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : 'auto'} decoding="async" {...image} />
  );
}
