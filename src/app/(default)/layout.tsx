import type { ReactNode } from 'react';
import { DefaultShell } from '~/components/layout/default-shell';

// Pages read live listings from the backend on each request; the browse issue moves public pages
// to cached rendering with revalidation (see docs/decisions.md).
export const dynamic = 'force-dynamic';

export default function DefaultLayout({ children }: { children: ReactNode }) {
  return <DefaultShell>{children}</DefaultShell>;
}
