'use client';
/**
 * The photos of a chat message, full size: a modal <dialog> over a dark backdrop (Escape closes it),
 * previous / next with the buttons or the arrow keys, and "n / total".
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { css } from 'styled-system/css';
import type { ChatPhotoView } from '~/server/dto/chat';
import { MediaImage } from '~/components/ui/media-image';

export function PhotoViewer({ photos, start, onClose }: { photos: readonly ChatPhotoView[]; start: number; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  const step = (by: number) => setIndex((current) => (current + by + photos.length) % photos.length);
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') step(1);
    if (event.key === 'ArrowLeft') step(-1);
  };
  const photo = photos[index];
  return (
    <dialog ref={dialog} className={viewer} aria-label="Xem ảnh trong tin nhắn" onClose={onClose} onKeyDown={onKeyDown} data-testid="chat-photo-viewer">
      {photo ? (
        <MediaImage src={photo.fullUrl} alt={`Ảnh ${index + 1} / ${photos.length}`} className={image} />
      ) : null}
      <div className={bar}>
        {photos.length > 1 ? (
          <button type="button" className={control} onClick={() => step(-1)} aria-label="Ảnh trước">
            ‹
          </button>
        ) : null}
        <span className={counter}>
          {index + 1} / {photos.length}
        </span>
        {photos.length > 1 ? (
          <button type="button" className={control} onClick={() => step(1)} aria-label="Ảnh sau">
            ›
          </button>
        ) : null}
        <button type="button" className={control} onClick={() => dialog.current?.close()} aria-label="Đóng">
          ×
        </button>
      </div>
    </dialog>
  );
}

const viewer = css({
  m: 'auto',
  maxW: '100vw',
  maxH: '100vh',
  p: '0',
  border: 'none',
  bg: 'transparent',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '3',
  '&::backdrop': { bg: 'rgba(10,10,12,0.88)' },
});
const image = css({ maxW: '92vw', maxH: '82vh', objectFit: 'contain', borderRadius: 'md' });
const bar = css({ display: 'flex', alignItems: 'center', gap: '3' });
const control = css({ w: '10', h: '10', borderRadius: 'full', bg: 'rgba(255,255,255,0.16)', color: 'fg.inverse', fontSize: 'xl', cursor: 'pointer', _hover: { bg: 'rgba(255,255,255,0.28)' } });
const counter = css({ color: 'fg.inverse', fontSize: 'sm', minW: '12', textAlign: 'center' });
