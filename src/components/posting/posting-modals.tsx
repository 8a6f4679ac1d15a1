'use client';
/**
 * The posting wizard's modals of spec §2: the draft modal (unfinished drafts waiting: continue one,
 * send a complete one to review, or start a new listing) and the re-post modal (what re-posting
 * does before the member edits the copy).
 */
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { STEP_LABELS, isPostingStep } from '~/lib/posting-rules';
import type { PostingOptionsDto } from '~/server/routers/posting';
import { useTRPC } from '~/trpc/react';
import { Dialog } from '../ui/dialog';
import { toastStore } from '../ui/toast-store';

/**
 * Open while rendered: the wizard renders it while its machine offers the drafts (`offeringDrafts`).
 * "Đăng tin mới", Escape, or sending the last waiting draft to review is the member's answer.
 */
export function DraftModal({ drafts, onDismiss }: { drafts: PostingOptionsDto['drafts']; onDismiss: () => void }) {
  const [sent, setSent] = useState<readonly number[]>([]);
  const trpc = useTRPC();
  const submit = useMutation(
    trpc.posting.submitDraft.mutationOptions({
      onSuccess: (result) => {
        setSent((current) => [...current, result.postId]);
        toastStore.show('Đã gửi tin nháp đi duyệt', 'success');
      },
      onError: (error) => toastStore.show(error.message, 'error'),
    }),
  );
  const waiting = drafts.filter((draft) => !sent.includes(draft.id));
  return (
    <Dialog
      open={waiting.length > 0}
      onClose={onDismiss}
      title="Bạn có tin nháp chưa đăng"
      size="lg"
      testId="draft-modal"
      openInHtml
      footer={
        <button type="button" className={button({ variant: 'outline' })} onClick={onDismiss}>
          Đăng tin mới
        </button>
      }
    >
      <p className={text}>Tiếp tục tin nháp ở đúng bước bạn đã dừng, gửi duyệt tin nháp đã đủ thông tin, hoặc đăng một tin mới.</p>
      <ul className={list}>
        {waiting.map((draft) => (
          <li key={draft.id} className={item}>
            <span className={itemTitle}>
              {draft.title || `Tin nháp #${draft.id}`}
              <small className={small}>{isPostingStep(draft.draftStep) ? `Đang ở bước: ${STEP_LABELS[draft.draftStep]}` : ''}</small>
            </span>
            <span className={row}>
              <button type="button" className={button({ size: 'sm', variant: 'outline' })} disabled={submit.isPending} onClick={() => submit.mutate({ id: draft.id })}>
                Gửi duyệt
              </button>
              <a className={button({ size: 'sm' })} href={`/user/post-news-v2?id=${draft.id}${isPostingStep(draft.draftStep) ? `#${draft.draftStep}` : ''}`}>
                Tiếp tục
              </a>
            </span>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

export function RepostModal({ sourceId }: { sourceId: number }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      title="Đăng lại tin"
      size="lg"
      testId="repost-modal"
      footer={
        <>
          <Link href="/user/post-manage" className={button({ variant: 'outline' })}>
            Huỷ
          </Link>
          <button type="button" className={button()} onClick={() => setOpen(false)}>
            Tiếp tục đăng lại
          </button>
        </>
      }
    >
      <p className={text}>
        Một tin mới sẽ được tạo từ nội dung của tin #{sourceId}. Bạn có thể sửa nội dung, chọn gói tin và thời hạn trước khi gửi; tin mới được kiểm duyệt và tính phí như
        một tin đăng mới. Tin cũ giữ nguyên.
      </p>
    </Dialog>
  );
}

const text = css({ color: 'fg.muted', fontSize: 'sm' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '2', my: '1', listStyle: 'none', p: 0 });
const item = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', p: '3', flexWrap: 'wrap' });
const itemTitle = css({ fontWeight: 'semibold', fontSize: 'sm', minW: 0, overflowWrap: 'anywhere' });
const small = css({ display: 'block', color: 'fg.muted', fontWeight: 'normal', fontSize: 'xs' });
const row = css({ display: 'flex', gap: '2' });
