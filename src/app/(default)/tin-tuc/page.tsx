import type { Metadata } from 'next';
import { connection } from 'next/server';
import { css } from 'styled-system/css';
import { pageHeader } from 'styled-system/recipes/page-header';
import { NewsList } from '~/components/home/news-list';
import { Breadcrumbs } from '~/components/layout/breadcrumbs';
import { newsOrNothing } from '~/server/news-feed';
import { serverLog } from '~/server/log';
import { publicCaller } from '~/server/loaders/callers';

export const metadata: Metadata = {
  title: 'Tin tức thị trường',
  description: 'Tin tức thị trường nhà đất, xe cộ, việc làm mới nhất từ báo.',
  alternates: { canonical: '/tin-tuc' },
};


/** The newspaper's news list (list-tto). When the feed is down the page says so instead of failing. */
export default async function NewsPage() {
  // Rendered per request: a static render would happen at build time, when no backend runs, and
  // keep the "feed unavailable" notice.
  await connection();
  const news = await newsOrNothing(() => publicCaller().news.latest({ num: 20 }), serverLog);
  return (
    <div className={page}>
      <Breadcrumbs crumbs={[{ label: 'Tin tức thị trường' }]} />
      <h1 className={header.title}>Tin tức thị trường</h1>
      {news.length === 0 ? (
        <p role="status" className={muted}>
          Chưa tải được tin tức lúc này. Bạn vui lòng quay lại sau ít phút.
        </p>
      ) : (
        <NewsList items={news} />
      )}
    </div>
  );
}

const header = pageHeader();
const page = css({ display: 'flex', flexDirection: 'column', gap: '4', pb: '8' });
const muted = css({ color: 'fg.muted' });
