'use client';
/**
 * The listing's photos for first paint: a CSS scroll-snap strip (swipe on phones, arrows and
 * thumbnails on desktop) with no library at all. The full-screen viewer (Swiper: keyboard, swipe,
 * zoom) is a separate chunk, fetched when the visitor first reaches for it and shown on click.
 */
import { loadWhenOnline } from '~/lib/load-when-online';
import { onDemand } from '~/components/ui/on-demand';
import { CodePending } from '~/components/ui/code-pending';
import { useCallback, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { GalleryImage } from '~/server/dto/listing-detail';
import { ExpandIcon } from './icons';
import { MediaPicture } from '~/components/ui/media-picture';

const loadLightbox = () => loadWhenOnline(() => import('./gallery-lightbox'));
const GalleryLightbox = onDemand(
  () => import('./gallery-lightbox').then((module) => module.GalleryLightbox),
  () => <CodePending className={loadingOverlay} loading="Đang mở ảnh…" />,
);

export function PhotoGallery({ images, title }: { images: readonly GalleryImage[]; title: string }) {
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [viewerAt, setViewerAt] = useState<number | null>(null);

  const scrollTo = useCallback((index: number) => {
    const element = track.current;
    if (!element) return;
    const clamped = Math.max(0, Math.min(images.length - 1, index));
    element.scrollTo({ left: clamped * element.clientWidth, behavior: 'smooth' });
  }, [images.length]);

  const onScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    setCurrent(Math.round(element.scrollLeft / element.clientWidth));
  };

  if (images.length === 0) {
    return (
      <div className={empty} role="img" aria-label="Tin chưa có ảnh">
        Tin chưa có ảnh
      </div>
    );
  }

  return (
    <section aria-label="Ảnh tin đăng" className={gallery} onPointerEnter={() => void loadLightbox()} onFocus={() => void loadLightbox()}>
      <div className={stage}>
        <ul ref={track} className={strip} onScroll={onScroll} data-testid="gallery-strip">
          {images.map((image, index) => (
            <li key={image.url} className={slide}>
              <button type="button" className={slideButton} onClick={() => setViewerAt(index)} aria-label={`Xem ảnh ${index + 1} toàn màn hình`}>
                <MediaPicture
                  src={image.url}
                  choice={{
                    copies: [
                      { url: image.thumbUrl, width: 360 },
                      { url: image.url, width: 720 },
                    ],
                    sizes: SLIDE_SIZES,
                  }}
                  alt={`${title} – ảnh ${index + 1}`}
                  width={image.width ?? 720}
                  height={image.height ?? 540}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  decoding="async"
                  className={photo}
                />
              </button>
            </li>
          ))}
        </ul>
        {images.length > 1 ? (
          <>
            <button type="button" className={`${arrow} ${arrowLeft}`} onClick={() => scrollTo(current - 1)} disabled={current === 0} aria-label="Ảnh trước">
              ‹
            </button>
            <button
              type="button"
              className={`${arrow} ${arrowRight}`}
              onClick={() => scrollTo(current + 1)}
              disabled={current >= images.length - 1}
              aria-label="Ảnh sau"
            >
              ›
            </button>
          </>
        ) : null}
        <span className={counter} aria-live="polite">
          {current + 1}/{images.length}
        </span>
        <button type="button" className={fullscreen} onClick={() => setViewerAt(current)}>
          <ExpandIcon width={14} height={14} /> Xem toàn màn hình
        </button>
      </div>
      {images.length > 1 ? (
        <ul className={thumbs} aria-label="Chọn ảnh">
          {images.map((image, index) => (
            <li key={image.thumbUrl}>
              <button
                type="button"
                className={thumbButton}
                data-active={index === current}
                onClick={() => scrollTo(index)}
                aria-label={`Ảnh ${index + 1}`}
                aria-current={index === current ? 'true' : undefined}
              >
                <MediaPicture src={image.thumbUrl} alt="" width={96} height={72} loading="lazy" decoding="async" className={thumb} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {viewerAt !== null ? <GalleryLightbox images={images} start={viewerAt} title={title} onClose={() => setViewerAt(null)} /> : null}
    </section>
  );
}

/** The stage is the column's width on a phone and at most 720 px (4:3 under its 540 px cap). */
const SLIDE_SIZES = '(max-width: 767px) 100vw, 720px';
const gallery = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const stage = css({ position: 'relative', borderRadius: 'lg', overflow: 'hidden', bg: 'bg.inverse' });
const strip = css({
  display: 'flex',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  aspectRatio: '4 / 3',
  maxH: '540px',
  w: '100%',
  '&::-webkit-scrollbar': { display: 'none' },
});
const slide = css({ flex: '0 0 100%', scrollSnapAlign: 'start', display: 'flex' });
const slideButton = css({ w: '100%', h: '100%', cursor: 'zoom-in', display: 'flex', alignItems: 'center', justifyContent: 'center' });
const photo = css({ w: '100%', h: '100%', objectFit: 'contain' });
const arrow = css({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  w: '10',
  h: '10',
  borderRadius: 'full',
  bg: 'bg.surface',
  color: 'fg.default',
  fontSize: '2xl',
  lineHeight: '1',
  boxShadow: 'raised',
  display: { base: 'none', md: 'flex' },
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  opacity: 0.9,
  _disabled: { opacity: 0.3, cursor: 'default' },
});
const arrowLeft = css({ left: '3' });
const arrowRight = css({ right: '3' });
const counter = css({
  position: 'absolute',
  left: '3',
  bottom: '3',
  px: '2',
  py: '0.5',
  borderRadius: 'sm',
  bg: 'bg.inverse',
  color: 'fg.inverse',
  fontSize: 'xs',
  opacity: 0.85,
});
const fullscreen = css({
  position: 'absolute',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  right: '3',
  bottom: '3',
  px: '3',
  py: '1',
  borderRadius: 'sm',
  bg: 'bg.inverse',
  color: 'fg.inverse',
  fontSize: 'xs',
  cursor: 'pointer',
  opacity: 0.85,
  _hover: { opacity: 1 },
});
const thumbs = css({ display: 'flex', gap: '2', overflowX: 'auto', pb: '1' });
const thumbButton = css({
  display: 'block',
  borderRadius: 'md',
  overflow: 'hidden',
  borderWidth: '2px',
  borderColor: 'transparent',
  cursor: 'pointer',
  opacity: 0.7,
  '&[data-active=true]': { borderColor: 'fg.accent', opacity: 1 },
  _hover: { opacity: 1 },
});
const thumb = css({ w: '96px', h: '72px', objectFit: 'cover' });
const empty = css({
  aspectRatio: '4 / 3',
  maxH: '360px',
  borderRadius: 'lg',
  bg: 'bg.muted',
  color: 'fg.subtle',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
const loadingOverlay = css({
  position: 'fixed',
  inset: '0',
  zIndex: 'modal',
  bg: 'bg.inverse',
  color: 'fg.inverse',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
