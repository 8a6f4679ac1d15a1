'use client';
/**
 * The posting wizard: runs the stepper machine with the real save and submit calls, keeps the step
 * in the URL (browser back/forward move between steps), keeps what the member typed in this
 * browser as they type, so a reload loses nothing even before the first draft is saved, and saves
 * the draft to the server whenever the member pauses, so another device resumes it too.
 */
import { useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { fromPromise } from 'xstate';
import { isPostingStep, type PostingField, type PostingStep } from '~/lib/posting-rules';
import { hasUnsavedChanges } from '~/machines/postingStepper';
import type { PostingOptionsDto } from '~/server/routers/posting';
import { useTRPC, useTRPCClient } from '~/trpc/react';
import { toastStore } from '../ui/toast-store';
import { postingStepperMachine } from '~/machines/postingStepper';
import { liveInspector } from '~/machines/live-inspector';
import { PostingActor, WizardEnvContext } from './posting-context';
import { listingAddress, postingDraft, type PostingDraft, type WizardStart } from './posting-draft';
import { WizardBody } from './wizard-body';
import { useUploadQueue } from './use-upload-queue';
import { DraftModal, RepostModal } from './posting-modals';
import { paysOnPosting } from '~/machines/listing-statuses';

export type { WizardStart } from './posting-draft';

/** An error the stepper shows under its field (the backend names the field it refuses). */
class FieldRefusalError extends Error {
  constructor(
    message: string,
    readonly field: string | null,
  ) {
    super(message);
  }
}

/** The server's refusal as it worded it; no answer (or a broken one) is a connection failure. */
function refusal(error: unknown): FieldRefusalError {
  if (error instanceof TRPCClientError && error.data) {
    const data: unknown = error.data;
    const field = typeof data === 'object' && data !== null && 'field' in data && typeof data.field === 'string' ? data.field : null;
    return new FieldRefusalError(error.message, field);
  }
  return new FieldRefusalError('Không kết nối được máy chủ, vui lòng thử lại.', null);
}

/** A failed call as the stepper shows it (refusal). */
async function asRefusal<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw refusal(error);
  }
}

/** Moderator notes may name a field by its wire name (contact_phone) or ours (contactPhone). */
const NOTE_ALIASES: Readonly<Record<string, PostingField>> = {
  term_id: 'categoryId',
  category: 'categoryId',
  posting_form: 'postingForm',
  price_unit: 'priceUnit',
  product_images: 'images',
  product_related_documents: 'documents',
  product_videos: 'videos',
  product_images_panorama: 'panoramas',
  province_code: 'provinceCode',
  district_code: 'wardCode',
  ward_code: 'wardCode',
  contact_name: 'contactName',
  contact_phone: 'contactPhone',
  post_type: 'postType',
  dieu_tich: 'area',
  dien_tich: 'area',
};

function notesByField(notes: Readonly<Record<string, string>>): Partial<Record<PostingField, string>> {
  const result: Partial<Record<PostingField, string>> = {};
  for (const [key, note] of Object.entries(notes)) result[NOTE_ALIASES[key] ?? (key as PostingField)] = note;
  return result;
}

export function PostingWizard({ options, start, mediaBaseUrl }: { options: PostingOptionsDto; start: WizardStart; mediaBaseUrl: string }) {
  // The local copy lives in this browser only: the wizard starts after hydration, never on the server.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (hydrated) return <WizardRunner options={options} start={start} mediaBaseUrl={mediaBaseUrl} />;
  // The server's HTML paints a new listing with the drafts dialog open (spec §2): the guess the
  // machine confirms once it starts here (src/machines/postingStepper.ts, `offersDrafts`).
  const offerDrafts = start.mode === 'create' && start.postId === null && options.drafts.length > 0;
  return (
    <>
      {offerDrafts ? <DraftModal drafts={options.drafts} onDismiss={noDismiss} /> : null}
      <p aria-busy="true">Đang mở trình đăng tin…</p>
    </>
  );
}

const noDismiss = () => undefined;
const noSubscription = () => () => undefined;

function WizardRunner({ options, start, mediaBaseUrl }: { options: PostingOptionsDto; start: WizardStart; mediaBaseUrl: string }) {
  const client = useTRPCClient();
  const [draft] = useState(() =>
    postingDraft(
      start,
      { saveDraft: (request) => client.posting.saveDraft.mutate(request), autosaveDraft: (request) => client.posting.autosaveDraft.mutate(request), submit: (request) => client.posting.submit.mutate(request) },
      window.localStorage,
    ),
  );
  const [resolved] = useState(() => draft.open(hashStep()));
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [submitted, setSubmitted] = useState(false);

  const logic = postingStepperMachine.provide({
    actors: {
      saveDraft: fromPromise(({ input }) => asRefusal(draft.save(input))),
      autosaveDraft: fromPromise(({ input }) => asRefusal(draft.autosave(input))),
      submitPost: fromPromise(({ input }) => asRefusal(draft.submit(input))),
    },
    actions: {
      notifyDraftSaved: () => toastStore.show('Đã lưu tin nháp', 'success'),
      notifySubmitted: () => {
        setSubmitted(true);
        void queryClient.invalidateQueries({ queryKey: trpc.posting.options.queryKey() });
        // A paid posting spent points: the sidebar's balances are server-rendered, so render them again.
        router.refresh();
      },
    },
  });

  return (
    <PostingActor.Provider
      logic={logic}
      options={{
        inspect: liveInspector('posting-stepper'),
        input: {
          values: resolved.values ?? undefined,
          categorySlug: resolved.categorySlug,
          postId: resolved.postId,
          mode: start.mode,
          sourceId: start.sourceId,
          paymentLocked: !paysOnPosting(start.status),
          resumeStep: resolved.step,
          unsavedChanges: resolved.fromLocalCopy,
          savedAt: start.updatedAt > 0 ? start.updatedAt * 1000 : null,
          draftsWaiting: options.drafts.length,
          ...(start.contactDefaults ? { contactDefaults: start.contactDefaults } : {}),
        },
      }}
    >
      <WizardShell options={options} start={start} draft={draft} mediaBaseUrl={mediaBaseUrl} submitted={submitted} />
    </PostingActor.Provider>
  );
}

function WizardShell({
  options,
  start,
  draft,
  mediaBaseUrl,
  submitted,
}: {
  options: PostingOptionsDto;
  start: WizardStart;
  draft: PostingDraft;
  mediaBaseUrl: string;
  submitted: boolean;
}) {
  const actor = PostingActor.useActorRef();
  const uploads = useUploadQueue((kind, file) => actor.send({ type: 'media.add', kind, file }));
  const env = useMemo(() => ({ options, mediaBaseUrl, status: start.status, notes: notesByField(start.sendBackNotes), uploads }), [options, mediaBaseUrl, start, uploads]);

  useEffect(() => {
    actor.send({ type: 'uploads.pending', count: uploads.pending });
  }, [actor, uploads.pending]);

  useUrlStep();
  useListingAddress();
  useLocalCopy(draft);
  useAutosave();
  useLeaveWarning();

  return (
    <WizardEnvContext.Provider value={env}>
      <DraftOffer drafts={options.drafts} />
      {start.mode === 'repost' && start.sourceId !== null ? <RepostModal sourceId={start.sourceId} /> : null}
      <WizardBody submitted={submitted} rejectReason={start.rejectReason} />
    </WizardEnvContext.Provider>
  );
}

/** The drafts dialog, open while the machine offers the drafts (only ever over a fresh new listing). */
function DraftOffer({ drafts }: { drafts: PostingOptionsDto['drafts'] }) {
  const actor = PostingActor.useActorRef();
  const offering = PostingActor.useSelector((snapshot) => snapshot.matches('offeringDrafts'));
  if (!offering) return null;
  return <DraftModal drafts={drafts} onDismiss={() => actor.send({ type: 'drafts.dismiss' })} />;
}

/**
 * Once the listing has an id (its first save), the address names it (`?id=`, the hash kept): a
 * reload opens that listing, and the refresh after "Đăng tin" renders its heading ("Sửa tin đăng"),
 * not a new listing's. `replaceState`: the App Router takes the address without reloading the page.
 */
function useListingAddress() {
  const actor = PostingActor.useActorRef();
  const postId = PostingActor.useSelector((snapshot) => snapshot.context.postId);
  useEffect(() => {
    const name = () => {
      const address = listingAddress(window.location.href, actor.getSnapshot().context.postId);
      if (address !== null) window.history.replaceState(window.history.state, '', address);
    };
    name();
    // Back/forward to a step visited before the listing had its id: that entry is named too.
    window.addEventListener('popstate', name);
    return () => window.removeEventListener('popstate', name);
  }, [actor, postId]);
}

/** The step named in the address's hash (`#location`), if any. */
function hashStep(): PostingStep | null {
  const step = window.location.hash.slice(1);
  return isPostingStep(step) ? step : null;
}

/**
 * The current step mirrored in the URL's hash (`#details`); back/forward in the browser asks the
 * machine to go there. The hash, not a search parameter: changing search parameters would make the
 * App Router treat the page as a new one and remount the wizard.
 */
function useUrlStep() {
  const actor = PostingActor.useActorRef();
  const step = PostingActor.useSelector((snapshot) => (snapshot.matches('editing') ? snapshot.context.step : null));

  useEffect(() => {
    if (step === null || window.location.hash === `#${step}`) return;
    const url = new URL(window.location.href);
    url.hash = step;
    if (hashStep() === null) window.history.replaceState(window.history.state, '', url);
    else window.history.pushState(window.history.state, '', url);
  }, [step]);

  useEffect(() => {
    const onPop = () => {
      const requested = hashStep();
      if (requested) actor.send({ type: 'step.goto', step: requested });
      // A step the machine refuses (an earlier one is incomplete): the URL shows where the member is.
      const now = actor.getSnapshot().context.step;
      if (requested !== now) {
        const url = new URL(window.location.href);
        url.hash = now;
        window.history.replaceState(window.history.state, '', url);
      }
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [actor]);
}

/** A pause this long after the last change saves the draft in the background. */
const AUTOSAVE_AFTER_MS = 2_000;
/** After a failed background save, wait longer before the next try (the connection may be down). */
const AUTOSAVE_RETRY_MS = 15_000;

/**
 * Tells the machine the member paused. It restarts with every change (values or step), so a save
 * goes once typing stops; the machine decides whether one is due and runs it without closing the form.
 */
function useAutosave() {
  const actor = PostingActor.useActorRef();
  const due = PostingActor.useSelector((snapshot) => snapshot.can({ type: 'draft.autosave' }));
  const failed = PostingActor.useSelector((snapshot) => snapshot.context.autosaveFailed);
  const values = PostingActor.useSelector((snapshot) => snapshot.context.values);
  const step = PostingActor.useSelector((snapshot) => snapshot.context.step);
  useEffect(() => {
    if (!due) return undefined;
    const timer = setTimeout(() => actor.send({ type: 'draft.autosave' }), failed ? AUTOSAVE_RETRY_MS : AUTOSAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [actor, due, failed, values, step]);
}

/**
 * Closing or reloading the tab with changes the server has not got asks first (the browser's own
 * prompt). What was typed is in this browser's copy anyway; the prompt says it is not on the server.
 * Navigations inside the app cannot be stopped by the App Router, and lose nothing (the local copy).
 */
function useLeaveWarning() {
  const unsaved = PostingActor.useSelector((snapshot) => snapshot.status !== 'done' && hasUnsavedChanges(snapshot.context));
  const current = useRef(unsaved);
  useEffect(() => {
    current.current = unsaved;
  }, [unsaved]);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!current.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
}

/**
 * Everything typed is kept in this browser until a save carries it to the server, so a reload (or
 * a lost connection) loses nothing. Nothing is kept until something changes: an untouched listing
 * reopens from the server's copy, as saved ("Đã lưu nháp lúc …"), and a fresh new listing stays
 * fresh (the drafts dialog is offered again).
 */
function useLocalCopy(draft: PostingDraft) {
  const actor = PostingActor.useActorRef();
  const [opened] = useState(() => actor.getSnapshot().context);
  const values = PostingActor.useSelector((snapshot) => snapshot.context.values);
  const step = PostingActor.useSelector((snapshot) => snapshot.context.step);
  const postId = PostingActor.useSelector((snapshot) => snapshot.context.postId);
  const categorySlug = PostingActor.useSelector((snapshot) => snapshot.context.categorySlug);
  const done = PostingActor.useSelector((snapshot) => snapshot.status === 'done');
  useEffect(() => {
    if (done) return;
    if (values === opened.values && step === opened.step && postId === opened.postId) return;
    draft.keep({ values, step, postId, categorySlug });
  }, [draft, opened, values, step, postId, categorySlug, done]);
}
