'use client';
/**
 * The app's one auth actor, shared through React context (xstate's createActorContext). The
 * provider supplies the side effects; components read state with narrow selectors and ask
 * `snapshot.can(...)` rather than re-deriving rules.
 */
import { createActorContext } from '@xstate/react';
import { authMachine } from '~/machines/authMachine';

export const AuthActor = createActorContext(authMachine);
