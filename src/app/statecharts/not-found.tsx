import type { Metadata } from 'next';
import { NotFoundContent } from '~/components/not-found/not-found-content';

export const metadata: Metadata = { title: 'Không tìm thấy trang', robots: { index: false } };

/** notFound() in the studio (not a moderator, an unknown machine): the 404 body inside the studio's frame. */
export default function StatechartsNotFound() {
  return <NotFoundContent />;
}
