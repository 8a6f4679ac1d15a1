import { css } from 'styled-system/css';
import { groupThousands } from '~/lib/money';
import { formatDate } from '~/lib/time';
import type { SessionMember } from '~/server/dto/member';
import { UserNav } from './user-nav';

/** Spec §2 user sidebar: avatar, name, top-up balance with expiry, bonus balance with expiry (only if non-zero), links. */
export function UserSidebar({ member }: { member: SessionMember }) {
  const { wallet } = member;
  return (
    <aside className={sidebar} aria-label="Tài khoản của bạn">
      <div className={identity}>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={member.avatarUrl} alt="" width={64} height={64} className={avatar} />
        <div>
          <p className={name}>{member.name}</p>
          <p className={muted}>{member.phone}</p>
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
      <UserNav memberId={member.id} />
    </aside>
  );
}

const sidebar = css({ bg: 'bg.surface', borderRadius: 'lg', boxShadow: 'card', p: '4', display: 'flex', flexDirection: 'column', gap: '4', alignSelf: 'start' });
const identity = css({ display: 'flex', gap: '3', alignItems: 'center' });
const avatar = css({ w: '16', h: '16', borderRadius: 'full', objectFit: 'cover', bg: 'bg.muted', flexShrink: 0 });
const name = css({ fontWeight: 'bold', fontSize: 'md' });
const muted = css({ color: 'fg.muted', fontSize: 'xs', display: 'block' });
const balances = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const balance = css({ bg: 'bg.accentSubtle', borderRadius: 'md', px: '3', py: '2', '& dt': { fontSize: 'xs', color: 'fg.muted' }, '& strong': { color: 'fg.accent', fontSize: 'md' } });
