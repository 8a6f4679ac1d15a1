import type { Metadata } from 'next';
import { css } from 'styled-system/css';
import { PostManageView } from '~/components/post-manage/post-manage-view';
import { POST_TABS, type PostTab } from '~/lib/contract/post-manage';

export const metadata: Metadata = { title: 'Quản lý tin', robots: { index: false } };

const isTab = (value: unknown): value is PostTab => typeof value === 'string' && (POST_TABS as readonly string[]).includes(value);

export default async function PostManagePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { tab } = await searchParams;
  return (
    <section className={card} aria-labelledby="post-manage-title">
      <h1 id="post-manage-title" className={title}>
        Quản lý tin
      </h1>
      <PostManageView initialTab={isTab(tab) ? tab : 'all'} />
    </section>
  );
}

const card = css({ bg: 'bg.surface', borderRadius: 'lg', boxShadow: 'card', p: { base: '4', md: '6' }, minW: '0' });
const title = css({ fontSize: 'xl', fontWeight: 'bold', mb: '4' });
