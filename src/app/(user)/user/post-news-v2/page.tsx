import type { Metadata } from 'next';
import { css } from 'styled-system/css';
import { PostingWizard } from '~/components/posting/posting-wizard';
import { loadPostingPage } from '~/server/loaders/posting-page';
import { DRAFT_STATUS } from '~/machines/listing-statuses';

export const metadata: Metadata = { title: 'Đăng tin', robots: { index: false } };

/** /user/post-news-v2: new listing; `?id=` edits (or resumes a draft); `?repost=` re-posts; the hash (`#media`) is the step shown. */
export default async function PostNewsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const page = await loadPostingPage(await searchParams);
  if ('problem' in page) {
    return (
      <section className={card}>
        <h1 className={title}>Đăng tin</h1>
        <p role="alert" className={alert}>
          {page.problem}
        </p>
      </section>
    );
  }
  const { start } = page;
  return (
    <section className={card} aria-labelledby="posting-title">
      <h1 id="posting-title" className={title}>
        {start.mode === 'edit' ? (start.status === DRAFT_STATUS ? 'Tiếp tục tin nháp' : 'Sửa tin đăng') : start.mode === 'repost' ? 'Đăng lại tin' : 'Đăng tin mới'}
      </h1>
      <PostingWizard options={page.options} start={start} mediaBaseUrl={page.mediaBaseUrl} />
    </section>
  );
}

const card = css({ bg: 'bg.surface', borderRadius: 'lg', boxShadow: 'card', p: { base: '4', md: '6' }, minW: 0 });
const title = css({ fontSize: 'xl', fontWeight: 'bold', mb: '4' });
const alert = css({ color: 'red.600' });
