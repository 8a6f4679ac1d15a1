'use client';
/**
 * Writing a message: quick replies for a buyer's first questions, up to five photos (each uploaded
 * on its own through /api/chat/upload), the text box (Enter sends, Shift+Enter is a new line) and
 * "Gửi". The text is the draft message's machine context; what the button may do is asked of it.
 */
import { useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { field } from 'styled-system/recipes/field';
import { MESSAGE_MAX_CHARS, MESSAGE_MAX_PHOTOS } from '~/lib/contract/chat-vocabulary';
import { uploadChatPhoto, type UploadedPhoto } from './upload-photo';
import { useActorSnapshot, type MessageActor, type Outbox } from './outbox';
import { StagedPhotos } from './staged-photos';

export const QUICK_REPLIES = ['Sản phẩm còn không ạ?', 'Giá có thương lượng không?', 'Cho mình xin địa chỉ xem hàng'] as const;

export function Composer({ draft, outbox, quickReplies }: { draft: MessageActor; outbox: Pick<Outbox, 'edit' | 'submit'>; quickReplies: boolean }) {
  const snapshot = useActorSnapshot(draft);
  const [photos, setPhotos] = useState<readonly UploadedPhoto[]>([]);
  const [uploading, setUploading] = useState(0);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const { body, error } = snapshot.context;

  const setPhotoList = (next: readonly UploadedPhoto[]) => {
    setPhotos(next);
    outbox.edit(body, next.map((photo) => photo.path));
  };

  const send = () => {
    if (uploading > 0) return;
    if (outbox.submit()) setPhotos([]);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, MESSAGE_MAX_PHOTOS - photos.length);
    event.target.value = '';
    if (files.length === 0) return;
    setUploadError(null);
    setUploading((count) => count + files.length);
    let staged = photos;
    for (const file of files) {
      try {
        staged = [...staged, await uploadChatPhoto(file)];
        setPhotoList(staged);
      } catch (failure) {
        setUploadError(failure instanceof Error ? failure.message : 'Không tải được ảnh lên, vui lòng thử lại.');
      } finally {
        setUploading((count) => count - 1);
      }
    }
  };

  const quickReply = (text: string) => {
    outbox.edit(text, photos.map((photo) => photo.path));
    send();
  };

  return (
    <form className={form} onSubmit={onSubmit} aria-label="Soạn tin nhắn">
      {quickReplies ? (
        <div className={chips} role="group" aria-label="Câu hỏi nhanh">
          {QUICK_REPLIES.map((text) => (
            <button key={text} type="button" className={chip} onClick={() => quickReply(text)}>
              {text}
            </button>
          ))}
        </div>
      ) : null}
      <StagedPhotos
        photos={photos}
        uploading={uploading}
        label="Ảnh sẽ gửi"
        altOf={() => 'Ảnh sẽ gửi'}
        removeLabelOf={() => 'Bỏ ảnh này'}
        onRemove={(photo) => setPhotoList(photos.filter((candidate) => candidate !== photo))}
      />
      {error || uploadError ? (
        <p className={fieldStyles.error} role="alert">
          {error ?? uploadError}
        </p>
      ) : null}
      <div className={inputRow}>
        <label className={photoButton} aria-label="Gửi ảnh" title={`Gửi ảnh (tối đa ${MESSAGE_MAX_PHOTOS})`}>
          <input type="file" accept="image/jpeg,image/png,image/webp" multiple className={hiddenInput} onChange={(event) => void onFiles(event)} disabled={photos.length >= MESSAGE_MAX_PHOTOS} data-testid="chat-photo-input" />
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <circle cx="9" cy="10" r="1.6" />
            <path d="m21 16-5-5-8 8" strokeLinejoin="round" />
          </svg>
        </label>
        <textarea
          className={textarea}
          value={body}
          rows={1}
          maxLength={MESSAGE_MAX_CHARS + 200}
          placeholder="Nhập tin nhắn…"
          aria-label="Nội dung tin nhắn"
          onChange={(event) => outbox.edit(event.target.value)}
          onKeyDown={onKeyDown}
          data-testid="chat-input"
        />
        <button type="submit" className={button({ size: 'md' })} disabled={!snapshot.can({ type: 'message.submit' }) || uploading > 0} data-testid="chat-send">
          Gửi
        </button>
      </div>
    </form>
  );
}

const fieldStyles = field();
const form = css({ display: 'flex', flexDirection: 'column', gap: '2', borderTopWidth: '1px', borderColor: 'border.default', pt: '3' });
const chips = css({ display: 'flex', gap: '2', overflowX: 'auto', pb: '1' });
const chip = css({
  flexShrink: 0,
  px: '3',
  py: '1.5',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.strong',
  bg: 'bg.surface',
  fontSize: 'sm',
  cursor: 'pointer',
  _hover: { borderColor: 'fg.accent', color: 'fg.accent' },
});
const inputRow = css({ display: 'flex', alignItems: 'flex-end', gap: '2' });
const photoButton = css({ w: '10', h: '10', flexShrink: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', borderRadius: 'full', color: 'fg.muted', cursor: 'pointer', _hover: { bg: 'bg.muted', color: 'fg.accent' } });
const hiddenInput = css({ srOnly: true });
const textarea = css({
  flex: '1',
  minH: '10',
  maxH: '32',
  resize: 'vertical',
  px: '3',
  py: '2',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'lg',
  fontSize: 'sm',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' },
});
