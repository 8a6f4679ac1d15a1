'use client';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { field } from 'styled-system/recipes/field';
import { judged, NOTE_MAX_CHARS, REASON_MAX_CHARS, resolveListing, SEND_BACK_FIELDS, type SendBackField, VERIFY_CHECKS, type VerifyCheck, writtenNotes } from '~/machines/listingLifecycle';
import type { QueueItemView } from '~/server/dto/user-post';
import { useTRPC } from '~/trpc/react';
import { toastStore } from '../ui/toast-store';

type Mode = 'reject' | 'send_back' | 'verify' | null;

const FIELDS = Object.entries(SEND_BACK_FIELDS) as Array<[SendBackField, string]>;
const CHECKS = Object.entries(VERIFY_CHECKS) as Array<[VerifyCheck, string]>;

/**
 * A moderator's decision on one queued listing. Each button is enabled exactly when the listing
 * lifecycle machine allows that decision with what has been typed (a reason, at least one note,
 * at least one check); what the moderator typed stays when the server refuses.
 */
export function DecisionPanel({ item, onDecided }: { item: QueueItemView; onDecided: () => void }) {
  const trpc = useTRPC();
  const [mode, setMode] = useState<Mode>(null);
  const [reason, setReason] = useState('');
  const [notes, setNotes] = useState<Partial<Record<SendBackField, string>>>({});
  const [checks, setChecks] = useState<VerifyCheck[]>([]);
  const decide = useMutation(
    trpc.moderation.decide.mutationOptions({
      onSuccess: () => onDecided(),
      onError: (error) => toastStore.show(error.message, 'error', 6000),
    }),
  );
  // Queue items are never live yet (no end date), so the time does not change the answer.
  const [now] = useState(() => Date.now());
  const snapshot = resolveListing(item.stored);
  const noteEntries = writtenNotes(notes);
  const can = {
    approve: snapshot.can(judged({ type: 'listing.approve' }, 'moderator', now)),
    reject: snapshot.can(judged({ type: 'listing.reject', reason }, 'moderator', now)),
    sendBack: snapshot.can(judged({ type: 'listing.sendBack', notes: noteEntries }, 'moderator', now)),
    verify: snapshot.can(judged({ type: 'listing.verify', checks }, 'moderator', now)),
    verifyAtAll: snapshot.can(judged({ type: 'listing.verify', checks: ['legal'] }, 'moderator', now)),
  };
  const pending = decide.isPending;

  return (
    <div className={panel} aria-label="Quyết định kiểm duyệt">
      <div className={bar}>
        <button type="button" className={button({ size: 'sm' })} disabled={!can.approve || pending} onClick={() => decide.mutate({ postId: item.id, decision: { decision: 'approve' } })}>
          Duyệt tin
        </button>
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} aria-pressed={mode === 'reject'} onClick={() => setMode(mode === 'reject' ? null : 'reject')}>
          Từ chối…
        </button>
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} aria-pressed={mode === 'send_back'} onClick={() => setMode(mode === 'send_back' ? null : 'send_back')}>
          Trả về để sửa…
        </button>
        {can.verifyAtAll ? (
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} aria-pressed={mode === 'verify'} onClick={() => setMode(mode === 'verify' ? null : 'verify')}>
            Xác thực…
          </button>
        ) : null}
      </div>

      {mode === 'reject' ? (
        <div className={form}>
          <label className={fieldStyles.label} htmlFor={`reject-${item.id}`}>
            Lý do từ chối (thành viên sẽ thấy)
          </label>
          <textarea id={`reject-${item.id}`} className={fieldStyles.control} rows={3} maxLength={REASON_MAX_CHARS} value={reason} onChange={(event) => setReason(event.target.value)} />
          <button
            type="button"
            className={button({ size: 'sm' })}
            disabled={!can.reject || pending}
            onClick={() => decide.mutate({ postId: item.id, decision: { decision: 'reject', reason } })}
          >
            Từ chối tin
          </button>
        </div>
      ) : null}

      {mode === 'send_back' ? (
        <div className={form}>
          <p className={fieldStyles.label}>Ghi chú từng mục cần sửa (để trống mục không cần sửa)</p>
          {FIELDS.map(([field, fieldLabel]) => (
            <div key={field} className={fieldRow}>
              <label htmlFor={`note-${item.id}-${field}`} className={fieldName}>
                {fieldLabel}
              </label>
              <input
                id={`note-${item.id}-${field}`}
                className={fieldStyles.control}
                maxLength={NOTE_MAX_CHARS}
                value={notes[field] ?? ''}
                onChange={(event) => setNotes((current) => ({ ...current, [field]: event.target.value }))}
              />
            </div>
          ))}
          <button
            type="button"
            className={button({ size: 'sm' })}
            disabled={!can.sendBack || pending}
            onClick={() => decide.mutate({ postId: item.id, decision: { decision: 'send_back', notes: noteEntries } })}
          >
            Trả tin về
          </button>
        </div>
      ) : null}

      {mode === 'verify' ? (
        <fieldset className={form}>
          <legend className={fieldStyles.label}>Đã kiểm tra</legend>
          {CHECKS.map(([check, checkLabel]) => (
            <label key={check} className={checkRow}>
              <input
                type="checkbox"
                checked={checks.includes(check)}
                onChange={(event) => setChecks((current) => (event.target.checked ? [...current, check] : current.filter((other) => other !== check)))}
              />
              {checkLabel}
            </label>
          ))}
          <button
            type="button"
            className={button({ size: 'sm' })}
            disabled={!can.verify || pending}
            onClick={() => decide.mutate({ postId: item.id, decision: { decision: 'verify', checks } })}
          >
            Xác thực và đăng tin
          </button>
        </fieldset>
      ) : null}
    </div>
  );
}

const fieldStyles = field({ size: 'sm' });
const panel = css({ display: 'flex', flexDirection: 'column', gap: '3', borderTopWidth: '1px', borderColor: 'border.default', pt: '3' });
const bar = css({ display: 'flex', flexWrap: 'wrap', gap: '2', '& [aria-pressed=true]': { borderColor: 'fg.accent', color: 'fg.accent' } });
const form = css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start', border: 'none', p: '0', m: '0' });
const fieldRow = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '200px 1fr' }, gap: '1', w: 'full', alignItems: 'center' });
const fieldName = css({ fontSize: 'sm', color: 'fg.muted' });
const checkRow = css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm' });
