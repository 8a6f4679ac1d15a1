'use client';
/**
 * The posting stepper's actor, shared by the wizard's step components, and what the wizard knows
 * besides it (options from the server, the listing's status and moderator notes, the upload queue).
 */
import { createActorContext } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { PostingField, PostingValues } from '~/lib/posting-rules';
import { postingStepperMachine } from '~/machines/postingStepper';
import type { PostingOptionsDto } from '~/server/routers/posting';
import type { UploadQueue } from './use-upload-queue';

export const PostingActor = createActorContext(postingStepperMachine);

export interface WizardEnv {
  readonly options: PostingOptionsDto;
  readonly mediaBaseUrl: string;
  /** The edited listing's status (60 draft, 50 sent back, …); null for a new listing. */
  readonly status: number | null;
  /** Moderator notes per field of a sent-back listing. */
  readonly notes: Partial<Record<PostingField, string>>;
  readonly uploads: UploadQueue;
}

export const WizardEnvContext = createContext<WizardEnv | null>(null);

export function useWizardEnv(): WizardEnv {
  const env = useContext(WizardEnvContext);
  if (!env) throw new Error('useWizardEnv outside the posting wizard');
  return env;
}

export function useValues(): PostingValues {
  return PostingActor.useSelector((snapshot) => snapshot.context.values);
}

export function useFieldError(field: PostingField | undefined): string | undefined {
  return PostingActor.useSelector((snapshot) => (field ? snapshot.context.errors[field] : undefined));
}

export function usePatch() {
  const actor = PostingActor.useActorRef();
  return (patch: Partial<PostingValues>, categorySlug?: string | null) => actor.send({ type: 'fields.patch', patch, categorySlug });
}
