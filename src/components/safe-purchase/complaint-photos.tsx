'use client';
/**
 * The buyer's complaint photos as thumbnails that open large in the chat's photo viewer: shown to the
 * seller on /user/don-ban, to the buyer on /user/don-mua and to the moderators' queue.
 */
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { ChatPhotoView } from '~/server/dto/chat';
import { PhotoViewer } from '../chat/photo-viewer';
import { MediaImage } from '../ui/media-image';

export function ComplaintPhotos({ photos }: { photos: readonly ChatPhotoView[] }) {
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <>
      <div className={gallery}>
        {photos.map((photo, index) => (
          <a
            key={photo.path}
            href={photo.fullUrl}
            className={thumbLink}
            aria-label={`Xem ảnh ${index + 1} cỡ lớn`}
            onClick={(event) => {
              event.preventDefault();
              setViewing(index);
            }}
          >
            <MediaImage src={photo.thumbUrl} alt={`Ảnh khiếu nại ${index + 1}`} width={120} height={90} loading="lazy" className={thumb} />
          </a>
        ))}
      </div>
      {viewing !== null ? <PhotoViewer photos={photos} start={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}

const gallery = css({ display: 'flex', gap: '2', overflowX: 'auto' });
const thumbLink = css({ flexShrink: 0, borderRadius: 'sm', _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' } });
const thumb = css({ w: '28', h: '20', objectFit: 'cover', borderRadius: 'sm', bg: 'bg.muted' });
