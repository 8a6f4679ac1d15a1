'use client';
/**
 * The listing's videos with the browser's own player. Nothing is downloaded until the visitor
 * presses play: the page shows the listing's first photo as a poster button instead.
 */
import { useState } from 'react';
import { css } from 'styled-system/css';
import { PlayIcon } from './icons';
import { MediaPicture } from '~/components/ui/media-picture';

interface VideoItem {
  readonly url: string;
  readonly mimeType: string;
  readonly posterUrl: string | null;
}

export function VideoSection({ videos, title }: { videos: readonly VideoItem[]; title: string }) {
  const [playing, setPlaying] = useState<number | null>(null);
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  return (
    <ul className={list}>
      {videos.map((video, index) => (
        <li key={video.url} className={frame}>
          {failed.has(index) ? (
            <p className={error} role="alert">
              Không phát được video này. Bạn hãy thử lại sau hoặc dùng trình duyệt khác.
            </p>
          ) : playing === index ? (
            <video
              className={player}
              controls
              autoPlay
              playsInline
              preload="metadata"
              poster={video.posterUrl ?? undefined}
              aria-label={`Video ${index + 1} của tin: ${title}`}
              onError={() => setFailed((previous) => new Set(previous).add(index))}
              data-testid="listing-video"
            >
              <source src={video.url} type={video.mimeType} />
              Trình duyệt của bạn không phát được video.
            </video>
          ) : (
            <button type="button" className={poster} onClick={() => setPlaying(index)} aria-label={`Phát video ${index + 1}`}>
              {video.posterUrl ? (
                <MediaPicture src={video.posterUrl} alt="" loading="lazy" decoding="async" className={posterImage} />
              ) : null}
              <span className={play} aria-hidden="true">
                <PlayIcon />
              </span>
              <span className={caption}>Xem video</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

const list = css({ display: 'grid', gap: '3' });
const frame = css({ position: 'relative', aspectRatio: '16 / 9', borderRadius: 'md', overflow: 'hidden', bg: 'bg.inverse' });
const player = css({ w: '100%', h: '100%', objectFit: 'contain', bg: 'bg.inverse' });
const poster = css({ position: 'relative', w: '100%', h: '100%', cursor: 'pointer', display: 'flex', alignItems: 'center', justifyContent: 'center' });
const posterImage = css({ position: 'absolute', inset: '0', w: '100%', h: '100%', objectFit: 'cover', opacity: 0.6 });
const play = css({
  position: 'relative',
  w: '16',
  h: '16',
  borderRadius: 'full',
  bg: 'bg.accent',
  color: 'fg.inverse',
  fontSize: '2xl',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxShadow: 'raised',
});
const caption = css({ position: 'absolute', bottom: '3', left: '3', color: 'fg.inverse', fontWeight: 'semibold', fontSize: 'sm' });
const error = css({ color: 'fg.inverse', p: '4', display: 'flex', alignItems: 'center', justifyContent: 'center', h: '100%', textAlign: 'center' });
