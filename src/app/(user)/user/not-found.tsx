import type { Metadata } from 'next';
import { NotFoundContent } from '~/components/not-found/not-found-content';

export const metadata: Metadata = { title: 'Không tìm thấy trang', robots: { index: false } };

/** notFound() in a member's page (a conversation that is not theirs): the 404 body inside the member's shell. */
export default function UserNotFound() {
  return <NotFoundContent />;
}
