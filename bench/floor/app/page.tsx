import Link from 'next/link';

const LINKS = Array.from({ length: 40 }, (_, index) => ({ href: `/tin-${index + 1}`, title: `Tin đăng số ${index + 1} — Nhà đất, xe cộ, đồ điện tử` }));

/** A heading, a paragraph and 40 links: the size of a listing page's link list, none of its weight. */
export default function FloorPage() {
  return (
    <main style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
      <h1 style={{ fontWeight: 700 }}>Rao vặt — mua bán nhanh, đăng tin miễn phí</h1>
      <p>Trang nền của phép đo: cùng phông chữ, cùng khung Next.js, không dữ liệu và không mã của trang.</p>
      <ul>
        {LINKS.map((link) => (
          <li key={link.href}>
            <Link href={link.href} prefetch={false} style={{ fontWeight: 600 }}>
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
