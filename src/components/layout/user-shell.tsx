import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { UserSidebar } from '~/components/user/user-sidebar';
import type { SessionMember } from '~/server/dto/member';
import { HeaderWithMenu } from './default-shell';

/** The user-area layout of spec §2: header, left sidebar, page. */
export function UserShell({ member, children }: { member: SessionMember; children: ReactNode }) {
  return (
    <div className={frame}>
      <HeaderWithMenu />
      <div className={body}>
        <UserSidebar member={member} />
        <main id="noi-dung" className={main}>
          {children}
        </main>
      </div>
    </div>
  );
}

const frame = css({ minH: '100vh', display: 'flex', flexDirection: 'column' });
const body = css({
  flex: '1',
  w: '100%',
  maxW: 'container',
  mx: 'auto',
  px: { base: '3', md: '4' },
  py: { base: '3', md: '6' },
  display: 'grid',
  gap: { base: '3', lg: '6' },
  gridTemplateColumns: { base: '1fr', lg: '280px 1fr' },
  // Rows as tall as their content: a short page must not spread the spare height between the
  // sidebar's row and the page's, or the page jumps up when its content grows.
  alignContent: 'start',
});
const main = css({ minW: '0' });
