import type { Metadata } from 'next';
import { SavedSearchList } from '~/components/saved-search/saved-search-list';
import { UserPageCard } from '~/components/wallet/user-page';

export const metadata: Metadata = { title: 'Tìm kiếm đã lưu', robots: { index: false } };

export default function SavedSearchesPage() {
  return (
    <UserPageCard id="saved-searches-title" title="Tìm kiếm đã lưu" lead="Chúng tôi báo cho bạn (mục Thông báo › Hoạt động) khi có tin mới khớp với các tìm kiếm đang bật.">
      <SavedSearchList />
    </UserPageCard>
  );
}
