'use client';
import type { ComponentType } from 'react';
import { TRPCReactProvider } from '~/trpc/react';

/** A lazily loaded island's live component, inside the tab's shared QueryClient and tRPC client. */
export function withData<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function WithData(props: Props) {
    return (
      <TRPCReactProvider>
        <Component {...props} />
      </TRPCReactProvider>
    );
  }
  return WithData;
}
