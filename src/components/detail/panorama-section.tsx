'use client';
/**
 * 360° photos: a flat preview and a button; the panorama viewer (pannellum, WebGL) and the full
 * equirectangular image load only when the visitor opens it.
 */
import { onDemand } from '~/components/ui/on-demand';
import { CodePending } from '~/components/ui/code-pending';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { RotateIcon } from './icons';
import { MediaPicture } from '~/components/ui/media-picture';

const PanoramaViewer = onDemand(
  () => import('./panorama-viewer').then((module) => module.PanoramaViewer),
  () => <CodePending className={loadingText} loading="Đang tải trình xem ảnh 360°…" />,
);

interface PanoramaItem {
  readonly url: string;
  readonly previewUrl: string;
}

export function PanoramaSection({ panoramas, title }: { panoramas: readonly PanoramaItem[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <ul className={list}>
      {panoramas.map((panorama, index) => (
        <li key={panorama.url} className={frame}>
          {open === index ? (
            <PanoramaViewer url={panorama.url} title={`${title} – ảnh 360° ${index + 1}`} />
          ) : (
            <button type="button" className={preview} onClick={() => setOpen(index)}>
              <MediaPicture src={panorama.previewUrl} alt="" loading="lazy" decoding="async" className={previewImage} />
              <span className={cta}><RotateIcon /> Xem ảnh 360°</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

const list = css({ display: 'grid', gap: '3' });
const frame = css({ position: 'relative', aspectRatio: '2 / 1', borderRadius: 'md', overflow: 'hidden', bg: 'bg.inverse' });
const preview = css({ position: 'relative', w: '100%', h: '100%', cursor: 'pointer', display: 'flex', alignItems: 'center', justifyContent: 'center' });
const previewImage = css({ position: 'absolute', inset: '0', w: '100%', h: '100%', objectFit: 'cover', opacity: 0.75 });
const cta = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  px: '4',
  py: '2',
  borderRadius: 'full',
  bg: 'bg.accent',
  color: 'fg.inverse',
  fontWeight: 'semibold',
  boxShadow: 'raised',
});
const loadingText = css({ color: 'fg.inverse', p: '4' });
