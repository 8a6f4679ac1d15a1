/**
 * One photo through /api/chat/upload (checked by content and re-encoded by the backend): the stored
 * path and its thumbnail, or an Error with the Vietnamese message to show. Used by the chat composer
 * and the "Mua an toàn" complaint form, whose photos the backend takes as chat photo paths.
 */
import type { ChatUploadAnswer } from '~/app/api/chat/upload/route';

export interface UploadedPhoto {
  readonly path: string;
  readonly thumbUrl: string;
}

export async function uploadChatPhoto(file: File): Promise<UploadedPhoto> {
  const form = new FormData();
  form.set('file', file, file.name);
  const response = await fetch('/api/chat/upload', { method: 'POST', body: form, headers: { 'x-trpc-source': 'react' } }).catch(() => null);
  if (!response) throw new Error('Không tải được ảnh lên, vui lòng kiểm tra kết nối mạng.');
  const body = (await response.json().catch(() => ({ message: 'Không tải được ảnh lên, vui lòng thử lại.' }))) as ChatUploadAnswer;
  if ('message' in body) throw new Error(body.message);
  return body;
}
