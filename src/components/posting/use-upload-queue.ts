'use client';
/**
 * Files on their way to the media host: each one is its own XMLHttpRequest to /api/posting/upload,
 * so the bar shows real upload progress and a failed file is retried alone while the others carry
 * on. Finished files leave the queue and join the listing (the stepper's `media.add`).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MEDIA_LIMITS, MEDIA_MAX_BYTES, tooManyFilesMessage, type MediaKind, type StagedMedia } from '~/lib/posting-rules';

export interface QueuedFile {
  readonly id: string;
  readonly kind: MediaKind;
  readonly file: File;
  /** 0 … 1 of the bytes sent. */
  readonly progress: number;
  readonly status: 'uploading' | 'failed';
  readonly message: string | null;
}

export interface UploadQueue {
  readonly items: readonly QueuedFile[];
  readonly pending: number;
  /** Queues files of a kind; refuses the whole choice when it would pass the kind's limit. Returns a refusal message or null. */
  readonly add: (kind: MediaKind, files: readonly File[], alreadyAttached: number) => string | null;
  readonly retry: (id: string) => void;
  readonly dismiss: (id: string) => void;
}

type UploadAnswer = { files?: StagedMedia[]; message?: string };

const NETWORK_FAILURE = 'Mất kết nối khi tải tệp lên, vui lòng thử lại.';

export function useUploadQueue(onUploaded: (kind: MediaKind, file: StagedMedia) => void): UploadQueue {
  const [items, setItems] = useState<readonly QueuedFile[]>([]);
  const sequence = useRef(0);
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);

  const update = useCallback((id: string, change: Partial<QueuedFile>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const send = useCallback(
    (item: QueuedFile) => {
      const request = new XMLHttpRequest();
      request.open('POST', '/api/posting/upload');
      request.setRequestHeader('x-trpc-source', 'react');
      request.responseType = 'json';
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) update(item.id, { progress: event.loaded / event.total });
      };
      request.onload = () => {
        const answer = (request.response ?? {}) as UploadAnswer;
        const stored = answer.files?.[0];
        if (request.status === 200 && stored) {
          setItems((current) => current.filter((candidate) => candidate.id !== item.id));
          uploaded.current(item.kind, stored);
        } else {
          update(item.id, { status: 'failed', message: answer.message ?? 'Không tải được tệp lên.' });
        }
      };
      request.onerror = () => update(item.id, { status: 'failed', message: NETWORK_FAILURE });
      const body = new FormData();
      body.set('kind', item.kind);
      body.append('files', item.file, item.file.name);
      request.send(body);
    },
    [update],
  );

  const add = useCallback(
    (kind: MediaKind, files: readonly File[], alreadyAttached: number): string | null => {
      const queued = items.filter((item) => item.kind === kind).length;
      if (alreadyAttached + queued + files.length > MEDIA_LIMITS[kind]) return tooManyFilesMessage(kind);
      const fresh = files.map((file): QueuedFile => {
        sequence.current += 1;
        const tooBig = file.size > MEDIA_MAX_BYTES[kind];
        return {
          id: `upload-${sequence.current}`,
          kind,
          file,
          progress: 0,
          status: tooBig ? 'failed' : 'uploading',
          message: tooBig ? `Tệp "${file.name}" vượt quá ${Math.round(MEDIA_MAX_BYTES[kind] / 1024 / 1024)} MB.` : null,
        };
      });
      setItems((current) => [...current, ...fresh]);
      for (const item of fresh) if (item.status === 'uploading') send(item);
      return null;
    },
    [items, send],
  );

  const retry = useCallback(
    (id: string) => {
      const item = items.find((candidate) => candidate.id === id);
      if (!item || item.file.size > MEDIA_MAX_BYTES[item.kind]) return;
      const again = { ...item, status: 'uploading' as const, progress: 0, message: null };
      update(id, again);
      send(again);
    },
    [items, send, update],
  );

  const dismiss = useCallback((id: string) => setItems((current) => current.filter((item) => item.id !== id)), []);

  return useMemo(
    () => ({ items, pending: items.filter((item) => item.status === 'uploading').length, add, retry, dismiss }),
    [items, add, retry, dismiss],
  );
}
