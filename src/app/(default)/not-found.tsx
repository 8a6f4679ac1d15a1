import type { Metadata } from 'next';
import { NotFoundContent } from '~/components/not-found/not-found-content';

// No robots entry: Next writes `noindex` on every 404 itself (a second tag was a duplicate).
export const metadata: Metadata = { title: 'Không tìm thấy trang' };

/** notFound() inside the default layout (unknown category, missing listing): the layout already draws the shell. */
export default function DefaultNotFound() {
  return <NotFoundContent />;
}
