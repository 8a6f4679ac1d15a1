'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { tabs } from 'styled-system/recipes/tabs';
import { POST_TABS, type PostTab } from '~/lib/contract/post-manage-vocabulary';
import type { OwnerAction } from '~/machines/listingLifecycle';
import type { UserPostRow } from '~/server/dto/user-post';
import { useTRPC } from '~/trpc/react';
import { Dialog } from '../ui/dialog';
import { SimplePager } from '../ui/simple-pager';
import { toastStore } from '../ui/toast-store';
import { TAB_LABELS } from './labels';
import { PaidActionDialog } from './paid-action-dialog';
import { PostRow } from './post-row';
import { revealSelectedTab } from '~/components/ui/reveal-selected-tab';

type DirectAction = 'submitDraft' | 'repost' | 'requestVerification' | 'takeDown' | 'delete';

const DIRECT: Partial<Record<OwnerAction, DirectAction>> = {
  'listing.submit': 'submitDraft',
  'listing.repost': 'repost',
  'listing.requestVerification': 'requestVerification',
  'listing.takeDown': 'takeDown',
  'listing.delete': 'delete',
};

const DONE_MESSAGES: Readonly<Record<DirectAction, string>> = {
  submitDraft: 'Đã gửi tin, tin đang chờ duyệt.',
  repost: 'Đã đăng lại, tin đang chờ duyệt.',
  requestVerification: 'Đã gửi yêu cầu xác thực.',
  takeDown: 'Đã hạ tin.',
  delete: 'Đã xoá tin.',
};

/** Asked before doing: losing visibility or the listing itself. */
const CONFIRM: Partial<Record<DirectAction, { title: string; body: string; confirm: string }>> = {
  takeDown: { title: 'Hạ tin', body: 'Tin sẽ không còn hiển thị cho mọi người. Bạn có thể đăng lại sau.', confirm: 'Hạ tin' },
  delete: { title: 'Xoá tin', body: 'Tin sẽ bị xoá khỏi danh sách tin đang đăng và không thể đăng lại.', confirm: 'Xoá tin' },
  requestVerification: { title: 'Yêu cầu xác thực', body: 'Kiểm duyệt viên sẽ kiểm tra giấy tờ và hiện trạng; trong thời gian xác thực tin tạm ẩn.', confirm: 'Gửi yêu cầu' },
};

type Dialog = { kind: 'push' | 'upgrade'; post: UserPostRow } | { kind: 'confirm'; action: DirectAction; post: UserPostRow } | null;

/** Spec §2 /user/post-manage: the tabs of spec §4 with counts, 10 listings a page, newest first. */
export function PostManageView({ initialTab }: { initialTab: PostTab }) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<PostTab>(initialTab);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useQuery(trpc.postManage.list.queryOptions({ tab, page }));
  // The machine judges with the time of this render; a listing ending mid-visit is judged on the next one.
  const [now] = useState(() => Date.now());

  const refresh = async () => {
    await queryClient.invalidateQueries(trpc.postManage.pathFilter());
    // The sidebar's balance is rendered by the server layout.
    router.refresh();
  };
  const act = useMutation(trpc.postManage.act.mutationOptions({ onError: (error) => toastStore.show(error.message, 'error', 6000) }));

  const runDirect = (action: DirectAction, post: UserPostRow) =>
    act.mutate(
      { postId: post.id, action },
      {
        onSuccess: () => {
          setDialog(null);
          toastStore.show(DONE_MESSAGES[action], 'success');
          void refresh();
        },
      },
    );

  const onAction = (action: OwnerAction, post: UserPostRow) => {
    if (action === 'listing.push' || action === 'listing.upgrade') {
      setDialog({ kind: action === 'listing.push' ? 'push' : 'upgrade', post });
      return;
    }
    const direct = DIRECT[action];
    if (!direct) return;
    if (CONFIRM[direct]) setDialog({ kind: 'confirm', action: direct, post });
    else runDirect(direct, post);
  };

  const selectTab = (next: PostTab) => {
    setTab(next);
    setPage(1);
    router.replace(next === 'all' ? '/user/post-manage' : `/user/post-manage?tab=${next}`, { scroll: false });
  };

  return (
    <div className={wrap}>
      <div role="tablist" aria-label="Trạng thái tin" className={tabStyles.list}>
        {POST_TABS.map((key) => (
          <button key={key} type="button" role="tab" aria-selected={tab === key} ref={tab === key ? revealSelectedTab : undefined} className={tabStyles.tab} onClick={() => selectTab(key)} data-testid={`tab-${key}`}>
            {TAB_LABELS[key]}
            <span className={tabStyles.count}>{list.data?.counts[key] ?? '·'}</span>
          </button>
        ))}
      </div>
      {list.isPending ? <p className={muted}>Đang tải danh sách tin…</p> : null}
      {list.isError ? <p role="alert">Không tải được danh sách tin. Vui lòng thử lại sau.</p> : null}
      {list.data && list.data.items.length === 0 ? <p className={muted}>Chưa có tin nào trong mục này.</p> : null}
      <ul className={items} role="tabpanel" aria-label={TAB_LABELS[tab]}>
        {list.data?.items.map((post) => (
          <PostRow key={post.id} post={post} now={now} busy={act.isPending} onAction={onAction} />
        ))}
      </ul>
      {list.data ? <SimplePager label="Trang danh sách tin" page={page} pageCount={list.data.pageCount} onPage={setPage} /> : null}

      {dialog && dialog.kind !== 'confirm' ? (
        <PaidActionDialog
          kind={dialog.kind}
          postId={dialog.post.id}
          title={dialog.post.title}
          onClose={() => setDialog(null)}
          onDone={(message) => {
            setDialog(null);
            toastStore.show(message, 'success');
            void refresh();
          }}
        />
      ) : null}
      {dialog?.kind === 'confirm' ? (
        <Dialog
          title={CONFIRM[dialog.action]?.title ?? ''}
          onClose={() => setDialog(null)}
          testId="confirm-dialog"
          footer={
            <>
              <button type="button" className={button({ variant: 'ghost' })} onClick={() => setDialog(null)}>
                Huỷ
              </button>
              <button type="button" className={button()} disabled={act.isPending} onClick={() => runDirect(dialog.action, dialog.post)}>
                {CONFIRM[dialog.action]?.confirm}
              </button>
            </>
          }
        >
          <p className={subject}>{dialog.post.title}</p>
          <p className={muted}>{CONFIRM[dialog.action]?.body}</p>
        </Dialog>
      ) : null}
    </div>
  );
}

const wrap = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const items = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const subject = css({ fontWeight: 'semibold' });
const tabStyles = tabs();
