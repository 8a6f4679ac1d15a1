'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';

export interface SupportNavItem {
  readonly href: string;
  readonly title: string;
}

/**
 * The side navigation of the info pages; the current page is marked (aria-current) and highlighted.
 * Below 992 px it is a row of chips that scrolls sideways, with the current one brought into view.
 */
export function SupportNav({ items }: { items: readonly SupportNavItem[] }) {
  const pathname = usePathname();
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    // Scroll the row only, never the page.
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);

  return (
    <nav aria-label="Trang hỗ trợ" className={nav}>
      <p className={heading}>Hỗ trợ &amp; thông tin</p>
      <ul ref={listRef} className={list}>
        {items.map((item) => {
          const current = pathname === item.href;
          return (
            <li key={item.href}>
              <Link href={item.href} prefetch={false} aria-current={current ? 'page' : undefined} className={link}>
                {item.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const nav = css({
  bg: { lg: 'bg.surface' },
  borderRadius: 'lg',
  borderWidth: { lg: '1px' },
  borderColor: 'border.default',
  p: { lg: '3' },
  position: { lg: 'sticky' },
  top: { lg: '4' },
});
const heading = css({
  display: { base: 'none', lg: 'block' },
  px: '3',
  pt: '1',
  pb: '2',
  fontSize: 'xs',
  fontWeight: 'bold',
  textTransform: 'uppercase',
  letterSpacing: 'wide',
  color: 'fg.subtle',
});
const list = css({
  display: 'flex',
  flexDirection: { base: 'row', lg: 'column' },
  gap: { base: '2', lg: '0.5' },
  overflowX: { base: 'auto', lg: 'visible' },
  pb: { base: '2', lg: '0' },
  scrollbarWidth: 'thin',
});
const link = css({
  display: 'block',
  whiteSpace: { base: 'nowrap', lg: 'normal' },
  px: '3',
  py: { base: '1.5', lg: '2' },
  borderRadius: { base: 'full', lg: 'md' },
  borderWidth: { base: '1px', lg: '0' },
  borderColor: 'border.default',
  bg: { base: 'bg.surface', lg: 'transparent' },
  fontSize: 'sm',
  color: 'fg.default',
  _hover: { color: 'fg.accent', bg: 'bg.accentSubtle' },
  '&[aria-current="page"]': {
    bg: 'bg.accent',
    borderColor: 'bg.accent',
    color: 'fg.inverse',
    fontWeight: 'semibold',
    _hover: { bg: 'bg.accent', color: 'fg.inverse' },
  },
});
