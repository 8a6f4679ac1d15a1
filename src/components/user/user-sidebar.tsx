import Link from 'next/link';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { groupThousands } from '~/lib/money';
import { formatDate } from '~/lib/time';
import type { SessionMember } from '~/server/dto/member';
import { UserNav } from './user-nav';
import { MediaImage } from '~/components/ui/media-image';

/**
 * Spec §2 user sidebar: avatar, name, top-up balance with expiry, bonus balance with expiry (only if
 * non-zero), links. Phones get one short bar instead (avatar, name, points, the menu folded), so each
 * user page starts with its own content near the top (issue #35 §4: a form started at y ≈ 376).
 */
export function UserSidebar({ member }: { member: SessionMember }) {
  const { wallet } = member;
  return (
    <aside className={sidebar} aria-label="Tài khoản của bạn">
      <div className={identity}>
        <MediaImage src={member.avatarUrl} alt="" width={64} height={64} className={avatar} />
        <div className={who}>
          <p className={name}>{member.name}</p>
          <p className={phoneNumber}>{member.phone}</p>
          {/* Phones: one line of balance here; the balances with their expiry are on wide screens and /user/wallet. */}
          <p className={phoneBalance}>
            <Link href="/user/wallet">{groupThousands(wallet.points + wallet.bonusPoints)} điểm</Link>
          </p>
        </div>
      </div>
      <dl className={balances}>
        <div className={balance} data-testid="wallet-topup">
          <dt>Tài khoản chính</dt>
          <dd>
            <strong>{groupThousands(wallet.points)} điểm</strong>
            {wallet.pointsExpireAt ? <span className={muted}>Hạn dùng: {formatDate(wallet.pointsExpireAt)}</span> : null}
          </dd>
        </div>
        {wallet.bonusPoints > 0 ? (
          <div className={balance} data-testid="wallet-bonus">
            <dt>Tài khoản khuyến mãi</dt>
            <dd>
              <strong>{groupThousands(wallet.bonusPoints)} điểm</strong>
              {wallet.bonusExpireAt ? <span className={muted}>Hạn dùng: {formatDate(wallet.bonusExpireAt)}</span> : null}
            </dd>
          </div>
        ) : null}
      </dl>
      {/* Phones: the links fold into a menu, so the page starts near the top, not below the whole list. */}
      <details className={phoneMenu}>
        <summary className={phoneMenuSummary}>Quản lý tài khoản</summary>
        <UserNav memberId={member.id} />
      </details>
      <div className={desktopMenu}>
        <UserNav memberId={member.id} />
      </div>
    </aside>
  );
}

const sidebar = cx(card({ padding: 'none' }), css({ px: { base: '3', lg: '4' }, py: { base: '2', lg: '4' }, display: 'flex', flexDirection: 'column', gap: { base: '1', lg: '4' }, alignSelf: 'start' }));
const phoneMenu = css({ display: { base: 'block', lg: 'none' }, borderTopWidth: '1px', borderColor: 'border.default', pt: '1' });
const phoneMenuSummary = css({ cursor: 'pointer', fontWeight: 'semibold', fontSize: 'sm', py: '1', color: 'fg.default', '&::marker': { color: 'fg.accent' } });
const desktopMenu = css({ display: { base: 'none', lg: 'block' } });
const identity = css({ display: 'flex', gap: '3', alignItems: 'center' });
const avatar = css({ w: { base: '9', lg: '16' }, h: { base: '9', lg: '16' }, borderRadius: 'full', objectFit: 'cover', bg: 'bg.muted', flexShrink: 0 });
const who = css({ minW: '0', display: 'flex', flexDirection: { base: 'row', lg: 'column' }, alignItems: { base: 'baseline', lg: 'stretch' }, gap: { base: '2', lg: '0' }, flex: '1' });
const name = css({ fontWeight: 'bold', fontSize: { base: 'sm', lg: 'md' }, truncate: true, minW: '0' });
const phoneNumber = css({ color: 'fg.muted', fontSize: 'xs', display: { base: 'none', lg: 'block' } });
const phoneBalance = css({ display: { base: 'block', lg: 'none' }, flexShrink: 0, ml: 'auto', fontSize: 'sm', fontWeight: 'bold', color: 'fg.accent' });
const muted = css({ color: 'fg.muted', fontSize: 'xs', display: 'block' });
const balances = css({ display: { base: 'none', lg: 'flex' }, flexDirection: 'column', gap: '2' });
const balance = css({ bg: 'bg.accentSubtle', borderRadius: 'md', px: '3', py: '2', '& dt': { fontSize: 'xs', color: 'fg.muted' }, '& strong': { color: 'fg.accent', fontSize: 'md' } });
