import { css } from 'styled-system/css';
import { Section } from '~/components/listing/section';
import { formatDate } from '~/lib/time';
import { serverLog } from '~/server/log';
import { publicCaller } from '~/trpc/server';

/** News from the newspaper (list-tto). A broken feed hides the block; the page still renders. */
export async function NewsBlock() {
  const news = await publicCaller()
    .news.latest({ num: 4 })
    .catch((error: unknown) => {
      serverLog.warn('news block hidden', { errorMessage: error instanceof Error ? error.message : String(error) });
      return [];
    });
  if (news.length === 0) return null;
  return (
    <Section id="tin-tuc" title="Tin tức thị trường">
      <ul className={grid}>
        {news.map((item) => (
          <li key={item.id} className={card}>
            {item.imageUrl ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={item.imageUrl} alt="" width={360} height={203} loading="lazy" decoding="async" className={image} />
            ) : null}
            <div className={body}>
              <a href={item.link} target="_blank" rel="noopener noreferrer" className={title}>
                {item.title}
              </a>
              <p className={summary}>{item.summary}</p>
              <time dateTime={item.publishedAt.toISOString()} className={date}>
                {formatDate(item.publishedAt)}
              </time>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' } });
const card = css({ bg: 'bg.surface', borderRadius: 'lg', overflow: 'hidden', boxShadow: 'card', display: 'flex', flexDirection: 'column' });
const image = css({ w: '100%', aspectRatio: '16 / 9', objectFit: 'cover', bg: 'bg.muted' });
const body = css({ p: '3', display: 'flex', flexDirection: 'column', gap: '1.5', flex: '1' });
const title = css({ fontWeight: 'semibold', fontSize: 'sm', lineClamp: '2', _hover: { color: 'fg.accent' } });
const summary = css({ fontSize: 'xs', color: 'fg.muted', lineClamp: '3' });
const date = css({ fontSize: 'xs', color: 'fg.subtle', mt: 'auto' });
