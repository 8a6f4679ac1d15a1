import type { Metadata } from 'next';
import { PostManageView } from '~/components/post-manage/post-manage-view';
import { POST_TABS, type PostTab } from '~/lib/contract/post-manage';
import { UserPageCard } from '~/components/wallet/user-page';

export const metadata: Metadata = { title: 'Quản lý tin', robots: { index: false } };

const isTab = (value: unknown): value is PostTab => typeof value === 'string' && (POST_TABS as readonly string[]).includes(value);

export default async function PostManagePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { tab } = await searchParams;
  return (
    <UserPageCard id="post-manage-title" title="Quản lý tin">
      <PostManageView initialTab={isTab(tab) ? tab : 'all'} />
    </UserPageCard>
  );
}
