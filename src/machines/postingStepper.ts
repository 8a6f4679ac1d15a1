/**
 * The posting wizard (/user/post-news-v2, issue 5): category and listing type → details → media →
 * location → contact → tier and duration → review and submit. The UI drives it with events; each
 * step is left only when the step's spec §5 rules pass (src/lib/posting-rules.ts, the same rules
 * the backend applies). Saving a draft works from any step and returns to it; submitting and
 * saving are invoked actors the UI supplies with `.provide()`; their failures are states with the
 * server's message, and nothing typed is lost.
 *
 * Besides "Lưu nháp", the wizard saves the draft in the background (`draft.autosave`, sent by the UI
 * once the member pauses): a spawned save, so the form stays open while it runs. The machine decides
 * when one is due — a category chosen, a listing that may be a draft, changes the server has not
 * got, none already on its way — and remembers what the server holds and when it got it.
 *
 * A new listing started fresh (nothing typed in this browser, no draft open) first offers the
 * member's unfinished drafts (spec §2's draft dialog): the state `offeringDrafts`, entered only from
 * `resuming`, so the dialog never covers a result or a listing under way, and never lists the open
 * draft (a fresh listing has none).
 */
import { assign, fromPromise, setup, spawnChild } from 'xstate';
import {
  applyTransactionRule,
  EMPTY_POSTING,
  firstInvalidStep,
  POSTING_STEPS,
  validateAll,
  validateStep,
  type MediaKind,
  type PostingErrors,
  type PostingField,
  type PostingStep,
  type PostingValues,
  type StagedMedia,
} from '../lib/posting-rules';

export type PostingMode = 'create' | 'edit' | 'repost';

export interface PostingContext {
  readonly values: PostingValues;
  /** The chosen category's slug (the image minimum depends on it). */
  readonly categorySlug: string | null;
  /** The server's listing id once a draft is saved, or the listing being edited. */
  readonly postId: number | null;
  readonly mode: PostingMode;
  /** The listing a re-post copies (mode 'repost'). */
  readonly sourceId: number | null;
  /** An edit of a listing paid when first sent: its tier, duration and payment are not asked again. */
  readonly paymentLocked: boolean;
  readonly errors: PostingErrors;
  /** The server's message after a failed save or submit. */
  readonly failure: string | null;
  /** Files still uploading: the media step waits for them. */
  readonly pendingUploads: number;
  /** The step shown now; at start, where the wizard opens (the URL's step or where the draft was left). */
  readonly step: PostingStep;
  /** What the server holds (the values and step of the last save), or null if it has never seen these. */
  readonly saved: SavedCopy | null;
  /** The copy a background save is carrying, while one is on its way. */
  readonly autosaving: SavedCopy | null;
  /** Whether the last background save failed (the next change tries again). */
  readonly autosaveFailed: boolean;
  /** When the server last stored this listing (ms since the epoch), if it has. */
  readonly savedAt: number | null;
  /** The member's unfinished drafts on the server, offered once to a fresh start. */
  readonly draftsWaiting: number;
  /** The member has answered the drafts dialog (it does not open again). */
  readonly draftsAnswered: boolean;
}

export interface SavedCopy {
  readonly values: PostingValues;
  readonly step: PostingStep;
}

export interface PostingInput {
  readonly values?: PostingValues;
  readonly categorySlug?: string | null;
  readonly postId?: number | null;
  readonly mode?: PostingMode;
  readonly sourceId?: number | null;
  readonly paymentLocked?: boolean;
  readonly resumeStep?: PostingStep;
  /** The member's own name and phone: the contact step starts with them where the listing has none. */
  readonly contactDefaults?: { readonly name: string; readonly phone: string };
  /** The values come from this browser's copy, newer than the server's: the server has not got them. */
  readonly unsavedChanges?: boolean;
  /** When the server last stored the listing being resumed (ms since the epoch). */
  readonly savedAt?: number | null;
  /** How many unfinished drafts the member has on the server (the drafts dialog offers them). */
  readonly draftsWaiting?: number;
}

export type PostingEvent =
  | {
      type: 'fields.patch';
      patch: Partial<PostingValues>;
      categorySlug?: string | null;
    }
  | { type: 'media.add'; kind: MediaKind; file: StagedMedia }
  | { type: 'media.remove'; kind: MediaKind; path: string }
  /** Puts a file at `to` (0: the cover photo) and shifts the others. */
  | { type: 'media.move'; kind: MediaKind; path: string; to: number }
  | { type: 'uploads.pending'; count: number }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.goto'; step: PostingStep }
  | { type: 'draft.save' }
  /** The member paused: save in the background if the machine finds it due. */
  | { type: 'draft.autosave' }
  | { type: 'xstate.done.actor.autosave'; output: StoredDraft }
  | { type: 'xstate.error.actor.autosave'; error: unknown }
  | { type: 'post.submit' }
  | { type: 'failure.dismiss' }
  /** "Đăng tin mới" (or Escape) in the drafts dialog: start the new listing. */
  | { type: 'drafts.dismiss' };

export interface SaveDraftInput {
  readonly values: PostingValues;
  readonly step: PostingStep;
  readonly postId: number | null;
  readonly mode: PostingMode;
}

export interface SubmitInput {
  readonly values: PostingValues;
  readonly postId: number | null;
  readonly mode: PostingMode;
  readonly sourceId: number | null;
}

export interface SavedPost {
  readonly postId: number;
  /** The status the listing is in now (60 draft, 10 pending). */
  readonly status: number;
}

/** A saved draft, with when it was stored (ms since the epoch; the UI's clock, not the machine's). */
export interface StoredDraft extends SavedPost {
  readonly savedAt: number;
}

export const DRAFT_NEEDS_CATEGORY = 'Hãy chọn danh mục trước khi lưu nháp.';
export const UPLOADS_PENDING_MESSAGE = 'Vui lòng chờ các tệp tải lên xong.';
export const GENERIC_FAILURE = 'Không gửi được tin, vui lòng thử lại.';

const failureMessage = (error: unknown): string => (error instanceof Error && error.message.trim() !== '' ? error.message : GENERIC_FAILURE);

const FIELDS: ReadonlySet<string> = new Set<PostingField>([
  'categoryId',
  'postingForm',
  'title',
  'description',
  'price',
  'priceUnit',
  'area',
  'bedrooms',
  'bathrooms',
  'vehicleBrand',
  'vehicleModel',
  'vehicleYear',
  'vehicleKm',
  'vehicleFuel',
  'vehicleGearbox',
  'images',
  'documents',
  'videos',
  'panoramas',
  'provinceCode',
  'wardCode',
  'street',
  'contactName',
  'contactPhone',
  'postType',
  'dayNumber',
  'memberPackageId',
]);

/** The form field a refusal names (`error.field`, as the backend sends it), if it is one of ours. */
function refusedField(error: unknown): PostingField | null {
  if (typeof error !== 'object' || error === null || !('field' in error)) return null;
  const { field } = error;
  return typeof field === 'string' && FIELDS.has(field) ? (field as PostingField) : null;
}

const stepIndex = (step: PostingStep) => POSTING_STEPS.indexOf(step);

const rulesOf = (context: PostingContext) => ({ categorySlug: context.categorySlug, paymentLocked: context.paymentLocked });

const stepErrors = (context: PostingContext, step: PostingStep) => validateStep(step, context.values, rulesOf(context));

/** Whether every step before `step` passes its rules (a later step may only be visited then). */
export function canReach(context: PostingContext, step: PostingStep): boolean {
  return POSTING_STEPS.slice(0, stepIndex(step)).every((earlier) => Object.keys(stepErrors(context, earlier)).length === 0);
}

function initialContext(input: PostingInput | undefined): PostingContext {
  const given = input?.values ?? EMPTY_POSTING;
  const values: PostingValues = {
    ...given,
    contactName: given.contactName || (input?.contactDefaults?.name ?? ''),
    contactPhone: given.contactPhone || (input?.contactDefaults?.phone ?? ''),
  };
  const step = input?.resumeStep ?? 'category';
  return {
    values,
    categorySlug: input?.categorySlug ?? null,
    postId: input?.postId ?? null,
    mode: input?.mode ?? 'create',
    sourceId: input?.sourceId ?? null,
    paymentLocked: input?.paymentLocked ?? false,
    errors: {},
    failure: null,
    pendingUploads: 0,
    step,
    // What the wizard opens with is what the server has, unless it is this browser's newer copy.
    saved: input?.unsavedChanges ? null : { values, step },
    autosaving: null,
    autosaveFailed: false,
    savedAt: input?.savedAt ?? null,
    draftsWaiting: Math.max(0, input?.draftsWaiting ?? 0),
    draftsAnswered: false,
  };
}

/**
 * A new listing with nothing behind it: no draft id, nothing typed in this browser. Only such a
 * start may be offered the member's drafts instead (a listing under way is never covered).
 */
export function startsFresh(context: PostingContext): boolean {
  return context.mode === 'create' && context.postId === null && context.saved !== null;
}

/** Whether the server lacks what the member sees now (values or the step they are on). */
export function hasUnsavedChanges(context: PostingContext): boolean {
  return context.saved === null || context.saved.values !== context.values || context.saved.step !== context.step;
}

/** One `step.goto` transition per step, each guarded by "every earlier step is valid". */
const gotoTransitions = POSTING_STEPS.map((step) => ({
  guard: {
    type: 'canVisit' as const,
    params: ({ event }: { event: PostingEvent }) => ({
      requested: event.type === 'step.goto' ? event.step : null,
      step,
    }),
  },
  target: `.${step}`,
  actions: 'clearErrors' as const,
}));

/** Opening at a later step (the URL's or the draft's); otherwise the wizard starts at the category. */
const resumeTransitions = POSTING_STEPS.filter((step) => step !== 'category').map((step) => ({
  guard: { type: 'resumesAt' as const, params: { step } },
  target: `editing.${step}`,
}));

/** `step.next` of a step: leave when its rules pass, else show its errors. */
const nextFrom = (step: PostingStep, target: PostingStep) => [
  {
    guard: { type: 'stepValid' as const, params: { step } },
    target,
    actions: 'clearErrors' as const,
  },
  { actions: { type: 'showStepErrors' as const, params: { step } } },
];

/** An invoked save that failed: the machine moves to `target` and shows why (assignFailure). */
const failingTo = (target: 'draftFailed' | 'submitFailed') => ({
  target,
  actions: { type: 'assignFailure' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
});

/** A step between two others: entering it makes it current, next checks it, back leaves without checking. */
const stepBetween = (back: PostingStep, step: PostingStep, next: PostingStep) => ({
  entry: { type: 'enterStep' as const, params: { step } },
  on: {
    'step.next': nextFrom(step, next),
    'step.back': { target: back, actions: 'clearErrors' as const },
  },
});

export const postingStepperMachine = setup({
  types: {
    context: {} as PostingContext,
    events: {} as PostingEvent,
    input: {} as PostingInput | undefined,
  },
  actors: {
    saveDraft: fromPromise<StoredDraft, SaveDraftInput>(async () => {
      throw new Error('saveDraft is provided by the UI');
    }),
    submitPost: fromPromise<SavedPost, SubmitInput>(async () => {
      throw new Error('submitPost is provided by the UI');
    }),
    autosaveDraft: fromPromise<StoredDraft, SaveDraftInput>(async () => {
      throw new Error('autosaveDraft is provided by the UI');
    }),
  },
  actions: {
    applyPatch: assign(
      (
        { context },
        params: {
          patch: Partial<PostingValues>;
          categorySlug: string | null | undefined;
        },
      ) => {
        const values = applyTransactionRule({
          ...context.values,
          ...params.patch,
        });
        const errors: PostingErrors = { ...context.errors };
        for (const field of Object.keys(params.patch)) delete errors[field as keyof PostingErrors];
        if ('transactionType' in params.patch) {
          delete errors.price;
          delete errors.priceUnit;
        }
        return {
          values,
          errors,
          categorySlug: params.categorySlug === undefined ? context.categorySlug : params.categorySlug,
        };
      },
    ),
    addMedia: assign(({ context }, params: { kind: MediaKind; file: StagedMedia }) => {
      const errors = { ...context.errors };
      delete errors[params.kind];
      const current = context.values.media[params.kind].filter((file) => file.path !== params.file.path);
      return {
        values: {
          ...context.values,
          media: {
            ...context.values.media,
            [params.kind]: [...current, params.file],
          },
        },
        errors,
      };
    }),
    moveMedia: assign(({ context }, params: { kind: MediaKind; path: string; to: number }) => {
      const files = context.values.media[params.kind];
      const moving = files.find((file) => file.path === params.path);
      if (!moving) return {};
      const others = files.filter((file) => file.path !== params.path);
      const to = Math.max(0, Math.min(others.length, Math.trunc(params.to)));
      return {
        values: {
          ...context.values,
          media: { ...context.values.media, [params.kind]: [...others.slice(0, to), moving, ...others.slice(to)] },
        },
      };
    }),
    removeMedia: assign(({ context }, params: { kind: MediaKind; path: string }) => ({
      values: {
        ...context.values,
        media: {
          ...context.values.media,
          [params.kind]: context.values.media[params.kind].filter((file) => file.path !== params.path),
        },
      },
    })),
    setPendingUploads: assign({
      pendingUploads: (_, params: { count: number }) => Math.max(0, params.count),
    }),
    showStepErrors: assign({
      errors: ({ context }, params: { step: PostingStep }) => stepErrors(context, params.step),
    }),
    showAllErrors: assign({
      errors: ({ context }) => validateAll(context.values, rulesOf(context)),
    }),
    showDraftNeedsCategory: assign({
      errors: ({ context }) => ({
        ...context.errors,
        categoryId: DRAFT_NEEDS_CATEGORY,
      }),
    }),
    showUploadsPending: assign({
      errors: ({ context }) => ({
        ...context.errors,
        images: UPLOADS_PENDING_MESSAGE,
      }),
    }),
    clearErrors: assign({ errors: {} }),
    enterStep: assign({
      step: (_, params: { step: PostingStep }) => params.step,
    }),
    assignSaved: assign({
      postId: (_, params: { postId: number }) => params.postId,
    }),
    /** A save by "Lưu nháp" stored what the member sees (the form is closed while it runs). */
    recordManualSave: assign(({ context }, params: { savedAt: number }) => ({ saved: { values: context.values, step: context.step }, savedAt: params.savedAt, autosaveFailed: false })),
    startAutosave: assign(({ context }) => ({ autosaving: { values: context.values, step: context.step } })),
    spawnAutosave: spawnChild('autosaveDraft', {
      id: 'autosave',
      input: ({ context }) => ({ values: context.values, step: context.step, postId: context.postId, mode: context.mode }),
    }),
    /** The background save stored the copy it carried (the member may have typed on since). */
    recordAutosave: assign(({ context }, params: { postId: number; savedAt: number }) => ({
      postId: params.postId,
      saved: context.autosaving,
      autosaving: null,
      autosaveFailed: false,
      savedAt: params.savedAt,
    })),
    recordAutosaveFailure: assign({ autosaving: null, autosaveFailed: true }),
    /** The server's message on top; when it names a field, under that field too. */
    assignFailure: assign(({ context }, params: { error: unknown }) => {
      const message = failureMessage(params.error);
      const field = refusedField(params.error);
      return { failure: message, errors: field ? { ...context.errors, [field]: message } : context.errors };
    }),
    clearFailure: assign({ failure: null }),
    answerDraftsOffer: assign({ draftsAnswered: true }),
    /** UI effects, supplied with `.provide()`: a toast, leaving for post management. */
    notifyDraftSaved: () => {},
    notifySubmitted: (_, _params: { postId: number; status: number }) => {},
  },
  guards: {
    stepValid: ({ context }, params: { step: PostingStep }) => Object.keys(stepErrors(context, params.step)).length === 0,
    allStepsValid: ({ context }) =>
      firstInvalidStep(context.values, rulesOf(context)) === null,
    canVisit: ({ context }, params: { requested: PostingStep | null; step: PostingStep }) => params.requested === params.step && canReach(context, params.step),
    resumesAt: ({ context }, params: { step: PostingStep }) => context.step === params.step,
    hasCategory: ({ context }) => context.values.categoryId !== null,
    /** A listing under review or live is not saved as a draft (its changes go with "Đăng tin"). */
    autosaveDue: ({ context }) => context.values.categoryId !== null && !context.paymentLocked && context.autosaving === null && hasUnsavedChanges(context),
    uploadsPending: ({ context }) => context.pendingUploads > 0,
    /** The drafts dialog opens only over a fresh start, only while drafts wait, and only once. */
    offersDrafts: ({ context }) => startsFresh(context) && context.draftsWaiting > 0 && !context.draftsAnswered,
  },
}).createMachine({
  id: 'postingStepper',
  context: ({ input }) => initialContext(input),
  initial: 'resuming',
  on: {
    // A background save may end while "Lưu nháp" or "Đăng tin" runs: it is recorded wherever it lands.
    'xstate.done.actor.autosave': {
      actions: { type: 'recordAutosave', params: ({ event }) => ({ postId: event.output.postId, savedAt: event.output.savedAt }) },
    },
    'xstate.error.actor.autosave': { actions: 'recordAutosaveFailure' },
  },
  states: {
    resuming: {
      description: 'Opens at the step in the URL or where the draft was left.',
      always: [{ guard: 'offersDrafts', target: 'offeringDrafts' }, ...resumeTransitions, { target: 'editing.category' }],
    },
    offeringDrafts: {
      description: 'A fresh new listing: the drafts dialog offers the member\'s unfinished drafts first.',
      on: {
        // Back through `resuming`: the new listing opens where its address says (`#review`) or at the category.
        'drafts.dismiss': { target: 'resuming', actions: 'answerDraftsOffer' },
      },
    },
    editing: {
      initial: 'category',
      on: {
        'fields.patch': {
          actions: {
            type: 'applyPatch',
            params: ({ event }) => ({
              patch: event.patch,
              categorySlug: event.categorySlug,
            }),
          },
        },
        'media.add': {
          actions: {
            type: 'addMedia',
            params: ({ event }) => ({ kind: event.kind, file: event.file }),
          },
        },
        'media.remove': {
          actions: {
            type: 'removeMedia',
            params: ({ event }) => ({ kind: event.kind, path: event.path }),
          },
        },
        'media.move': {
          actions: {
            type: 'moveMedia',
            params: ({ event }) => ({ kind: event.kind, path: event.path, to: event.to }),
          },
        },
        'uploads.pending': {
          actions: {
            type: 'setPendingUploads',
            params: ({ event }) => ({ count: event.count }),
          },
        },
        'step.goto': gotoTransitions,
        'draft.save': [
          {
            guard: 'hasCategory',
            target: 'savingDraft',
            actions: 'clearFailure',
          },
          { actions: 'showDraftNeedsCategory' },
        ],
        'draft.autosave': { guard: 'autosaveDue', actions: ['startAutosave', 'spawnAutosave'] },
      },
      states: {
        category: {
          entry: { type: 'enterStep', params: { step: 'category' } },
          on: { 'step.next': nextFrom('category', 'details') },
        },
        details: stepBetween('category', 'details', 'media'),
        media: {
          entry: { type: 'enterStep', params: { step: 'media' } },
          on: {
            'step.next': [{ guard: 'uploadsPending', actions: 'showUploadsPending' }, ...nextFrom('media', 'location')],
            'step.back': { target: 'details', actions: 'clearErrors' },
          },
        },
        location: stepBetween('media', 'location', 'contact'),
        contact: stepBetween('location', 'contact', 'package'),
        package: stepBetween('contact', 'package', 'review'),
        review: {
          entry: { type: 'enterStep', params: { step: 'review' } },
          on: {
            'post.submit': [
              {
                guard: 'allStepsValid',
                target: '#postingStepper.submitting',
                actions: 'clearFailure',
              },
              { actions: 'showAllErrors' },
            ],
            'step.back': { target: 'package', actions: 'clearErrors' },
          },
        },
        hist: { type: 'history', history: 'shallow' },
      },
    },
    savingDraft: {
      invoke: {
        id: 'saveDraft',
        src: 'saveDraft',
        input: ({ context }) => ({
          values: context.values,
          step: context.step,
          postId: context.postId,
          mode: context.mode,
        }),
        onDone: {
          target: 'editing.hist',
          actions: [
            {
              type: 'assignSaved',
              params: ({ event }) => ({ postId: event.output.postId }),
            },
            { type: 'recordManualSave', params: ({ event }) => ({ savedAt: event.output.savedAt }) },
            'notifyDraftSaved',
          ],
        },
        onError: failingTo('draftFailed'),
      },
    },
    draftFailed: {
      on: {
        'draft.save': { target: 'savingDraft', actions: 'clearFailure' },
        'failure.dismiss': { target: 'editing.hist', actions: 'clearFailure' },
      },
    },
    submitting: {
      invoke: {
        id: 'submitPost',
        src: 'submitPost',
        input: ({ context }) => ({
          values: context.values,
          postId: context.postId,
          mode: context.mode,
          sourceId: context.sourceId,
        }),
        onDone: {
          target: 'submitted',
          actions: [
            {
              type: 'assignSaved',
              params: ({ event }) => ({ postId: event.output.postId }),
            },
            {
              type: 'notifySubmitted',
              params: ({ event }) => ({
                postId: event.output.postId,
                status: event.output.status,
              }),
            },
          ],
        },
        onError: failingTo('submitFailed'),
      },
    },
    submitFailed: {
      on: {
        'post.submit': { target: 'submitting', actions: 'clearFailure' },
        'failure.dismiss': {
          target: 'editing.review',
          actions: 'clearFailure',
        },
      },
    },
    submitted: { type: 'final' },
  },
});
