import Link from 'next/link';
import { css } from 'styled-system/css';
import { env } from '~/env';
import { GOVERNMENT_LINKS, INFO_PAGES, OFFICE_ADDRESS, PUBLISHER, SUPPORT_EMAIL, SUPPORT_PHONE } from '~/lib/site';
import { Logo } from './logo';
import { PaymentLogos } from './payment-logos';
import { SubscribeBox } from './subscribe-box';

const ABOUT_SLUGS = new Set(['gioi-thieu', 'chinh-sach-bao-mat', 'thong-tin-nguoi-dung', 'dieu-khoan-su-dung', 'an-toan-giao-dich']);

/** Spec §2 footer: address, hotline and support, about/support links, government lookups, payments, subscribe. */
export function SiteFooter() {
  const about = INFO_PAGES.filter((page) => ABOUT_SLUGS.has(page.slug));
  const support = INFO_PAGES.filter((page) => !ABOUT_SLUGS.has(page.slug));
  return (
    <footer className={shell}>
      <div className={grid}>
        <section className={column} aria-labelledby="footer-contact">
          <Logo tone="inverse" />
          <h2 id="footer-contact" className={srOnly}>
            Liên hệ
          </h2>
          <p className={muted}>{PUBLISHER}</p>
          <address className={address}>
            <span>Địa chỉ: {OFFICE_ADDRESS}</span>
            <span>
              Hotline:{' '}
              <a href={`tel:${env.NEXT_PUBLIC_HOTLINE.replace(/\s/g, '')}`} className={strongLink}>
                {env.NEXT_PUBLIC_HOTLINE}
              </a>
            </span>
            <span>
              Hỗ trợ khách hàng: <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a>
            </span>
            <span>
              Email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </span>
          </address>
        </section>
        <LinkColumn title="Về Rao vặt" links={about.map((page) => ({ href: `/support-about/${page.slug}`, title: page.title }))} />
        <LinkColumn title="Hỗ trợ" links={[...support.map((page) => ({ href: `/support-about/${page.slug}`, title: page.title })), { href: '/review', title: 'Đánh giá người bán' }]} />
        <section className={column} aria-labelledby="footer-lookup">
          <h2 id="footer-lookup" className={heading}>
            Tra cứu
          </h2>
          <ul className={linkList}>
            {GOVERNMENT_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className={footerLink}>
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
          <h2 className={heading}>Thanh toán</h2>
          <PaymentLogos />
        </section>
      </div>
      <div className={bottom}>
        <div>
          <h2 className={heading}>Nhận tin mới nhất</h2>
          <SubscribeBox />
        </div>
        <p className={muted}>© {new Date().getFullYear()} Rao vặt. Giấy phép hoạt động mạng xã hội do Bộ Thông tin và Truyền thông cấp.</p>
      </div>
    </footer>
  );
}

function LinkColumn({ title, links }: { title: string; links: ReadonlyArray<{ href: string; title: string }> }) {
  return (
    <nav className={column} aria-label={title}>
      <h2 className={heading}>{title}</h2>
      <ul className={linkList}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} prefetch={false} className={footerLink}>
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// Below every page: not laid out until it comes near (its measured heights, phone and desktop).
const shell = css({ bg: 'bg.inverse', color: 'fg.inverseMuted', mt: '12', fontSize: 'sm', contentVisibility: 'auto', containIntrinsicSize: { base: 'auto 1160px', md: 'auto 440px' } });
const grid = css({
  maxW: 'container',
  mx: 'auto',
  px: { base: '4', md: '4' },
  py: '10',
  display: 'grid',
  gap: '8',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: '1.6fr 1fr 1fr 1.2fr' },
});
const column = css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' });
const heading = css({ color: 'fg.inverse', fontWeight: 'semibold', fontSize: 'sm', textTransform: 'uppercase', letterSpacing: 'wide', mb: '1' });
const linkList = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const footerLink = css({ _hover: { color: 'fg.inverse', textDecoration: 'underline' } });
const strongLink = css({ color: 'fg.inverse', fontWeight: 'bold' });
const address = css({ fontStyle: 'normal', display: 'flex', flexDirection: 'column', gap: '1.5', '& a:hover': { color: 'fg.inverse' } });
const muted = css({ color: 'fg.inverseMuted' });
const bottom = css({
  maxW: 'container',
  mx: 'auto',
  px: '4',
  py: '6',
  borderTopWidth: '1px',
  borderColor: 'border.inverse',
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  gap: '6',
  justifyContent: 'space-between',
  alignItems: { base: 'flex-start', md: 'flex-end' },
});
const srOnly = css({ srOnly: true });
