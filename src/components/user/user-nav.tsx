'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { css } from 'styled-system/css';
import { reviewsHref } from '~/lib/review-url';

/** Spec §2 user sidebar links, and the saved searches (issue #20: nothing linked them). */
export const USER_LINKS = [
  { href: '/user', label: 'Thông tin cá nhân' },
  { href: '/user/wallet', label: 'Ví & gói dịch vụ' },
  { href: '/user/like', label: 'Tin yêu thích' },
  { href: '/user/saved-searches', label: 'Tìm kiếm đã lưu' },
  { href: '/user/post-manage', label: 'Quản lý tin' },
  { href: '/user/tin-nhan', label: 'Tin nhắn' },
  { href: '/user/announcement', label: 'Thông báo' },
  { href: '/user/buy-point', label: 'Mua điểm' },
  { href: '/user/buy-package', label: 'Mua gói dịch vụ' },
  { href: '/user/don-mua', label: 'Đơn mua' },
  { href: '/user/don-ban', label: 'Đơn bán' },
  { href: '/user/trade-history', label: 'Lịch sử giao dịch' },
  { href: '/user/gift-code', label: 'Nhập mã quà tặng' },
] as const;

/** The sidebar links, plus the reviews buyers left about this member (on the public review page). */
export function UserNav({ memberId }: { memberId: number }) {
  const pathname = usePathname();
  const links = [...USER_LINKS, { href: reviewsHref({ sellerId: memberId }), label: 'Đánh giá về tôi' }];
  return (
    <nav aria-label="Trang thành viên">
      <ul className={list}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={item} aria-current={pathname === link.href ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const list = css({ display: 'flex', flexDirection: { base: 'row', lg: 'column' }, flexWrap: 'wrap', gap: '1' });
const item = css({
  display: 'block',
  px: '3',
  py: '2',
  borderRadius: 'md',
  fontSize: 'sm',
  color: 'fg.default',
  _hover: { bg: 'bg.muted' },
  '&[aria-current=page]': { bg: 'bg.accentSubtle', color: 'fg.accent', fontWeight: 'semibold' },
});
