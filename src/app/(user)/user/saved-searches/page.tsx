import type { Metadata } from 'next';
import { css } from 'styled-system/css';
import { SavedSearchList } from '~/components/saved-search/saved-search-list';

export const metadata: Metadata = { title: 'Tìm kiếm đã lưu', robots: { index: false } };

export default function SavedSearchesPage() {
  return (
    <section className={card} aria-labelledby="saved-searches-title">
      <h1 id="saved-searches-title" className={title}>
        Tìm kiếm đã lưu
      </h1>
      <p className={lead}>Chúng tôi báo cho bạn (mục Thông báo › Hoạt động) khi có tin mới khớp với các tìm kiếm đang bật.</p>
      <SavedSearchList />
    </section>
  );
}

const card = css({ bg: 'bg.surface', borderRadius: 'lg', boxShadow: 'card', p: { base: '4', md: '6' } });
const title = css({ fontSize: 'xl', fontWeight: 'bold', mb: '1' });
const lead = css({ color: 'fg.muted', fontSize: 'sm', mb: '4' });
