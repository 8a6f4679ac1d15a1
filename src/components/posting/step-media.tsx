'use client';
import { useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { MEDIA_ACCEPT, MEDIA_KINDS, MEDIA_LABELS, MEDIA_LIMITS, type MediaKind, type StagedMedia } from '~/lib/posting-rules';
import { Field } from './field';
import { PostingActor, useValues, useWizardEnv } from './posting-context';
import { stack } from './step-styles';
import { MediaImage } from '~/components/ui/media-image';

const HINTS: Readonly<Record<MediaKind, string>> = {
  images: 'JPG, PNG hoặc WebP, tối đa 10 MB mỗi ảnh, tối thiểu 300×200. Ảnh đầu tiên là ảnh bìa: kéo thả hoặc bấm "Đặt làm ảnh bìa" để đổi.',
  documents: 'Tài liệu PDF (sổ hồng, bản vẽ…), tối đa 10 MB mỗi tệp.',
  videos: 'Video MP4 hoặc WebM, tối đa 200 MB mỗi tệp.',
  panoramas: 'Ảnh toàn cảnh 360° tỉ lệ 2:1, tối đa 30 MB mỗi ảnh.',
};

export function StepMedia() {
  return (
    <div className={stack}>
      {MEDIA_KINDS.map((kind) => (
        <MediaSection key={kind} kind={kind} />
      ))}
    </div>
  );
}

function MediaSection({ kind }: { kind: MediaKind }) {
  const input = useRef<HTMLInputElement>(null);
  const attached = useValues().media[kind];
  const { uploads, mediaBaseUrl } = useWizardEnv();
  const actor = PostingActor.useActorRef();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const queued = uploads.items.filter((item) => item.kind === kind);
  const full = attached.length + queued.length >= MEDIA_LIMITS[kind];

  return (
    <Field field={kind} label={`${MEDIA_LABELS[kind]} (${attached.length}/${MEDIA_LIMITS[kind]})`} required={kind === 'images'} hint={HINTS[kind]}>
      <div className={tiles} data-testid={`media-${kind}`}>
        {attached.map((file, index) => (
          <figure
            key={file.path}
            className={tile}
            // Drag a photo onto another to put it there (desktop); the buttons do the same on phones.
            draggable={attached.length > 1}
            data-dragging={dragged === file.path}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              setDragged(file.path);
            }}
            onDragEnd={() => setDragged(null)}
            onDragOver={(event) => {
              if (dragged !== null) event.preventDefault();
            }}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null && dragged !== file.path) actor.send({ type: 'media.move', kind, path: dragged, to: index });
              setDragged(null);
            }}
          >
            <Preview file={file} mediaBaseUrl={mediaBaseUrl} />
            {kind === 'images' && index === 0 ? <span className={coverBadge}>Ảnh bìa</span> : null}
            <figcaption className={caption} title={file.name}>
              {file.name || 'Tệp đã tải'}
            </figcaption>
            {attached.length > 1 ? (
              <div className={order}>
                <button type="button" className={orderButton} aria-label={`Chuyển ${file.name} lên trước`} disabled={index === 0} onClick={() => actor.send({ type: 'media.move', kind, path: file.path, to: index - 1 })}>
                  ‹
                </button>
                {kind === 'images' && index > 0 ? (
                  <button type="button" className={coverButton} aria-label="Đặt làm ảnh bìa" onClick={() => actor.send({ type: 'media.move', kind, path: file.path, to: 0 })}>
                    Làm ảnh bìa
                  </button>
                ) : null}
                <button
                  type="button"
                  className={orderButton}
                  aria-label={`Chuyển ${file.name} ra sau`}
                  disabled={index === attached.length - 1}
                  onClick={() => actor.send({ type: 'media.move', kind, path: file.path, to: index + 1 })}
                >
                  ›
                </button>
              </div>
            ) : null}
            <button type="button" className={remove} aria-label={`Xoá ${file.name}`} onClick={() => actor.send({ type: 'media.remove', kind, path: file.path })}>
              ×
            </button>
          </figure>
        ))}
        {queued.map((item) => (
          <div key={item.id} className={tile} data-testid="upload-item" data-status={item.status}>
            <p className={caption} title={item.file.name}>
              {item.file.name}
            </p>
            {item.status !== 'failed' ? (
              <progress className={bar} max={1} value={item.progress} aria-label={item.status === 'done' ? `Đã tải ${item.file.name}, chờ các ảnh chọn trước` : `Đang tải ${item.file.name}`}>
                {Math.round(item.progress * 100)}%
              </progress>
            ) : (
              <>
                <p className={failed} role="alert">
                  {item.message}
                </p>
                <div className={actions}>
                  <button type="button" className={button({ size: 'sm', variant: 'outline' })} onClick={() => uploads.retry(item.id)}>
                    Thử lại
                  </button>
                  <button type="button" className={button({ size: 'sm', variant: 'ghost' })} onClick={() => uploads.dismiss(item.id)}>
                    Bỏ
                  </button>
                </div>
              </>
            )}
          </div>
        ))}
        <button type="button" className={add} disabled={full} onClick={() => input.current?.click()}>
          + Thêm {MEDIA_LABELS[kind].toLowerCase()}
        </button>
      </div>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={MEDIA_ACCEPT[kind]}
        aria-label={`Chọn ${MEDIA_LABELS[kind].toLowerCase()}`}
        data-testid={`media-input-${kind}`}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) setRefusal(uploads.add(kind, files, attached.length));
        }}
      />
      {refusal ? (
        <p className={failed} role="alert">
          {refusal}
        </p>
      ) : null}
    </Field>
  );
}

function Preview({ file, mediaBaseUrl }: { file: StagedMedia; mediaBaseUrl: string }) {
  if (file.mimeType.startsWith('image/')) {
    return <MediaImage src={`${mediaBaseUrl.replace(/\/$/, '')}/media/360/${file.path}`} alt={file.name} className={thumb} loading="lazy" />;
  }
  return <div className={fileIcon}>{file.mimeType === 'application/pdf' ? 'PDF' : 'VIDEO'}</div>;
}

const tiles = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' }, gap: '2' });
const tile = css({
  position: 'relative',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  p: '2',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  minW: 0,
  m: 0,
  '&[draggable=true]': { cursor: 'grab' },
  '&[data-dragging=true]': { opacity: 0.5 },
});
const coverBadge = css({ position: 'absolute', top: '3', left: '3', px: '2', py: '0.5', borderRadius: 'sm', bg: 'bg.accent', color: 'fg.inverse', fontSize: '2xs', fontWeight: 'bold' });
const order = css({ display: 'flex', alignItems: 'center', gap: '1' });
const orderButton = css({ w: '7', h: '7', flexShrink: 0, borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', fontSize: 'md', lineHeight: '1', cursor: 'pointer', _disabled: { opacity: 0.35, cursor: 'default' } });
const coverButton = css({ flex: '1', minW: 0, h: '7', px: '1', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', fontSize: '2xs', fontWeight: 'semibold', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', cursor: 'pointer', _hover: { borderColor: 'fg.accent', color: 'fg.accent' } });
const thumb = css({ w: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 'sm', bg: 'bg.muted' });
const fileIcon = css({ w: '100%', aspectRatio: '4 / 3', display: 'flex', alignItems: 'center', justifyContent: 'center', bg: 'bg.muted', borderRadius: 'sm', fontWeight: 'bold', color: 'fg.muted' });
const caption = css({ fontSize: 'xs', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const remove = css({ position: 'absolute', top: '1', right: '1', w: '7', h: '7', borderRadius: 'full', bg: 'bg.inverse', color: 'fg.inverse', cursor: 'pointer', fontSize: 'lg', lineHeight: '1' });
const bar = css({ w: '100%', h: '2' });
const failed = css({ color: 'red.600', fontSize: 'xs' });
const actions = css({ display: 'flex', gap: '1' });
const add = css({
  minH: '28',
  borderWidth: '2px',
  borderStyle: 'dashed',
  borderColor: 'border.strong',
  borderRadius: 'md',
  color: 'fg.muted',
  fontSize: 'sm',
  cursor: 'pointer',
  _hover: { borderColor: 'fg.accent', color: 'fg.accent' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
});
