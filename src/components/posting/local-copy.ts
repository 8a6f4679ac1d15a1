/**
 * The wizard's copy of what the member typed, in this browser's localStorage: a reload, a crash or
 * a lost connection loses nothing. The server's draft is the copy other devices resume from.
 */
import { EMPTY_MEDIA, EMPTY_POSTING, isPostingStep, type PostingStep, type PostingValues } from '~/lib/posting-rules';

export interface LocalCopy {
  readonly values: PostingValues;
  readonly step: PostingStep;
  readonly postId: number | null;
  readonly categorySlug: string | null;
  /** Milliseconds since the epoch. */
  readonly savedAt: number;
}

const PREFIX = 'raovat:posting:';

export function localKey(mode: 'create' | 'edit' | 'repost', postId: number | null, sourceId: number | null): string {
  if (mode === 'edit' && postId !== null) return `${PREFIX}edit:${postId}`;
  if (mode === 'repost' && sourceId !== null) return `${PREFIX}repost:${sourceId}`;
  return `${PREFIX}new`;
}

export function readLocalCopy(key: string): LocalCopy | null {
  try {
    const raw = window.localStorage.getItem(key);
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

export function writeLocalCopy(key: string, copy: LocalCopy): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(copy));
  } catch {
    // Storage full or disabled: the server draft still works.
  }
}

export function clearLocalCopy(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
