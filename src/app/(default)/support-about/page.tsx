import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { css, cx } from 'styled-system/css';
import { pageHeader } from 'styled-system/recipes/page-header';
import { Breadcrumbs } from '~/components/layout/breadcrumbs';
import { INFO_PAGE_SUMMARIES } from '~/content/support';
import { env } from '~/env';
import { OFFICE_ADDRESS, SUPPORT_EMAIL, SUPPORT_PHONE } from '~/lib/site';

export const metadata: Metadata = {
  title: 'Trung tâm hỗ trợ',
  description: 'Hướng dẫn đăng tin, mua điểm, bảng giá, câu hỏi thường gặp, an toàn giao dịch và các chính sách của Rao vặt.',
  alternates: { canonical: '/support-about' },
};

/**
 * The index of the info pages, with the ways to reach support. Rendered per request: a build-time
 * render would freeze the build's site address into its canonical URL and JSON-LD (issue #34).
 */
export default async function SupportIndexPage() {
  await connection();
  return (
    <div>
      <Breadcrumbs crumbs={[{ label: 'Hỗ trợ' }]} />
      <div className={intro}>
        <h1 className={header.title}>Trung tâm hỗ trợ</h1>
        <p className={header.lead}>Mọi điều cần biết để đăng tin, mua điểm và mua bán an toàn trên Rao vặt.</p>
      </div>
      <ul className={cards}>
        {INFO_PAGE_SUMMARIES.map((page) => (
          <li key={page.slug}>
            <Link href={page.href} prefetch={false} className={card}>
              <span className={cardTitle}>{page.title}</span>
              <span className={cardText}>{page.description}</span>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="lien-he-ho-tro" className={contact}>
        <h2 id="lien-he-ho-tro" className={contactTitle}>
          Cần hỗ trợ thêm?
        </h2>
        <p>
          Hotline <a href={`tel:${env.NEXT_PUBLIC_HOTLINE.replace(/\s/g, '')}`}>{env.NEXT_PUBLIC_HOTLINE}</a> · Chăm sóc khách hàng{' '}
          <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a> (8:00 – 17:30, thứ Hai đến thứ Bảy) · Email{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
        <p>{OFFICE_ADDRESS}</p>
      </section>
    </div>
  );
}

const header = pageHeader({ size: 'xl' });
const intro = cx(header.root, css({ mb: '6' }));
const cards = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } });
const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  h: '100%',
  p: '4',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  transition: 'border-color 0.15s, box-shadow 0.15s',
  _hover: { borderColor: 'fg.accent', shadow: 'card' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});
const cardTitle = css({ fontWeight: 'semibold', color: 'fg.default' });
const cardText = css({ fontSize: 'sm', color: 'fg.muted', lineHeight: '1.55' });
const contact = css({
  mt: '8',
  p: '5',
  bg: 'bg.surface',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.default',
  fontSize: 'sm',
  color: 'fg.muted',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  '& a': { color: 'fg.accent', fontWeight: 'semibold' },
});
const contactTitle = css({ fontSize: 'lg', fontWeight: 'bold', color: 'fg.default' });
