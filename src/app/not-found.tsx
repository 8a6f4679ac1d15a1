import type { Metadata } from 'next';
import { DefaultShell } from '~/components/layout/default-shell';
import { NotFoundContent } from '~/components/not-found/not-found-content';

// No robots entry: Next writes `noindex` on every 404 itself (a second tag was a duplicate).
export const metadata: Metadata = { title: 'Không tìm thấy trang' };

/** Unmatched URLs: the 404 page inside the default shell (header, footer). */
export default function NotFound() {
  return (
    <DefaultShell>
      <NotFoundContent />
    </DefaultShell>
  );
}
