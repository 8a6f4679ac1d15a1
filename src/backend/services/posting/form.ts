/**
 * Reading the posting form: the multipart body of post, edit-post, create-repost and draft becomes
 * the wizard's values (decoded by src/lib/contract/posting-form.ts, the form's one declaration), the
 * stored paths it names and the new files it carries. Nothing is checked here beyond shape; see checks.ts.
 */
import { decodePostForm } from '~/lib/contract/posting-form';
import { applyTransactionRule, EMPTY_POSTING, MEDIA_FIELDS, MEDIA_KINDS, type MediaKind, type PostingStep, type PostingValues } from '~/lib/posting-rules';
import { DRAFT_STATUS } from '~/machines/listingLifecycle';
import { LISTING_STATUS, type PostingStatus } from '~/machines/listing-statuses';

export type FormBody = Record<string, unknown>;

export interface ParsedPost {
  readonly values: PostingValues;
  readonly refs: Readonly<Record<MediaKind, readonly string[]>>;
  readonly uploads: ReadonlyArray<{ readonly kind: MediaKind; readonly file: File }>;
  readonly status: PostingStatus;
  readonly draftStep: PostingStep | null;
  readonly postId: number | null;
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
/** A field's first text value, '' when absent or a file. */
const textOf =
  (body: FormBody) =>
  (key: string): string => {
    const first = asList(body[key])[0];
    return typeof first === 'string' ? first : '';
  };

/** Reads the multipart form: text fields, and per media field its stored paths (text) and new files. */
export function parsePostForm(body: FormBody): ParsedPost {
  const refs = { images: [], documents: [], videos: [], panoramas: [] } as Record<MediaKind, string[]>;
  const uploads: Array<{ kind: MediaKind; file: File }> = [];
  for (const kind of MEDIA_KINDS) {
    const field = MEDIA_FIELDS[kind];
    for (const entry of [...asList(body[field]), ...asList(body[`${field}[]`])]) {
      if (entry instanceof File) {
        if (entry.size > 0 || entry.name !== '') uploads.push({ kind, file: entry });
      } else if (typeof entry === 'string' && entry.trim() !== '') refs[kind].push(entry.trim().slice(0, 300));
    }
  }
  const form = decodePostForm(textOf(body));
  return {
    values: applyTransactionRule({ ...EMPTY_POSTING, ...form.values }),
    refs,
    uploads,
    status: form.status === DRAFT_STATUS ? DRAFT_STATUS : LISTING_STATUS.pending,
    draftStep: form.draftStep,
    postId: form.postId,
  };
}
