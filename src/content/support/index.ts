/**
 * Every info page of /support-about, one content file each. The route pages read them from here;
 * the order of the navigation and the index page is INFO_PAGES (src/lib/site.ts, also the footer's).
 */
import { INFO_PAGES } from '~/lib/site';
import { anToanGiaoDich } from './an-toan-giao-dich';
import { bangGia } from './bang-gia';
import { chinhSachBaoMat } from './chinh-sach-bao-mat';
import { dieuKhoanSuDung } from './dieu-khoan-su-dung';
import { faq } from './faq';
import { gioiThieu } from './gioi-thieu';
import { huongDanDangTin } from './huong-dan-dang-tin';
import { huongDanMuaDiem } from './huong-dan-mua-diem';
import { thongTinKhuyenMai } from './thong-tin-khuyen-mai';
import { thongTinNguoiDung } from './thong-tin-nguoi-dung';
import type { InfoSlug, PriceInfoPage, PriceInfoSlug, StaticInfoPage, StaticInfoSlug } from './types';

export type { InfoSlug, PriceInfoPage, StaticInfoPage } from './types';

export const STATIC_INFO_PAGES: Readonly<Record<StaticInfoSlug, StaticInfoPage>> = {
  'gioi-thieu': gioiThieu,
  'chinh-sach-bao-mat': chinhSachBaoMat,
  'thong-tin-nguoi-dung': thongTinNguoiDung,
  'dieu-khoan-su-dung': dieuKhoanSuDung,
  'an-toan-giao-dich': anToanGiaoDich,
  'huong-dan-dang-tin': huongDanDangTin,
  'huong-dan-mua-diem': huongDanMuaDiem,
  faq,
};

export const PRICE_INFO_PAGES: Readonly<Record<PriceInfoSlug, PriceInfoPage>> = {
  'bang-gia': bangGia,
  'thong-tin-khuyen-mai': thongTinKhuyenMai,
};

const isPriceSlug = (slug: InfoSlug): slug is PriceInfoSlug => slug === 'bang-gia' || slug === 'thong-tin-khuyen-mai';

/** Title and description of every page, in footer order (navigation, index page, sitemap). */
export const INFO_PAGE_SUMMARIES = INFO_PAGES.map((page) => {
  const content = isPriceSlug(page.slug) ? PRICE_INFO_PAGES[page.slug] : STATIC_INFO_PAGES[page.slug];
  return { slug: page.slug, title: content.title, description: content.description, href: `/support-about/${page.slug}` };
});

const STATIC_SLUGS: ReadonlySet<string> = new Set(Object.keys(STATIC_INFO_PAGES));
const isStaticSlug = (slug: string): slug is StaticInfoSlug => STATIC_SLUGS.has(slug);

/** The static page a URL segment names, or null (unknown pages are 404). */
export function staticInfoPage(slug: string): StaticInfoPage | null {
  return isStaticSlug(slug) ? STATIC_INFO_PAGES[slug] : null;
}
