import type { Metadata } from 'next';
import { css } from 'styled-system/css';
import { Logo } from '~/components/layout/logo';
import { NotFoundContent } from '~/components/not-found/not-found-content';

export const metadata: Metadata = { title: 'Không tìm thấy trang', robots: { index: false } };

/**
 * notFound() outside the default layout (the statechart studio for a visitor who may not see it).
 * Unmatched URLs are answered inside the default layout by (default)/[...unmatched]. This one stays
 * light on purpose: Next sends the root not-found's tree with every page, so a full header and
 * footer here would travel twice in every page's HTML.
 */
export default function NotFound() {
  return (
    <div className={frame}>
      <Logo />
      <main id="noi-dung" className={main}>
        <NotFoundContent />
      </main>
    </div>
  );
}

const frame = css({ minH: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '6', px: '4', py: '10' });
const main = css({ w: '100%', maxW: 'container' });
