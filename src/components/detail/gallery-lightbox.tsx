'use client';
/**
 * The full-screen photo viewer: a modal <dialog> (focus trap and Escape for free) around a Swiper
 * with keyboard arrows, swipe, pinch/double-tap zoom and a "3/6" counter. Loaded on demand by
 * photo-gallery.tsx, so Swiper and its CSS are not part of the page's first load.
 * @see https://swiperjs.com/react
 */
import { A11y, Keyboard, Navigation, Pagination, Zoom } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import 'swiper/css/zoom';
import { css } from 'styled-system/css';
import type { GalleryImage } from '~/server/dto/listing-detail';
import { Dialog } from '~/components/ui/dialog';
import { MediaImage } from '~/components/ui/media-image';

interface GalleryLightboxProps {
  readonly images: readonly GalleryImage[];
  readonly start: number;
  readonly title: string;
  readonly onClose: () => void;
}

export function GalleryLightbox({ images, start, title, onClose }: GalleryLightboxProps) {
  return (
    <Dialog variant="lightbox" onClose={onClose} aria-label={`Ảnh của tin: ${title}`} closeLabel="Đóng" testId="gallery-lightbox">
      <Swiper
        modules={[A11y, Keyboard, Navigation, Pagination, Zoom]}
        initialSlide={start}
        keyboard={{ enabled: true }}
        navigation
        pagination={{ type: 'fraction' }}
        zoom={{ maxRatio: 3 }}
        a11y={{ prevSlideMessage: 'Ảnh trước', nextSlideMessage: 'Ảnh sau', firstSlideMessage: 'Ảnh đầu tiên', lastSlideMessage: 'Ảnh cuối cùng' }}
        className={swiper}
      >
        {images.map((image, index) => (
          <SwiperSlide key={image.fullUrl}>
            <div className="swiper-zoom-container">
              <MediaImage src={image.fullUrl} alt={`${title} – ảnh ${index + 1}`} loading={Math.abs(index - start) <= 1 ? 'eager' : 'lazy'} className={photo} />
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
    </Dialog>
  );
}

const swiper = css({
  w: '100%',
  h: '100%',
  '--swiper-theme-color': 'token(colors.fg.inverse)',
  '--swiper-navigation-color': 'token(colors.fg.inverse)',
  '--swiper-pagination-color': 'token(colors.fg.inverse)',
  '& .swiper-pagination-fraction': { color: 'fg.inverse', bottom: '4' },
});
const photo = css({ maxW: '100%', maxH: '100dvh', objectFit: 'contain', mx: 'auto' });
