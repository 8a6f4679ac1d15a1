import type { Metadata } from 'next';
import { css } from 'styled-system/css';
import { FavouriteList } from '~/components/favourite/favourite-list';

export const metadata: Metadata = { title: 'Tin yêu thích', robots: { index: false } };

export default function LikePage() {
  return (
    <section className={card} aria-labelledby="like-title">
      <h1 id="like-title" className={title}>
        Tin yêu thích
      </h1>
      <FavouriteList />
    </section>
  );
}

const card = css({ bg: 'bg.surface', borderRadius: 'lg', boxShadow: 'card', p: { base: '4', md: '6' } });
const title = css({ fontSize: 'xl', fontWeight: 'bold', mb: '4' });
