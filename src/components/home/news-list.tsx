import { css, cx } from 'styled-system/css';
import { card as cardRecipe } from 'styled-system/recipes/card';
import { formatDate } from '~/lib/time';
import type { NewsCard } from '~/server/routers/news';
import { MediaPicture } from '~/components/ui/media-picture';

/** News cards: image, title linking to the newspaper, summary, date. */
export function NewsList({ items }: { items: readonly NewsCard[] }) {
  return (
    <ul className={grid}>
      {items.map((item) => (
        <li key={item.id} className={card}>
          {item.imageUrl ? (
            <MediaPicture src={item.imageUrl} alt="" width={360} height={203} loading="lazy" decoding="async" className={image} />
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
  );
}

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' } });
const card = cx(cardRecipe({ padding: 'none' }), css({ overflow: 'hidden', display: 'flex', flexDirection: 'column' }));
const image = css({ w: '100%', aspectRatio: '16 / 9', objectFit: 'cover', bg: 'bg.muted' });
const body = css({ p: '3', display: 'flex', flexDirection: 'column', gap: '1.5', flex: '1' });
const title = css({ fontWeight: 'semibold', fontSize: 'sm', lineClamp: '2', _hover: { color: 'fg.accent' } });
const summary = css({ fontSize: 'xs', color: 'fg.muted', lineClamp: '3' });
const date = css({ fontSize: 'xs', color: 'fg.subtle', mt: 'auto' });
