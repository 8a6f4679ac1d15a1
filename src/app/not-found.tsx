import type { Metadata } from 'next';
import { DefaultShell } from '~/components/layout/default-shell';
import { NotFoundContent } from '~/components/not-found/not-found-content';

export const metadata: Metadata = { title: 'Không tìm thấy trang', robots: { index: false } };

/** Unmatched URLs: the 404 page inside the default shell (header, footer). */
export default function NotFound() {
  return (
    <DefaultShell>
      <NotFoundContent />
    </DefaultShell>
  );
}
