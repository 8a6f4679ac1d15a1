/** Facts about the product shown across pages (spec §2 footer, metadata). */
export const SITE_NAME = 'Rao vặt';
export const SITE_DESCRIPTION =
  'Rao vặt – chợ mua bán trực tuyến của báo: nhà đất, việc làm, xe cộ, học tập, sản phẩm và dịch vụ trên khắp Việt Nam.';
export const PUBLISHER = 'Trung tâm Dịch vụ Truyền thông – Báo Tuổi Trẻ';
export const OFFICE_ADDRESS = '60A Hoàng Văn Thụ, Phường 9, Quận Phú Nhuận, TP Hồ Chí Minh';
export const SUPPORT_EMAIL = 'hotro@raovat.vn';
export const SUPPORT_PHONE = '028 3997 3838';

/** Info pages linked from the footer (spec §2 /support-about children). */
export const INFO_PAGES = [
  { slug: 'gioi-thieu', title: 'Giới thiệu' },
  { slug: 'chinh-sach-bao-mat', title: 'Chính sách bảo mật' },
  { slug: 'thong-tin-nguoi-dung', title: 'Thông tin người dùng' },
  { slug: 'dieu-khoan-su-dung', title: 'Điều khoản sử dụng' },
  { slug: 'an-toan-giao-dich', title: 'An toàn giao dịch' },
  { slug: 'huong-dan-dang-tin', title: 'Hướng dẫn đăng tin' },
  { slug: 'huong-dan-mua-diem', title: 'Hướng dẫn mua điểm' },
  { slug: 'faq', title: 'Câu hỏi thường gặp' },
  { slug: 'bang-gia', title: 'Bảng giá' },
  { slug: 'thong-tin-khuyen-mai', title: 'Thông tin khuyến mãi' },
] as const;

/** Government lookup services a buyer or seller checks before a deal. */
export const GOVERNMENT_LINKS = [
  { href: 'https://dichvucong.gov.vn', title: 'Cổng Dịch vụ công Quốc gia' },
  { href: 'https://www.csgt.vn/tra-cuu-phuong-tien-vi-pham.html', title: 'Tra cứu phạt nguội (CSGT)' },
  { href: 'https://tracuunnt.gdt.gov.vn', title: 'Tra cứu mã số thuế' },
  { href: 'https://online.gov.vn', title: 'Tra cứu website TMĐT (Bộ Công Thương)' },
] as const;
