/**
 * Where the posting wizard opens (issue #35 §3): the server's listing, or this browser's copy of it
 * when that copy holds something the server has not got. A copy equal to the server's listing is no
 * change — the wizard then says "Đã lưu nháp lúc …", not "Có thay đổi chưa lưu" — whatever the two
 * clocks say (the copy is written by the browser's clock, the listing stamped by the server's).
 */
import type { PostingStep, PostingValues } from '~/lib/posting-rules';
import type { PostingMode } from '~/machines/postingStepper';
import type { LocalCopy } from './local-copy';

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

export interface ResolvedStart {
  readonly values: PostingValues | null;
  readonly step: PostingStep;
  readonly postId: number | null;
  readonly categorySlug: string | null;
  /** Opened from this browser's copy, which the server has not got. */
  readonly fromLocalCopy: boolean;
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
