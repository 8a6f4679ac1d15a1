'use client';
/**
 * The photos of a chat message, full size: a modal <dialog> over a dark backdrop (Escape closes it),
 * previous / next with the buttons or the arrow keys, and "n / total".
 */
import { useState, type KeyboardEvent } from 'react';
import { css } from 'styled-system/css';
import type { ChatPhotoView } from '~/server/dto/chat';
import { Dialog } from '~/components/ui/dialog';
import { MediaImage } from '~/components/ui/media-image';

export function PhotoViewer({ photos, start, onClose }: { photos: readonly ChatPhotoView[]; start: number; onClose: () => void }) {
  const [index, setIndex] = useState(start);
  const step = (by: number) => setIndex((current) => (current + by + photos.length) % photos.length);
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') step(1);
    if (event.key === 'ArrowLeft') step(-1);
  };
  const photo = photos[index];
  return (
    <Dialog variant="viewer" aria-label="Xem ảnh trong tin nhắn" onClose={onClose} onKeyDown={onKeyDown} testId="chat-photo-viewer">
      {photo ? (
        <MediaImage src={photo.fullUrl} alt={`Ảnh ${index + 1} / ${photos.length}`} className={image} />
      ) : null}
      {/* method="dialog": the close button closes the dialog itself, which gives the focus back. */}
      <form method="dialog" className={bar}>
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
        <button type="submit" className={control} aria-label="Đóng">
          ×
        </button>
      </form>
    </Dialog>
  );
}

const image = css({ maxW: '92vw', maxH: '82vh', objectFit: 'contain', borderRadius: 'md' });
const bar = css({ display: 'flex', alignItems: 'center', gap: '3' });
const control = css({ w: '10', h: '10', borderRadius: 'full', bg: 'rgba(255,255,255,0.16)', color: 'fg.inverse', fontSize: 'xl', cursor: 'pointer', _hover: { bg: 'rgba(255,255,255,0.28)' } });
const counter = css({ color: 'fg.inverse', fontSize: 'sm', minW: '12', textAlign: 'center' });
