'use client';
/**
 * Photos uploaded and waiting to go with a message or a complaint: thumbnails, each with its remove
 * button, and how many are still uploading. Used by the chat composer and the "Mua an toàn"
 * complaint form (both upload through ./upload-photo.ts).
 */
import { css } from 'styled-system/css';
import { MediaImage } from '~/components/ui/media-image';
import type { UploadedPhoto } from './upload-photo';

interface StagedPhotosProps {
  readonly photos: readonly UploadedPhoto[];
  readonly uploading: number;
  /** The list's accessible name. */
  readonly label: string;
  readonly altOf: (index: number) => string;
  readonly removeLabelOf: (index: number) => string;
  readonly onRemove: (photo: UploadedPhoto) => void;
}

export function StagedPhotos({ photos, uploading, label, altOf, removeLabelOf, onRemove }: StagedPhotosProps) {
  if (photos.length === 0 && uploading === 0) return null;
  return (
    <ul className={staged} aria-label={label}>
      {photos.map((photo, index) => (
        <li key={photo.path} className={stagedItem}>
          <MediaImage src={photo.thumbUrl} alt={altOf(index)} width={64} height={64} className={stagedImage} />
          <button type="button" className={removePhoto} aria-label={removeLabelOf(index)} onClick={() => onRemove(photo)}>
            ×
          </button>
        </li>
      ))}
      {uploading > 0 ? <li className={uploadingNote}>Đang tải {uploading} ảnh…</li> : null}
    </ul>
  );
}

const staged = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0' });
const stagedItem = css({ position: 'relative' });
const stagedImage = css({ w: '16', h: '16', objectFit: 'cover', borderRadius: 'md', display: 'block' });
const removePhoto = css({ position: 'absolute', top: '-1.5', right: '-1.5', w: '5', h: '5', borderRadius: 'full', bg: 'bg.inverse', color: 'fg.inverse', fontSize: 'xs', cursor: 'pointer', lineHeight: '1' });
const uploadingNote = css({ fontSize: 'sm', color: 'fg.muted', alignSelf: 'center' });
