import { TRPCError } from '@trpc/server';
import type { Metadata } from 'next';
import { css } from 'styled-system/css';
import { PostingWizard, type WizardStart } from '~/components/posting/posting-wizard';
import { getUpstream } from '~/server/upstream-instance';
import { requestCaller } from '~/trpc/server';

export const metadata: Metadata = { title: 'Đăng tin', robots: { index: false } };

const idParam = (value: string | string[] | undefined): number | null => {
  const text = Array.isArray(value) ? value[0] : value;
  const id = Number(text);
  return text && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/** /user/post-news-v2: new listing; `?id=` edits (or resumes a draft); `?repost=` re-posts; the hash (`#media`) is the step shown. */
export default async function PostNewsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const caller = requestCaller();
  const editId = idParam(params.id);
  const repostId = editId === null ? idParam(params.repost) : null;
  const [options, session] = await Promise.all([caller.posting.options(), caller.auth.session()]);
  const contactDefaults = session.member ? { name: session.member.name, phone: session.member.phone } : null;

  let start: WizardStart = { mode: 'create', postId: null, sourceId: null, status: null, values: null, categorySlug: null, step: null, sendBackNotes: {}, rejectReason: null, updatedAt: 0, contactDefaults };
  const loadId = editId ?? repostId;
  if (loadId !== null) {
    try {
      const detail = await caller.posting.editDetail({ id: loadId });
      start = {
        mode: editId !== null ? 'edit' : 'repost',
        postId: editId,
        sourceId: repostId,
        status: editId !== null ? detail.status : null,
        values: detail.values,
        categorySlug: detail.categorySlug,
        step: editId !== null ? detail.draftStep : null,
        sendBackNotes: editId !== null ? detail.sendBackNotes : {},
        rejectReason: detail.rejectReason,
        updatedAt: detail.updatedAt,
        contactDefaults,
      };
    } catch (error) {
      const message = error instanceof TRPCError ? error.message : 'Không tải được tin đăng.';
      return (
        <section className={card}>
          <h1 className={title}>Đăng tin</h1>
          <p role="alert" className={alert}>
            {message}
          </p>
        </section>
      );
    }
  }

  return (
    <section className={card} aria-labelledby="posting-title">
      <h1 id="posting-title" className={title}>
        {start.mode === 'edit' ? (start.status === 60 ? 'Tiếp tục tin nháp' : 'Sửa tin đăng') : start.mode === 'repost' ? 'Đăng lại tin' : 'Đăng tin mới'}
      </h1>
      <PostingWizard options={options} start={start} mediaBaseUrl={getUpstream().mediaBaseUrl} />
    </section>
  );
}

const card = css({ bg: 'bg.surface', borderRadius: 'lg', boxShadow: 'card', p: { base: '4', md: '6' }, minW: 0 });
const title = css({ fontSize: 'xl', fontWeight: 'bold', mb: '4' });
const alert = css({ color: 'red.600' });
