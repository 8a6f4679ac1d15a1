import { describe, expect, test } from 'vitest';
import { formatPhone } from '../../src/lib/phone-format';
import { fileSizeText, pricePerM2Text, toListingDetail } from '../../src/server/dto/listing-detail';
import { listingJsonLd, listingMetadata, offerBusinessFunction } from '../../src/server/dto/listing-structured-data';
import { visitorIp } from '../../src/server/visitor-ip';
import { postDetail } from './detail-fixture';

const MEDIA = 'http://media.test';
const SITE = 'https://raovat.test';

describe('toListingDetail', () => {
  test('projects post-detail for the page: canonical path, media URLs, sanitised description, facts', () => {
    const detail = toListingDetail(postDetail(), `${MEDIA}/`);
    expect(detail.href).toBe('/bat-dong-san/ban-nha-pho-quan-7-so-hong-rieng-42');
    expect(detail.descriptionHtml).toBe('<p>Nhà <strong>đẹp</strong></p>');
    expect(detail.descriptionText).toBe('Nhà đẹp');
    expect(detail.priceText).toBe('3,5 tỷ');
    expect(detail.priceVnd).toBe(3_500_000_000);
    expect(detail.images[0]).toEqual({
      thumbUrl: `${MEDIA}/media/360/seed/listing/a.jpg`,
      url: `${MEDIA}/media/720/seed/listing/a.jpg`,
      fullUrl: `${MEDIA}/media/full/seed/listing/a.jpg`,
      width: 1200,
      height: 900,
    });
    expect(detail.videos).toEqual([
      { url: `${MEDIA}/media/full/seed/video/sample-1.webm`, mimeType: 'video/webm', posterUrl: `${MEDIA}/media/720/seed/listing/a.jpg` },
    ]);
    expect(detail.panoramas[0]).toEqual({ url: `${MEDIA}/media/full/seed/panorama/panorama-1.jpg`, previewUrl: `${MEDIA}/media/720/seed/panorama/panorama-1.jpg` });
    expect(detail.documents[0]).toMatchObject({ name: 'so-hong.pdf', sizeText: '2,5 MB' });
    expect(detail.location.address).toBe('Đường Huỳnh Tấn Phát, Phường Tân Thuận Đông, Quận 7, Thành phố Hồ Chí Minh');
    expect(detail.realEstate).toEqual({ area: 70, bedrooms: 3, bathrooms: 2, pricePerM2Text: '50 triệu/m²' });
    expect(detail.breadcrumbs).toEqual([
      { label: 'Bất động sản', href: '/bat-dong-san' },
      { label: 'Thành phố Hồ Chí Minh', href: '/bat-dong-san?province=79' },
      { label: 'Phường Tân Thuận', href: '/bat-dong-san?province=79&ward=27478' },
    ]);
    expect(detail.seller).toMatchObject({ name: 'Trần Thị Bình', avatarUrl: null, activeListings: 4 });
    expect(detail.shareImageUrl).toBe(`${MEDIA}/media/720/seed/listing/a.jpg`);
    expect(JSON.stringify(detail)).not.toMatch(/<script|onerror|alert\(/);
  });

  test('negotiable listings have no price in đồng and no price per m²', () => {
    const negotiable = { ...postDetail(), transaction_type: 2 as const, price: null };
    const detail = toListingDetail(negotiable, MEDIA);
    expect(detail.priceText).toBe('Giá thoả thuận');
    expect(detail.priceVnd).toBeNull();
    expect(detail.realEstate?.pricePerM2Text).toBeNull();
  });
});

describe('structured data and metadata', () => {
  const graphOf = (detail: ReturnType<typeof toListingDetail>) => listingJsonLd(detail, SITE)['@graph'];

  test('a live priced sale has a BreadcrumbList and a Product with an Offer in VND', () => {
    const [breadcrumbs, product] = graphOf(toListingDetail(postDetail(), MEDIA));
    expect(breadcrumbs?.itemListElement.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, 'Trang chủ', `${SITE}/`],
      [2, 'Bất động sản', `${SITE}/bat-dong-san`],
      [3, 'Thành phố Hồ Chí Minh', `${SITE}/bat-dong-san?province=79`],
      [4, 'Phường Tân Thuận', `${SITE}/bat-dong-san?province=79&ward=27478`],
      [5, 'Bán nhà phố Quận 7 sổ hồng riêng', `${SITE}/bat-dong-san/ban-nha-pho-quan-7-so-hong-rieng-42`],
    ]);
    expect(product).toMatchObject({
      '@type': 'Product',
      sku: '42',
      offers: { '@type': 'Offer', price: 3_500_000_000, priceCurrency: 'VND', availability: 'https://schema.org/InStock' },
    });
    expect(JSON.stringify(product)).toContain('"unitCode":"MTK"');
  });

  test('no Offer when the listing is inactive, negotiable or a demand', () => {
    const cases = [
      { ...postDetail(), state: 'inactive' as const },
      { ...postDetail(), transaction_type: 2 as const, price: null },
      { ...postDetail(), posting_form: 'Cần mua' },
    ];
    for (const item of cases) {
      const [, product] = graphOf(toListingDetail(item, MEDIA));
      expect(product).not.toHaveProperty('offers');
    }
    expect(offerBusinessFunction('Cho thuê')).toBe('http://purl.org/goodrelations/v1#LeaseOut');
    expect(offerBusinessFunction('Tìm việc')).toBeNull();
  });

  test('metadata: canonical, plain-text description, 720 image, noindex only when inactive', () => {
    const live = listingMetadata(toListingDetail(postDetail(), MEDIA));
    expect(live.alternates?.canonical).toBe('/bat-dong-san/ban-nha-pho-quan-7-so-hong-rieng-42');
    expect(live.description).toBe('3,5 tỷ · Quận 7, Hồ Chí Minh – Nhà đẹp');
    expect(live.robots).toEqual({ index: true, follow: true });
    expect(JSON.stringify(live.openGraph)).toContain('/media/720/seed/listing/a.jpg');
    const expired = listingMetadata(toListingDetail({ ...postDetail(), state: 'inactive' }, MEDIA));
    expect(expired.robots).toEqual({ index: false, follow: true });
  });
});

describe('small helpers', () => {
  test('pricePerM2Text and fileSizeText', () => {
    expect(pricePerM2Text(3_500_000_000, 70)).toBe('50 triệu/m²');
    expect(pricePerM2Text(1_900_000, 23)).toBe('83 nghìn/m²');
    expect(pricePerM2Text(null, 70)).toBeNull();
    expect(pricePerM2Text(1_000, 0)).toBeNull();
    expect(fileSizeText(512)).toBe('512 B');
    expect(fileSizeText(1536)).toBe('1,5 KB');
  });

  test('formatPhone groups 10-digit numbers 4-3-3 and leaves others alone', () => {
    expect(formatPhone('0901234567')).toBe('0901 234 567');
    expect(formatPhone('+84901234567')).toBe('+84901234567');
    expect(formatPhone('1900 6068')).toBe('1900 6068');
  });

  test('visitorIp takes the nearest X-Forwarded-For hop that is not a local proxy, then X-Real-IP', () => {
    expect(visitorIp(new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 127.0.0.1' }))).toBe('203.0.113.9');
    expect(visitorIp(new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }))).toBe('203.0.113.9');
    expect(visitorIp(new Headers({ 'x-real-ip': '198.51.100.1' }))).toBe('198.51.100.1');
    expect(visitorIp(new Headers())).toBeNull();
  });
});
