'use client';
import Link from 'next/link';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { css, cva } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { ChatBadge } from '../chat/chat-badge';
import { NotificationBell } from './notification-bell';
import { useAuthMember, useAuthStatus, useCanLogout, currentPath, useLogout, useStartLogin } from './use-auth';
import { MediaImage } from '~/components/ui/media-image';
import { readsStudio, type MemberRole } from '~/lib/member-roles';

const MENU = [
  { href: '/user', label: 'Thông tin cá nhân' },
  { href: '/user/post-manage', label: 'Quản lý tin' },
  { href: '/user/buy-point', label: 'Mua điểm' },
  { href: '/user/don-mua', label: 'Đơn mua' },
  { href: '/user/don-ban', label: 'Đơn bán' },
  { href: '/user/trade-history', label: 'Lịch sử giao dịch' },
] as const;

const MODERATION_LINK = { href: '/moderation', label: 'Kiểm duyệt tin' } as const;
const STUDIO_LINK = { href: '/statecharts', label: 'Sơ đồ trạng thái' } as const;

/** The staff's own links: moderators moderate and read the studio; product owners read the studio. */
function staffMenuOf(role: MemberRole) {
  if (role === 'moderator') return [MODERATION_LINK, STUDIO_LINK];
  return readsStudio(role) ? [STUDIO_LINK] : [];
}

const subscribeNothing = () => () => {};

/** Header's signed-in parts (spec §2): bell with unread count, user dropdown with logout. A client island. */
export function HeaderAccount() {
  const status = useAuthStatus();
  const member = useAuthMember();
  const logout = useLogout();
  const canLogout = useCanLogout();
  const startLogin = useStartLogin();
  const [open, setOpen] = useState(false);
  // The session is only known in the browser: render the placeholder until mounted so the
  // hydrated HTML matches the server's exactly.
  const mounted = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !menuRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!mounted || status === 'checking') return <span className={placeholder} aria-hidden="true" data-testid="auth-checking" />;
  if (!member || status === 'signedOut' || status === 'redirecting') {
    return (
      <button
        type="button"
        className={button({ variant: 'ghost', size: 'md' })}
        disabled={status === 'redirecting'}
        data-testid="auth-login"
        onClick={() => startLogin(currentPath())}
      >
        Đăng nhập
      </button>
    );
  }
  return (
    <div className={wrap}>
      <ChatBadge memberId={member.id} />
      <NotificationBell />
      <div ref={menuRef} className={wrap}>
        <button
          type="button"
          className={trigger}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-busy={status === 'loggingOut'}
          data-testid="auth-account"
          onClick={() => setOpen((value) => !value)}
        >
          <MediaImage src={member.avatarUrl} alt="" width={32} height={32} className={avatar} />
          <span className={name}>{member.name}</span>
        </button>
        {open ? (
          <div role="menu" aria-label="Tài khoản" className={menu()}>
            {[...MENU, ...staffMenuOf(member.role)].map((item) => (
              <Link key={item.href} href={item.href} role="menuitem" className={menuItem()} onClick={() => setOpen(false)}>
                {item.label}
              </Link>
            ))}
            <button
              type="button"
              role="menuitem"
              className={menuItem()}
              disabled={!canLogout}
              onClick={() => {
                setOpen(false);
                logout();
              }}
            >
              Đăng xuất
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

const placeholder = css({ display: 'inline-block', w: '24', h: '10' });
const wrap = css({ position: 'relative', display: 'flex', alignItems: 'center', gap: '1' });
const trigger = css({ display: 'flex', alignItems: 'center', gap: '2', h: '10', px: { base: '0.5', sm: '1.5' }, borderRadius: 'full', cursor: 'pointer', _hover: { bg: 'bg.muted' } });
const avatar = css({ w: '8', h: '8', minW: '8', flexShrink: 0, borderRadius: 'full', objectFit: 'cover', bg: 'bg.muted' });
const name = css({ display: { base: 'none', xl: 'inline' }, fontSize: 'sm', fontWeight: 'medium', maxW: '140px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const menu = cva({
  base: { position: 'absolute', right: '0', top: 'calc(100% + 8px)', minW: '220px', bg: 'bg.surface', borderRadius: 'md', boxShadow: 'raised', py: '2', zIndex: 200, display: 'flex', flexDirection: 'column' },
});
const menuItem = cva({
  base: { textAlign: 'left', px: '4', py: '2.5', fontSize: 'sm', cursor: 'pointer', _hover: { bg: 'bg.muted', color: 'fg.accent' }, _disabled: { opacity: 0.5 } },
});
