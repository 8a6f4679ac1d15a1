import { describe, expect, test } from 'vitest';
import { EMPTY_POSTING, type PostingValues } from '~/lib/posting-rules';
import type { SavedPost } from '~/machines/postingStepper';
import { listingAddress, postingDraft, resolveStart, sameValues, type DraftServer, type DraftStorage, type LocalCopy, type WizardStart } from './posting-draft';

const serverValues: PostingValues = { ...EMPTY_POSTING, categoryId: 3, listingType: 1, title: 'Bán xe Honda Vision 2022', contactName: 'An', contactPhone: '0900000001' };

const draft: WizardStart = {
  mode: 'edit',
  postId: 31,
  sourceId: null,
  status: 60,
  values: serverValues,
  categorySlug: 'xe-co',
  step: 'contact',
  sendBackNotes: {},
  rejectReason: null,
  updatedAt: 1_000,
  contactDefaults: null,
};

/** The browser's copy, its fields in another order than the server's (JSON read back from storage). */
const copyOf = (values: PostingValues, savedAt: number, step: LocalCopy['step'] = 'contact'): LocalCopy => ({
  values: Object.fromEntries(Object.entries(values).reverse()) as unknown as PostingValues,
  step,
  postId: 31,
  categorySlug: 'xe-co',
  savedAt,
});

describe('resolveStart: where the wizard opens (issue #35 §3)', () => {
  test('a copy equal to the server\'s listing is no change, however new its stamp', () => {
    const resolved = resolveStart(draft, copyOf(serverValues, 5_000_000), null);
    expect(resolved.fromLocalCopy).toBe(false);
    expect(resolved.step).toBe('contact');
  });

  test('a newer copy that differs is what the wizard opens, as not yet on the server', () => {
    const resolved = resolveStart(draft, copyOf({ ...serverValues, title: 'Bán xe Honda Vision 2023' }, 5_000_000, 'package'), null);
    expect(resolved).toMatchObject({ fromLocalCopy: true, step: 'package', postId: 31 });
    expect(resolved.values?.title).toBe('Bán xe Honda Vision 2023');
  });

  test('an older copy gives way to the server', () => {
    expect(resolveStart(draft, copyOf({ ...serverValues, title: 'cũ' }, 999_000), null).fromLocalCopy).toBe(false);
  });

  test('the step in the address wins over where either copy was left', () => {
    expect(resolveStart(draft, null, 'media').step).toBe('media');
    expect(resolveStart(draft, copyOf({ ...serverValues, title: 'khác' }, 5_000_000, 'package'), 'location').step).toBe('location');
  });

  test('sameValues ignores the order of fields, not their content', () => {
    expect(sameValues(copyOf(serverValues, 0).values, serverValues)).toBe(true);
    expect(sameValues({ ...serverValues, media: { ...serverValues.media, images: [{ path: 'a.jpg', name: 'a.jpg', mimeType: 'image/jpeg', bytes: 1, width: 1, height: 1 }] } }, serverValues)).toBe(false);
  });
});

describe('listingAddress', () => {
  test('a listing that got its id is addressed by it, the step kept', () => {
    expect(listingAddress('https://raovat.test/user/post-news-v2#contact', 31)).toBe('https://raovat.test/user/post-news-v2?id=31#contact');
    expect(listingAddress('https://raovat.test/user/post-news-v2?repost=8#review', 40)).toBe('https://raovat.test/user/post-news-v2?id=40#review');
  });

  test('nothing to change without an id or when the address names it already', () => {
    expect(listingAddress('https://raovat.test/user/post-news-v2#details', null)).toBeNull();
    expect(listingAddress('https://raovat.test/user/post-news-v2?id=31#details', 31)).toBeNull();
  });
});

/** localStorage as a map (vitest runs in node). */
function memoryStorage(): DraftStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** A server whose answers the test releases by hand; `offline` makes every call fail. */
function fakeServer() {
  const sent: Array<{ kind: string; postId: number | null }> = [];
  const waiting: Array<() => void> = [];
  let nextId = 40;
  const state = { offline: false, manual: false };
  const answer = (kind: string, postId: number | null): Promise<SavedPost> => {
    sent.push({ kind, postId });
    if (state.offline) return Promise.reject(new Error('fetch failed'));
    const saved = { postId: postId ?? nextId++, status: kind === 'submit' ? 10 : 60 };
    if (!state.manual) return Promise.resolve(saved);
    return new Promise((resolve) => waiting.push(() => resolve(saved)));
  };
  const server: DraftServer = {
    saveDraft: (request) => answer('save', request.postId),
    autosaveDraft: (request) => answer('autosave', request.postId),
    submit: (request) => answer('submit', request.postId),
  };
  return { server, sent, waiting, state };
}

const fresh: WizardStart = { ...draft, mode: 'create', postId: null, status: null, values: null, categorySlug: null, step: null, updatedAt: 0 };
const typed: PostingValues = { ...serverValues, title: 'Bán xe Honda Vision 2024' };
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('postingDraft: the server owns the draft, the browser caches what it has not got (issue #40)', () => {
  test('what the member types is kept until a save carries it, then the copy goes', async () => {
    const storage = memoryStorage();
    const { server } = fakeServer();
    const wizard = postingDraft(fresh, server, storage, () => 7_000);
    wizard.keep({ values: typed, step: 'details', postId: null, categorySlug: 'xe-co' });
    expect(postingDraft(fresh, server, storage).open(null)).toMatchObject({ fromLocalCopy: true, step: 'details', values: typed });

    await expect(wizard.autosave({ values: typed, step: 'details', postId: null, mode: 'create' })).resolves.toEqual({ postId: 40, status: 60, savedAt: 7_000 });
    expect(storage.items.size).toBe(0);
    // The machine records the id: the unchanged values are the server's, nothing is kept.
    wizard.keep({ values: typed, step: 'details', postId: 40, categorySlug: 'xe-co' });
    expect(storage.items.size).toBe(0);
  });

  test('a save that cannot reach the server leaves the copy, and a reload opens it', async () => {
    const storage = memoryStorage();
    const { server, state } = fakeServer();
    const wizard = postingDraft(draft, server, storage, () => 5_000_000);
    wizard.keep({ values: typed, step: 'contact', postId: 31, categorySlug: 'xe-co' });
    state.offline = true;
    await expect(wizard.save({ values: typed, step: 'contact', postId: 31, mode: 'edit' })).rejects.toThrow('fetch failed');
    expect(postingDraft(draft, server, storage).open(null)).toMatchObject({ fromLocalCopy: true, values: typed, postId: 31 });
  });

  test('typing on while a save is on its way keeps the newer copy', async () => {
    const storage = memoryStorage();
    const { server, state, waiting } = fakeServer();
    state.manual = true;
    const wizard = postingDraft(draft, server, storage, () => 5_000_000);
    wizard.keep({ values: typed, step: 'contact', postId: 31, categorySlug: 'xe-co' });
    const saving = wizard.autosave({ values: typed, step: 'contact', postId: 31, mode: 'edit' });
    const newer = { ...typed, title: 'Bán xe Honda Vision 2025' };
    wizard.keep({ values: newer, step: 'contact', postId: 31, categorySlug: 'xe-co' });
    await tick();
    waiting.shift()?.();
    await saving;
    expect(postingDraft(draft, server, storage).open(null)).toMatchObject({ fromLocalCopy: true, values: newer });
  });

  test('a new listing that got its id is kept under that id only', () => {
    const storage = memoryStorage();
    const wizard = postingDraft(fresh, fakeServer().server, storage);
    wizard.keep({ values: typed, step: 'details', postId: null, categorySlug: 'xe-co' });
    wizard.keep({ values: { ...typed, title: 'khác' }, step: 'details', postId: 40, categorySlug: 'xe-co' });
    expect([...storage.items.keys()]).toEqual(['raovat:posting:edit:40']);
  });

  test('"Đăng tin" drops the copies once the server has the listing', async () => {
    const storage = memoryStorage();
    const wizard = postingDraft(fresh, fakeServer().server, storage);
    wizard.keep({ values: typed, step: 'review', postId: null, categorySlug: 'xe-co' });
    await expect(wizard.submit({ values: typed, postId: null, mode: 'create', sourceId: null })).resolves.toEqual({ postId: 40, status: 10 });
    expect(storage.items.size).toBe(0);
  });

  test('saves go one at a time, each carrying the id the one before got; a failed one does not stop the next', async () => {
    const { server, sent, state, waiting } = fakeServer();
    state.manual = true;
    const wizard = postingDraft(fresh, server, memoryStorage());
    const first = wizard.autosave({ values: typed, step: 'details', postId: null, mode: 'create' });
    const second = wizard.save({ values: typed, step: 'details', postId: null, mode: 'create' });
    await tick();
    expect(sent).toEqual([{ kind: 'autosave', postId: null }]);
    waiting.shift()?.();
    await expect(first).resolves.toMatchObject({ postId: 40 });
    await tick();
    waiting.shift()?.();
    await expect(second).resolves.toMatchObject({ postId: 40 });
    expect(sent).toEqual([
      { kind: 'autosave', postId: null },
      { kind: 'save', postId: 40 },
    ]);

    state.manual = false;
    state.offline = true;
    await expect(wizard.save({ values: typed, step: 'details', postId: 40, mode: 'create' })).rejects.toThrow('fetch failed');
    state.offline = false;
    await expect(wizard.submit({ values: typed, postId: 40, mode: 'create', sourceId: null })).resolves.toEqual({ postId: 40, status: 10 });
  });

  test('a copy that cannot be read is no copy', () => {
    const storage = memoryStorage();
    storage.setItem('raovat:posting:new', '{not json');
    expect(postingDraft(fresh, fakeServer().server, storage).open(null)).toMatchObject({ fromLocalCopy: false, step: 'category' });
  });
});
