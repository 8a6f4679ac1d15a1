'use client';
/**
 * Where the wizard's draft stands on the server, beside "Lưu nháp": saving, saved at a time, or not
 * saved (what was typed is still kept in this browser). Listings that are not drafts say nothing.
 */
import { css } from 'styled-system/css';
import { formatSavedTime } from '~/lib/time';
import { hasUnsavedChanges } from '~/machines/postingStepper';
import { PostingActor } from './posting-context';

type SaveState = 'saving' | 'failed' | 'saved' | 'unsaved' | 'none';

export function AutosaveStatus() {
  const state = PostingActor.useSelector((snapshot): SaveState => {
    const { context } = snapshot;
    if (context.paymentLocked || context.values.categoryId === null) return 'none';
    if (context.autosaving !== null || snapshot.matches('savingDraft')) return 'saving';
    if (context.autosaveFailed) return 'failed';
    if (context.savedAt !== null && !hasUnsavedChanges(context)) return 'saved';
    return context.savedAt !== null ? 'unsaved' : 'none';
  });
  const savedAt = PostingActor.useSelector((snapshot) => snapshot.context.savedAt);
  if (state === 'none') return null;
  return (
    <p className={status} data-testid="posting-autosave" data-state={state} aria-live="polite">
      {state === 'saving'
        ? 'Đang lưu nháp…'
        : state === 'failed'
          ? 'Chưa lưu được lên máy chủ — nội dung vẫn giữ trên máy này, sẽ thử lại.'
          : `${state === 'saved' ? 'Đã lưu nháp lúc' : 'Có thay đổi chưa lưu · lưu lần cuối lúc'} ${formatSavedTime(new Date(savedAt ?? 0))}`}
    </p>
  );
}

const status = css({ color: 'fg.muted', fontSize: 'sm', m: 0, w: { base: 'full', md: 'auto' }, textAlign: 'right', '&[data-state=failed]': { color: 'fg.warning' } });
