import type { Metadata } from 'next';
import { NotFoundContent } from '~/components/not-found/not-found-content';

export const metadata: Metadata = { title: 'Không tìm thấy trang', robots: { index: false } };

/** notFound() inside the default layout (unknown category, missing listing): the layout already draws the shell. */
export default function DefaultNotFound() {
  return <NotFoundContent />;
}
