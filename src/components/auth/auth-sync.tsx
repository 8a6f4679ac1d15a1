'use client';
import { useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useEffect } from 'react';
import { AuthActor } from './auth-context';

const AUTH_CHANNEL = 'raovat:auth';

const isUnauthorized = (error: unknown) => error instanceof TRPCClientError && (error.data as { code?: unknown } | undefined)?.code === 'UNAUTHORIZED';

/**
 * Keeps the auth machine true to the session it cannot see directly:
 * - another tab signing in or out (a different member id announced on a BroadcastChannel) makes
 *   this tab check its session again (`auth.refresh`);
 * - a member call refused as UNAUTHORIZED (the session cookie expired or was cleared) signs the
 *   tab out (`auth.expired`).
 */
export function AuthSync() {
  const actor = AuthActor.useActorRef();
  const queryClient = useQueryClient();

  useEffect(() => {
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(AUTH_CHANNEL);
    let announced: number | null | undefined;
    const settled = actor.subscribe((snapshot) => {
      if (!snapshot.matches('signedIn') && !snapshot.matches('signedOut')) return;
      const memberId = snapshot.context.member?.id ?? null;
      if (memberId === announced) return;
      announced = memberId;
      channel?.postMessage({ memberId });
    });
    if (channel) {
      channel.onmessage = (message: MessageEvent<{ memberId?: unknown }>) => {
        if (message.data.memberId !== (actor.getSnapshot().context.member?.id ?? null)) actor.send({ type: 'auth.refresh' });
      };
    }
    const expire = (error: unknown) => {
      if (isUnauthorized(error)) actor.send({ type: 'auth.expired' });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
    });
    return () => {
      settled.unsubscribe();
      channel?.close();
      stopQueries();
      stopMutations();
    };
  }, [actor, queryClient]);

  return null;
}
