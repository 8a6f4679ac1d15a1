'use client';
/**
 * The buyer's complaint about an order handed over: the reason and up to the backend's limit of
 * photos, each uploaded on its own through the chat's photo upload (checked by content there). A
 * refusal — of a photo or of the complaint — is shown in Vietnamese and keeps what was typed and
 * the photos already uploaded.
 */
import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { field } from 'styled-system/recipes/field';
import { MESSAGE_MAX_PHOTOS } from '~/lib/contract/chat-vocabulary';
import { useTRPC } from '~/trpc/react';
import { uploadChatPhoto, type UploadedPhoto } from '../chat/upload-photo';
import { StagedPhotos } from '../chat/staged-photos';

export function ComplaintForm({ code, onSent, onClose }: { code: string; onSent: () => void; onClose: () => void }) {
  const trpc = useTRPC();
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<readonly UploadedPhoto[]>([]);
  const [uploading, setUploading] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const dispute = useMutation(trpc.safePurchase.dispute.mutationOptions({ onSuccess: onSent, onError: (error) => setMessage(error.message) }));
  const left = MESSAGE_MAX_PHOTOS - photos.length;

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, left);
    event.target.value = '';
    setMessage(null);
    setUploading((count) => count + files.length);
    for (const file of files) {
      try {
        const uploaded = await uploadChatPhoto(file);
        setPhotos((current) => [...current, uploaded]);
      } catch (failure) {
        setMessage(failure instanceof Error ? failure.message : 'Không tải được ảnh lên, vui lòng thử lại.');
      } finally {
        setUploading((count) => count - 1);
      }
    }
  };

  return (
    <form
      className={form}
      noValidate
      aria-label={`Khiếu nại đơn ${code}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim() === '') {
          setMessage('Vui lòng nhập lý do khiếu nại.');
          return;
        }
        setMessage(null);
        dispute.mutate({ code, reason: reason.trim(), photos: photos.map((photo) => photo.path) });
      }}
    >
      <label htmlFor={`reason-${code}`} className={fieldStyles.label}>
        Lý do khiếu nại
      </label>
      <textarea id={`reason-${code}`} className={fieldStyles.control} rows={3} maxLength={1000} value={reason} onChange={(event) => setReason(event.target.value)} />
      {/* The browser's own file button speaks English: the label is the button, the input is hidden. */}
      <label className={left <= 0 ? `${photoButton} ${photoButtonFull}` : photoButton}>
        <input type="file" accept="image/jpeg,image/png,image/webp" multiple className={hiddenInput} disabled={left <= 0} onChange={(event) => void onFiles(event)} />
        {`Thêm ảnh chụp món hàng (${photos.length}/${MESSAGE_MAX_PHOTOS})`}
      </label>
      <StagedPhotos
        photos={photos}
        uploading={uploading}
        label="Ảnh gửi kèm khiếu nại"
        altOf={(index) => `Ảnh gửi kèm ${index + 1}`}
        removeLabelOf={(index) => `Bỏ ảnh ${index + 1}`}
        onRemove={(photo) => setPhotos((current) => current.filter((other) => other !== photo))}
      />
      {message ? (
        <p role="alert" className={fieldStyles.error}>
          {message}
        </p>
      ) : null}
      <div className={actions}>
        <button type="submit" className={button({ size: 'sm' })} disabled={dispute.isPending || uploading > 0}>
          Gửi khiếu nại
        </button>
        <button type="button" className={button({ size: 'sm', variant: 'ghost' })} onClick={onClose}>
          Để sau
        </button>
      </div>
    </form>
  );
}

const fieldStyles = field();
const form = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const photoButton = cx(button({ size: 'sm', variant: 'outline' }), css({ alignSelf: 'flex-start', cursor: 'pointer' }));
const photoButtonFull = css({ opacity: 0.5, cursor: 'not-allowed' });
const hiddenInput = css({ srOnly: true });
const actions = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });
