import Link from 'next/link';
import { css } from 'styled-system/css';
import { Section } from '~/components/listing/section';
import { newsOrNothing } from '~/server/news-feed';
import { serverLog } from '~/server/log';
import { publicCaller } from '~/server/loaders/callers';
import { NewsList } from './news-list';

/** News from the newspaper (list-tto). A broken or slow feed hides the block; the page still renders. */
export async function NewsBlock() {
  const news = await newsOrNothing(() => publicCaller().news.latest({ num: 4 }), serverLog);
  if (news.length === 0) return null;
  return (
    <Section id="tin-tuc" title="Tin tức thị trường">
      <NewsList items={news} />
      <p className={more}>
        <Link href="/tin-tuc" className={moreLink}>
          Xem tất cả tin tức →
        </Link>
      </p>
    </Section>
  );
}

const more = css({ mt: '3', textAlign: 'right' });
const moreLink = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.accent', _hover: { textDecoration: 'underline' } });
