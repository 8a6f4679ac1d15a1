'use client';
/**
 * Files on their way to the media host: each one is its own XMLHttpRequest to /api/posting/upload,
 * so the bar shows real upload progress and a failed file is retried alone while the others carry
 * on. Finished files leave the queue and join the listing (the stepper's `media.add`) in the order
 * they were picked, whichever upload ends first: the first photo picked is the cover (issue #20).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MEDIA_LIMITS, MEDIA_MAX_BYTES, tooManyFilesMessage, type MediaKind, type StagedMedia } from '~/lib/posting-rules';

export interface QueuedFile {
  readonly id: string;
  readonly kind: MediaKind;
  readonly file: File;
  /** 0 … 1 of the bytes sent. */
  readonly progress: number;
  readonly status: 'uploading' | 'failed' | 'done';
  readonly message: string | null;
  /** The stored file, once uploaded; it joins the listing when no earlier pick is still uploading. */
  readonly stored?: StagedMedia;
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
  // Upload callbacks read and change the queue at once (their order matters): a ref, mirrored in
  // state for rendering.
  const queue = useRef<readonly QueuedFile[]>([]);
  const [items, setItems] = useState<readonly QueuedFile[]>([]);
  const sequence = useRef(0);
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);

  const change = useCallback((next: readonly QueuedFile[]) => {
    queue.current = next;
    setItems(next);
  }, []);

  const update = useCallback((id: string, patch: Partial<QueuedFile>) => change(queue.current.map((item) => (item.id === id ? { ...item, ...patch } : item))), [change]);

  /**
   * Uploads end in any order; files join the listing in the order they were picked. A failed pick
   * does not hold back the ones after it (its retry joins at the end).
   */
  const deliverInOrder = useCallback(() => {
    const ready: QueuedFile[] = [];
    const blocked = new Set<MediaKind>();
    for (const item of queue.current) {
      if (item.status === 'uploading') blocked.add(item.kind);
      else if (item.status === 'done' && !blocked.has(item.kind)) ready.push(item);
    }
    if (ready.length === 0) return;
    const gone = new Set(ready.map((item) => item.id));
    change(queue.current.filter((item) => !gone.has(item.id)));
    for (const item of ready) if (item.stored) uploaded.current(item.kind, item.stored);
  }, [change]);

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
        if (request.status === 200 && stored) update(item.id, { status: 'done', progress: 1, stored });
        else update(item.id, { status: 'failed', message: answer.message ?? 'Không tải được tệp lên.' });
        deliverInOrder();
      };
      request.onerror = () => {
        update(item.id, { status: 'failed', message: NETWORK_FAILURE });
        deliverInOrder();
      };
      const body = new FormData();
      body.set('kind', item.kind);
      body.append('files', item.file, item.file.name);
      request.send(body);
    },
    [update, deliverInOrder],
  );

  const add = useCallback(
    (kind: MediaKind, files: readonly File[], alreadyAttached: number): string | null => {
      const queued = queue.current.filter((item) => item.kind === kind).length;
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
      change([...queue.current, ...fresh]);
      for (const item of fresh) if (item.status === 'uploading') send(item);
      return null;
    },
    [change, send],
  );

  const retry = useCallback(
    (id: string) => {
      const item = queue.current.find((candidate) => candidate.id === id);
      if (!item || item.file.size > MEDIA_MAX_BYTES[item.kind]) return;
      // A retried file joins after the picks that are still on their way.
      const again = { ...item, status: 'uploading' as const, progress: 0, message: null };
      change([...queue.current.filter((candidate) => candidate.id !== id), again]);
      send(again);
    },
    [change, send],
  );

  const dismiss = useCallback(
    (id: string) => {
      change(queue.current.filter((item) => item.id !== id));
      deliverInOrder();
    },
    [change, deliverInOrder],
  );

  return useMemo(
    () => ({ items, pending: items.filter((item) => item.status !== 'failed').length, add, retry, dismiss }),
    [items, add, retry, dismiss],
  );
}
