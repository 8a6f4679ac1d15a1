import type { ReactNode } from 'react';
import { TRPCReactProvider } from '~/trpc/react';

/** This section's client components fetch through tRPC (the root layout does not provide it: see src/components/data). */
export default function DataLayout({ children }: { children: ReactNode }) {
  return <TRPCReactProvider>{children}</TRPCReactProvider>;
}
