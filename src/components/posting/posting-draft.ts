/**
 * The one owner of a posting draft (issue #40): the server's draft is the listing; this browser's
 * copy (localStorage) is a cache of it that holds only what the server has not got yet — written as
 * the member types, so a reload, a crash or a lost connection loses nothing, and dropped once a
 * save carried it. The wizard opens the server's listing unless the copy is newer and differs
 * (issue #35 §3: a copy equal to the server's listing is no change, whatever the two clocks say).
 * The stepper machine's save actors go through `save`, `autosave` and `submit`, one at a time.
 */
import { EMPTY_MEDIA, EMPTY_POSTING, isPostingStep, type PostingStep, type PostingValues } from '~/lib/posting-rules';
import type { PostingMode, SaveDraftInput, SavedPost, StoredDraft, SubmitInput } from '~/machines/postingStepper';

export interface WizardStart {
  readonly mode: PostingMode;
  readonly postId: number | null;
  readonly sourceId: number | null;
  readonly status: number | null;
  readonly values: PostingValues | null;
  readonly categorySlug: string | null;
  readonly step: PostingStep | null;
  readonly sendBackNotes: Readonly<Record<string, string>>;
  readonly rejectReason: string | null;
  /** Seconds: when the server's copy was last saved (0 for a new listing). */
  readonly updatedAt: number;
  /** The signed-in member's name and phone, offered as the listing's contact. */
  readonly contactDefaults: { readonly name: string; readonly phone: string } | null;
}

/** What the browser keeps of a listing the server has not got. */
export interface LocalCopy {
  readonly values: PostingValues;
  readonly step: PostingStep;
  readonly postId: number | null;
  readonly categorySlug: string | null;
  /** Milliseconds since the epoch. */
  readonly savedAt: number;
}

export interface ResolvedStart {
  readonly values: PostingValues | null;
  readonly step: PostingStep;
  readonly postId: number | null;
  readonly categorySlug: string | null;
  /** Opened from this browser's copy, which the server has not got. */
  readonly fromLocalCopy: boolean;
}

/** The server's side of a draft: the tRPC posting mutations. */
export interface DraftServer {
  readonly saveDraft: (request: SaveDraftInput) => Promise<SavedPost>;
  readonly autosaveDraft: (request: SaveDraftInput) => Promise<SavedPost>;
  readonly submit: (request: SubmitInput) => Promise<SavedPost>;
}

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'raovat:posting:';

function storageKey(mode: PostingMode, postId: number | null, sourceId: number | null): string {
  if (mode === 'edit' && postId !== null) return `${PREFIX}edit:${postId}`;
  if (mode === 'repost' && sourceId !== null) return `${PREFIX}repost:${sourceId}`;
  return `${PREFIX}new`;
}

/** JSON with its object keys sorted: the server and the browser's copy list fields in their own order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

export function sameValues(a: PostingValues, b: PostingValues): boolean {
  return canonical(a) === canonical(b);
}

/**
 * The server's listing, unless this browser's copy is newer and differs from it. `inUrl` is the
 * step in the address's hash (`#contact`): it wins over where either copy was left.
 */
export function resolveStart(start: WizardStart, local: LocalCopy | null, inUrl: PostingStep | null): ResolvedStart {
  const fromServer: ResolvedStart = { values: start.values, step: inUrl ?? start.step ?? 'category', postId: start.postId, categorySlug: start.categorySlug, fromLocalCopy: false };
  if (!local || local.savedAt <= start.updatedAt * 1000) return fromServer;
  if (start.values !== null && sameValues(local.values, start.values)) return fromServer;
  return { values: local.values, step: inUrl ?? local.step, postId: local.postId ?? start.postId, categorySlug: local.categorySlug, fromLocalCopy: true };
}

/**
 * The address of a listing that has an id (`?id=`, the step's hash kept): a reload, and the page's
 * refresh after "Đăng tin", then load that listing — its heading ("Tiếp tục tin nháp", "Sửa tin
 * đăng") and its server copy — instead of a new one. Null when the address already says so.
 */
export function listingAddress(current: string, postId: number | null): string | null {
  if (postId === null) return null;
  const url = new URL(current);
  if (url.searchParams.get('id') === String(postId)) return null;
  url.searchParams.delete('repost');
  url.searchParams.set('id', String(postId));
  return url.toString();
}

function readCopy(storage: DraftStorage, key: string): LocalCopy | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LocalCopy>;
    if (typeof parsed !== 'object' || parsed === null || typeof parsed.savedAt !== 'number' || !isPostingStep(parsed.step)) return null;
    // Older copies may miss fields added since: the empty listing fills them.
    const values: PostingValues = { ...EMPTY_POSTING, ...parsed.values, media: { ...EMPTY_MEDIA, ...parsed.values?.media } };
    return { values, step: parsed.step, postId: typeof parsed.postId === 'number' ? parsed.postId : null, categorySlug: parsed.categorySlug ?? null, savedAt: parsed.savedAt };
  } catch {
    return null;
  }
}

/** Storage full or disabled: the server draft still works, so storage failures are ignored. */
function writeCopy(storage: DraftStorage, key: string, copy: LocalCopy): void {
  try {
    storage.setItem(key, JSON.stringify(copy));
  } catch {
    // Nothing kept locally.
  }
}

function dropCopy(storage: DraftStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to drop.
  }
}

export interface PostingDraft {
  /** Where the wizard opens: the server's listing, or this browser's copy of what the server has not got. */
  readonly open: (inUrl: PostingStep | null) => ResolvedStart;
  /** The member changed something: the browser keeps it until a save carries it to the server. */
  readonly keep: (copy: Omit<LocalCopy, 'savedAt'>) => void;
  /** "Lưu nháp": stored on the server, stamped with when the answer came back. */
  readonly save: (request: SaveDraftInput) => Promise<StoredDraft>;
  /** The background save after a pause. */
  readonly autosave: (request: SaveDraftInput) => Promise<StoredDraft>;
  /** "Đăng tin": once the server has the listing, the browser's copies of it are dropped. */
  readonly submit: (request: SubmitInput) => Promise<SavedPost>;
}

/**
 * The draft of the listing `start` names. Saves go to the server one at a time, each carrying the
 * listing id the one before got: a background save still on its way when the member presses "Lưu
 * nháp" or "Đăng tin" would otherwise let both create a listing (a stray draft beside the real one).
 */
export function postingDraft(start: WizardStart, server: DraftServer, storage: DraftStorage, now: () => number = Date.now): PostingDraft {
  const openedKey = storageKey(start.mode, start.postId, start.sourceId);
  let previous: Promise<unknown> = Promise.resolve();
  let knownPostId: number | null = null;

  /** A listing with an id is kept under its id only. */
  const keyOf = (postId: number | null) => (postId !== null ? storageKey('edit', postId, null) : openedKey);

  function serial<T extends SavedPost>(postId: number | null, send: (postId: number | null) => Promise<T>): Promise<T> {
    const next = previous
      .catch(() => undefined)
      .then(() => send(postId ?? knownPostId))
      .then((saved) => {
        knownPostId = saved.postId;
        return saved;
      });
    previous = next;
    return next;
  }

  /** The values the server holds (what it opened with, then what each save carried). */
  let onServer: PostingValues | null = start.values;
  const serverHas = (values: PostingValues) => onServer !== null && sameValues(values, onServer);

  /** The server has what the save carried: the copy goes unless the member typed on since. */
  function stored(request: SaveDraftInput, saved: SavedPost): StoredDraft {
    onServer = request.values;
    for (const key of new Set([openedKey, keyOf(request.postId), keyOf(saved.postId)])) {
      const copy = readCopy(storage, key);
      if (copy && serverHas(copy.values)) dropCopy(storage, key);
    }
    return { ...saved, savedAt: now() };
  }

  return {
    open: (inUrl) => resolveStart(start, readCopy(storage, openedKey), inUrl),
    keep: (copy) => {
      const key = keyOf(copy.postId);
      if (serverHas(copy.values)) dropCopy(storage, key);
      else writeCopy(storage, key, { ...copy, savedAt: now() });
      // A new listing that got its draft id is from now on that draft (its address says so too).
      if (key !== openedKey) dropCopy(storage, openedKey);
    },
    save: (request) => serial(request.postId, (postId) => server.saveDraft({ ...request, postId })).then((saved) => stored(request, saved)),
    autosave: (request) => serial(request.postId, (postId) => server.autosaveDraft({ ...request, postId })).then((saved) => stored(request, saved)),
    submit: (request) =>
      serial(request.postId, (postId) => server.submit({ ...request, postId })).then((saved) => {
        dropCopy(storage, openedKey);
        dropCopy(storage, keyOf(saved.postId));
        return saved;
      }),
  };
}
