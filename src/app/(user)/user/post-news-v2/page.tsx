import type { Metadata } from 'next';
import { css } from 'styled-system/css';
import { PostingWizard } from '~/components/posting/posting-wizard';
import { UserPageCard } from '~/components/wallet/user-page';
import { loadPostingPage } from '~/server/loaders/posting-page';
import { DRAFT_STATUS } from '~/machines/listing-statuses';

export const metadata: Metadata = { title: 'Đăng tin', robots: { index: false } };

/** /user/post-news-v2: new listing; `?id=` edits (or resumes a draft); `?repost=` re-posts; the hash (`#media`) is the step shown. */
export default async function PostNewsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const page = await loadPostingPage(await searchParams);
  if ('problem' in page) {
    return (
      <UserPageCard title="Đăng tin">
        <p role="alert" className={alert}>
          {page.problem}
        </p>
      </UserPageCard>
    );
  }
  const { start } = page;
  return (
    <UserPageCard id="posting-title" title={start.mode === 'edit' ? (start.status === DRAFT_STATUS ? 'Tiếp tục tin nháp' : 'Sửa tin đăng') : start.mode === 'repost' ? 'Đăng lại tin' : 'Đăng tin mới'}>
      <PostingWizard options={page.options} start={start} mediaBaseUrl={page.mediaBaseUrl} />
    </UserPageCard>
  );
}

const alert = css({ color: 'fg.error' });
