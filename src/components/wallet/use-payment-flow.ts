'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useRouter } from 'next/navigation';
import { fromPromise } from 'xstate';
import { liveInspector } from '~/machines/live-inspector';
import { paymentMachine } from '~/machines/paymentMachine';
import { useTRPC, useTRPCClient } from '~/trpc/react';

/** The payment machine with its real effects: tRPC create/validate and the profile reload. */
export function usePaymentFlow() {
  const client = useTRPCClient();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMachine(
    paymentMachine.provide({
      actors: {
        createPayment: fromPromise(({ input }) => client.wallet.createPayment.mutate({ provider: input.provider, item: input.item })),
        validatePayment: fromPromise(({ input }) => client.wallet.validatePayment.mutate({ provider: input.provider, params: { ...input.params } })),
      },
      actions: {
        reloadProfile: () => {
          // The sidebar's balances are server-rendered from the profile: refresh them, and the caches.
          void queryClient.invalidateQueries(trpc.auth.session.pathFilter());
          void queryClient.invalidateQueries(trpc.wallet.history.pathFilter());
          router.refresh();
        },
      },
    }),
    { inspect: liveInspector('payment') },
  );
}

export type PaymentFlow = ReturnType<typeof usePaymentFlow>;

/** The message the result pages post to the window that framed them. */
export const PAYMENT_RETURN_MESSAGE = 'raovat:payment-return';
