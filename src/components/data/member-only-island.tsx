'use client';
import type { ComponentType } from 'react';
import { useAuthStatus } from '../auth/use-auth';
import { dataIsland } from './data-island';

/**
 * A control whose data part only a member needs ("Lưu tìm kiếm", "Báo cáo tin", …): a guest gets
 * `Guest` (which offers sign-in) and loads no data layer; everyone sees `Waiting`, inert and the
 * same size, while the auth machine starts and while a member's part loads.
 */
export function memberOnlyIsland<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Waiting: ComponentType<Props>,
  Guest: ComponentType<Props>,
): ComponentType<Props> {
  const Live = dataIsland(load, Waiting);
  function MemberOnlyIsland(props: Props) {
    const status = useAuthStatus();
    if (status === 'signedIn') return <Live {...props} />;
    if (status !== 'signedOut') return <Waiting {...props} />;
    return <Guest {...props} />;
  }
  return MemberOnlyIsland;
}
