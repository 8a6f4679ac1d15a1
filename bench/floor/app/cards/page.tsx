import Link from 'next/link';

/**
 * The long-tail floor of `npm run bench -- --profile-long-tail` (issue #41): a plain Next.js
 * dynamic page, rendered per request from its query, with 20 listing cards (title, price, place,
 * date, an image box) and no data source — what one uncached page of this size costs Next itself.
 */
export default async function CardsFloorPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  const words = typeof query.q === 'string' ? query.q.slice(0, 80) : '';
  const ceiling = Number(typeof query.price_max === 'string' ? query.price_max : '0') || 500_000_000;
  const cards = Array.from({ length: 20 }, (_, index) => ({
    href: `/tin-${index + 1}`,
    title: `${words || 'Tin đăng'} số ${index + 1} — Nhà đất, xe cộ, đồ điện tử chính chủ`,
    price: `${Math.round((ceiling / 20) * (index + 1)).toLocaleString('vi-VN')} đ`,
    place: index % 2 === 0 ? 'Quận 7, Hồ Chí Minh' : 'Cầu Giấy, Hà Nội',
  }));
  return (
    <main style={{ maxWidth: 1080, margin: '0 auto', padding: 16 }}>
      <h1 style={{ fontWeight: 700 }}>Kết quả cho “{words}”</h1>
      <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 12, listStyle: 'none', padding: 0 }}>
        {cards.map((card) => (
          <li key={card.href} style={{ border: '1px solid #ddd', borderRadius: 8, overflow: 'hidden' }}>
            <Link href={card.href} prefetch={false}>
              <div style={{ aspectRatio: '4 / 3', background: '#eee' }} />
              <h2 style={{ fontSize: 15, margin: 8 }}>{card.title}</h2>
            </Link>
            <p style={{ color: '#c00', fontWeight: 700, margin: 8 }}>{card.price}</p>
            <p style={{ color: '#666', fontSize: 13, margin: 8 }}>
              {card.place} · <time dateTime="2026-11-28">28/11/2026</time>
            </p>
          </li>
        ))}
      </ul>
    </main>
  );
}
