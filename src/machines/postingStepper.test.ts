import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, test, vi } from 'vitest';
import { EMPTY_POSTING, type PostingField, type PostingStep, type PostingValues } from '../lib/posting-rules';
import { DRAFT_NEEDS_CATEGORY, hasUnsavedChanges, postingStepperMachine, UPLOADS_PENDING_MESSAGE, type PostingInput, type SavedPost, type StoredDraft } from './postingStepper';

const image = (n: number) => ({ path: `listings/2026/01/a${n}.jpg`, name: `a${n}.jpg`, mimeType: 'image/jpeg', bytes: 1000, width: 800, height: 600 });

const complete: PostingValues = {
  ...EMPTY_POSTING,
  categoryId: 1,
  listingType: 2,
  title: 'Bán nhà phố 3 tầng Quận 7, sổ hồng riêng',
  description: '<p>Nhà mới xây, sổ hồng riêng, gần trường học và chợ Tân Thuận.</p>',
  price: '3,5',
  priceUnit: '3',
  area: '72',
  media: { images: [image(1), image(2), image(3)], documents: [], videos: [], panoramas: [] },
  provinceCode: '79',
  wardCode: '27478',
  contactName: 'Nguyễn Văn An',
  contactPhone: '0900000001',
};

type Outcome = SavedPost | Error;
type DraftOutcome = StoredDraft | Error;

function start(input: PostingInput = {}, outcomes: { draft?: DraftOutcome; submit?: Outcome; autosave?: Promise<StoredDraft> } = {}) {
  const notifyDraftSaved = vi.fn();
  const notifySubmitted = vi.fn();
  const saveDraft = vi.fn();
  const submitPost = vi.fn();
  const autosaveDraft = vi.fn();
  const settle = <T,>(value: T | Error) => (value instanceof Error ? Promise.reject(value) : Promise.resolve(value));
  const machine = postingStepperMachine.provide({
    actors: {
      saveDraft: fromPromise(async ({ input: sent }) => {
        saveDraft(sent);
        return settle(outcomes.draft ?? { postId: 42, status: 60, savedAt: 1 });
      }),
      submitPost: fromPromise(async ({ input: sent }) => {
        submitPost(sent);
        return settle(outcomes.submit ?? { postId: 42, status: 10 });
      }),
      autosaveDraft: fromPromise(async ({ input: sent }) => {
        autosaveDraft(sent);
        return outcomes.autosave ?? { postId: 77, status: 60, savedAt: 2 };
      }),
    },
    actions: { notifyDraftSaved, notifySubmitted: (_, params) => notifySubmitted(params) },
  });
  const actor = createActor(machine, { input: { categorySlug: 'bat-dong-san', ...input } }).start();
  return { actor, notifyDraftSaved, notifySubmitted, saveDraft, submitPost, autosaveDraft };
}

const stepOf = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().value;

describe('postingStepper: resuming (guard resumesAt)', () => {
  test('opens at the step it is given', () => {
    const { actor } = start({ values: complete, resumeStep: 'contact' });
    expect(stepOf(actor)).toEqual({ editing: 'contact' });
  });
  test('opens at the first step when none is given', () => {
    const { actor } = start();
    expect(stepOf(actor)).toEqual({ editing: 'category' });
  });
});

describe('postingStepper: step.next (guard stepValid per step, both ways)', () => {
  const order: Array<[PostingStep, PostingStep, Partial<PostingValues>, PostingField]> = [
    ['category', 'details', { categoryId: null }, 'categoryId'],
    ['details', 'media', { title: '' }, 'title'],
    ['media', 'location', { media: { images: [image(1)], documents: [], videos: [], panoramas: [] } }, 'images'],
    ['location', 'contact', { provinceCode: '' }, 'provinceCode'],
    ['contact', 'package', { contactPhone: '123' }, 'contactPhone'],
    ['package', 'review', { paymentBy: 'package', memberPackageId: null }, 'memberPackageId'],
  ];
  for (const [from, to, broken, field] of order) {
    test(`${from} → ${to} when valid`, () => {
      const { actor } = start({ values: complete, resumeStep: from });
      expect(actor.getSnapshot().context.step).toBe(from);
      actor.send({ type: 'step.next' });
      expect(stepOf(actor)).toEqual({ editing: to });
      // The UI and the saved draft read the step from the context: it follows the state.
      expect(actor.getSnapshot().context.step).toBe(to);
      expect(actor.getSnapshot().context.errors).toEqual({});
    });
    test(`${from} stays and shows the ${field} error when invalid`, () => {
      const { actor } = start({ values: { ...complete, ...broken }, resumeStep: from });
      actor.send({ type: 'step.next' });
      expect(stepOf(actor)).toEqual({ editing: from });
      expect(actor.getSnapshot().context.errors[field]).toBeTruthy();
    });
  }

  test('the exact spec §5 messages reach the context', () => {
    const { actor } = start({ values: { ...complete, title: '', contactPhone: '' }, resumeStep: 'details' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.errors.title).toBe('Tiêu đề không được để trống!');
    actor.send({ type: 'fields.patch', patch: { title: 'Bán nhà' } });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.errors.title).toBe('Tiêu đề không được ít hơn 10 kí tự!');
    actor.send({ type: 'fields.patch', patch: { title: 'x'.repeat(151) } });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.errors.title).toBe('Tiêu đề không được quá 150 kí tự!');
  });

  test('step.back returns one step and clears errors', () => {
    const { actor } = start({ values: { ...complete, contactPhone: '' }, resumeStep: 'contact' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.errors.contactPhone).toBe('Số điện thoại không được để trống!');
    actor.send({ type: 'step.back' });
    expect(stepOf(actor)).toEqual({ editing: 'location' });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });
});

describe('postingStepper: uploads (guard uploadsPending)', () => {
  test('the media step waits while files upload', () => {
    const { actor } = start({ values: complete, resumeStep: 'media' });
    actor.send({ type: 'uploads.pending', count: 2 });
    actor.send({ type: 'step.next' });
    expect(stepOf(actor)).toEqual({ editing: 'media' });
    expect(actor.getSnapshot().context.errors.images).toBe(UPLOADS_PENDING_MESSAGE);
  });
  test('and moves on once they are done', () => {
    const { actor } = start({ values: complete, resumeStep: 'media' });
    actor.send({ type: 'uploads.pending', count: 2 });
    actor.send({ type: 'uploads.pending', count: 0 });
    actor.send({ type: 'step.next' });
    expect(stepOf(actor)).toEqual({ editing: 'location' });
  });
  test("the contact starts with the member's own name and phone where the listing has none", () => {
    const defaults = { name: 'Nguyễn Văn An', phone: '0900000001' };
    const fresh = start({ contactDefaults: defaults }).actor.getSnapshot().context.values;
    expect([fresh.contactName, fresh.contactPhone]).toEqual(['Nguyễn Văn An', '0900000001']);
    const own = start({ values: { ...complete, contactName: 'Chị Lan', contactPhone: '0912345678' }, contactDefaults: defaults }).actor.getSnapshot().context.values;
    expect([own.contactName, own.contactPhone]).toEqual(['Chị Lan', '0912345678']);
  });

  test('media.move puts a photo at a place (0: the cover) and keeps the others in order', () => {
    const { actor } = start({ values: complete, resumeStep: 'media' });
    actor.send({ type: 'media.add', kind: 'images', file: image(4) });
    const names = () => actor.getSnapshot().context.values.media.images.map((file) => file.name);
    actor.send({ type: 'media.move', kind: 'images', path: image(4).path, to: 0 });
    expect(names()).toEqual(['a4.jpg', 'a1.jpg', 'a2.jpg', 'a3.jpg']);
    actor.send({ type: 'media.move', kind: 'images', path: image(4).path, to: 2 });
    expect(names()).toEqual(['a1.jpg', 'a2.jpg', 'a4.jpg', 'a3.jpg']);
    actor.send({ type: 'media.move', kind: 'images', path: image(1).path, to: 99 });
    expect(names()).toEqual(['a2.jpg', 'a4.jpg', 'a3.jpg', 'a1.jpg']);
    actor.send({ type: 'media.move', kind: 'images', path: 'listings/khong-co.jpg', to: 0 });
    expect(names()).toEqual(['a2.jpg', 'a4.jpg', 'a3.jpg', 'a1.jpg']);
  });

  test('media.add and media.remove change the listing files', () => {
    const { actor } = start({ values: complete, resumeStep: 'media' });
    actor.send({ type: 'media.add', kind: 'images', file: image(4) });
    actor.send({ type: 'media.remove', kind: 'images', path: image(1).path });
    expect(actor.getSnapshot().context.values.media.images.map((file) => file.name)).toEqual(['a2.jpg', 'a3.jpg', 'a4.jpg']);
    expect(Object.keys(actor.getSnapshot().context.values.media).sort()).toEqual(['documents', 'images', 'panoramas', 'videos']);
  });
});

describe('postingStepper: step.goto (guard canVisit)', () => {
  test('any earlier step can be visited', () => {
    const { actor } = start({ values: { ...complete, title: '' }, resumeStep: 'details' });
    actor.send({ type: 'step.goto', step: 'category' });
    expect(stepOf(actor)).toEqual({ editing: 'category' });
  });
  test('a later step is refused while an earlier one is invalid', () => {
    const { actor } = start({ values: { ...complete, title: '' }, resumeStep: 'category' });
    actor.send({ type: 'step.goto', step: 'review' });
    expect(stepOf(actor)).toEqual({ editing: 'category' });
  });
  test('a later step is reachable when everything before it is valid', () => {
    const { actor } = start({ values: complete, resumeStep: 'category' });
    actor.send({ type: 'step.goto', step: 'review' });
    expect(stepOf(actor)).toEqual({ editing: 'review' });
  });
});

describe('postingStepper: transaction type rule (spec §5)', () => {
  test('type 2 blanks price and unit and needs neither', () => {
    const { actor } = start({ values: complete, resumeStep: 'details' });
    actor.send({ type: 'fields.patch', patch: { transactionType: 2 } });
    const { values } = actor.getSnapshot().context;
    expect(values.price).toBe('');
    expect(values.priceUnit).toBe('');
    actor.send({ type: 'step.next' });
    expect(stepOf(actor)).toEqual({ editing: 'media' });
  });
  test('a price typed while negotiable stays blank', () => {
    const { actor } = start({ values: { ...complete, transactionType: 2 }, resumeStep: 'details' });
    actor.send({ type: 'fields.patch', patch: { price: '5' } });
    expect(actor.getSnapshot().context.values.price).toBe('');
  });
});

describe('postingStepper: save as draft (guard hasCategory)', () => {
  test('saves from the current step and returns to it', async () => {
    const { actor, saveDraft, notifyDraftSaved } = start({ values: complete, resumeStep: 'location' });
    actor.send({ type: 'draft.save' });
    expect(actor.getSnapshot().value).toBe('savingDraft');
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'location' }));
    expect(saveDraft).toHaveBeenCalledWith(expect.objectContaining({ step: 'location', postId: null, mode: 'create' }));
    expect(actor.getSnapshot().context.postId).toBe(42);
    expect(notifyDraftSaved).toHaveBeenCalledOnce();
  });
  test('is refused without a category', () => {
    const { actor, saveDraft } = start();
    actor.send({ type: 'draft.save' });
    expect(stepOf(actor)).toEqual({ editing: 'category' });
    expect(actor.getSnapshot().context.errors.categoryId).toBe(DRAFT_NEEDS_CATEGORY);
    expect(saveDraft).not.toHaveBeenCalled();
  });
  test('a failed save shows the message; dismissing returns to the step with nothing lost', async () => {
    const { actor } = start({ values: complete, resumeStep: 'contact' }, { draft: new Error('Hệ thống đang bận, vui lòng thử lại sau.') });
    actor.send({ type: 'draft.save' });
    await waitFor(actor, (snapshot) => snapshot.matches('draftFailed'));
    expect(actor.getSnapshot().context.failure).toBe('Hệ thống đang bận, vui lòng thử lại sau.');
    actor.send({ type: 'failure.dismiss' });
    expect(stepOf(actor)).toEqual({ editing: 'contact' });
    expect(actor.getSnapshot().context.values).toEqual(complete);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
  test('a failed save can be retried', async () => {
    const { actor, saveDraft } = start({ values: complete, resumeStep: 'contact' }, { draft: new Error('x') });
    actor.send({ type: 'draft.save' });
    await waitFor(actor, (snapshot) => snapshot.matches('draftFailed'));
    actor.send({ type: 'draft.save' });
    await waitFor(actor, (snapshot) => snapshot.matches('draftFailed'));
    expect(saveDraft).toHaveBeenCalledTimes(2);
  });
});

describe('postingStepper: submit (guard allStepsValid)', () => {
  test('a valid listing is submitted', async () => {
    const { actor, submitPost, notifySubmitted } = start({ values: complete, resumeStep: 'review', postId: 9, mode: 'edit' });
    actor.send({ type: 'post.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(submitPost).toHaveBeenCalledWith(expect.objectContaining({ postId: 9, mode: 'edit' }));
    expect(notifySubmitted).toHaveBeenCalledWith({ postId: 42, status: 10 });
  });
  test('an invalid listing resumed at review is not sent; every error shows', () => {
    const { actor, submitPost } = start({ values: { ...complete, contactPhone: '0123' }, resumeStep: 'review' });
    actor.send({ type: 'post.submit' });
    expect(stepOf(actor)).toEqual({ editing: 'review' });
    expect(actor.getSnapshot().context.errors.contactPhone).toBe('Số điện thoại không đúng');
    expect(submitPost).not.toHaveBeenCalled();
  });
  test('a refusal shows the server message; retry or go back to review', async () => {
    const { actor } = start({ values: complete, resumeStep: 'review' }, { submit: new Error('Số điểm trong ví không đủ, vui lòng nạp thêm điểm.') });
    actor.send({ type: 'post.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('submitFailed'));
    expect(actor.getSnapshot().context.failure).toBe('Số điểm trong ví không đủ, vui lòng nạp thêm điểm.');
    actor.send({ type: 'failure.dismiss' });
    expect(stepOf(actor)).toEqual({ editing: 'review' });
    actor.send({ type: 'post.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('submitFailed'));
  });

  test('a refusal naming a field shows the message under that field too', async () => {
    const refusal = Object.assign(new Error('Số điện thoại không đúng'), { field: 'contactPhone' });
    const { actor } = start({ values: complete, resumeStep: 'review' }, { submit: refusal });
    actor.send({ type: 'post.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('submitFailed'));
    expect(actor.getSnapshot().context.errors.contactPhone).toBe('Số điện thoại không đúng');
  });
});

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('postingStepper: background save (guard autosaveDue)', () => {
  test('nothing is due while the listing is as the server has it', () => {
    const { actor, autosaveDraft } = start({ values: complete, resumeStep: 'contact', postId: 9, mode: 'edit' });
    expect(actor.getSnapshot().can({ type: 'draft.autosave' })).toBe(false);
    actor.send({ type: 'draft.autosave' });
    expect(autosaveDraft).not.toHaveBeenCalled();
  });
  test('after a change it saves in the background: the form stays open and the server copy is recorded', async () => {
    const pending = deferred<StoredDraft>();
    const { actor, autosaveDraft } = start({ values: complete, resumeStep: 'contact', postId: 9, mode: 'edit' }, { autosave: pending.promise });
    actor.send({ type: 'fields.patch', patch: { contactName: 'Trần Thị Lan' } });
    expect(hasUnsavedChanges(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'draft.autosave' });
    expect(autosaveDraft).toHaveBeenCalledWith(expect.objectContaining({ step: 'contact', postId: 9, values: expect.objectContaining({ contactName: 'Trần Thị Lan' }) }));
    expect(stepOf(actor)).toEqual({ editing: 'contact' });
    // Typing goes on while it is on its way; a second one is not due until it ends.
    actor.send({ type: 'fields.patch', patch: { contactPhone: '0912345678' } });
    expect(actor.getSnapshot().can({ type: 'draft.autosave' })).toBe(false);
    pending.resolve({ postId: 9, status: 60, savedAt: 3 });
    await settled();
    const { context } = actor.getSnapshot();
    expect(context.savedAt).toBe(3);
    expect(context.saved?.values.contactName).toBe('Trần Thị Lan');
    // The phone typed meanwhile is not on the server yet: another save is due.
    expect(hasUnsavedChanges(context)).toBe(true);
    expect(actor.getSnapshot().can({ type: 'draft.autosave' })).toBe(true);
  });
  test('a new listing gets its draft id from the first background save', async () => {
    const { actor, autosaveDraft } = start();
    expect(actor.getSnapshot().can({ type: 'draft.autosave' })).toBe(false);
    actor.send({ type: 'fields.patch', patch: { categoryId: 1, listingType: 2 }, categorySlug: 'bat-dong-san' });
    actor.send({ type: 'draft.autosave' });
    expect(autosaveDraft).toHaveBeenCalledWith(expect.objectContaining({ postId: null, mode: 'create', step: 'category' }));
    await settled();
    expect(actor.getSnapshot().context.postId).toBe(77);
    expect(hasUnsavedChanges(actor.getSnapshot().context)).toBe(false);
    // Moving to another step is a change the draft records (it reopens there).
    actor.send({ type: 'step.goto', step: 'category' });
    actor.send({ type: 'fields.patch', patch: { title: 'Bán nhà' } });
    expect(actor.getSnapshot().can({ type: 'draft.autosave' })).toBe(true);
  });
  test('a failed background save is remembered and the next change tries again', async () => {
    const { actor } = start({ values: complete, resumeStep: 'contact', postId: 9, mode: 'edit' }, { autosave: Promise.reject(new Error('offline')) });
    actor.send({ type: 'fields.patch', patch: { contactName: 'Trần Thị Lan' } });
    actor.send({ type: 'draft.autosave' });
    await settled();
    expect(actor.getSnapshot().context.autosaveFailed).toBe(true);
    expect(stepOf(actor)).toEqual({ editing: 'contact' });
    expect(actor.getSnapshot().can({ type: 'draft.autosave' })).toBe(true);
  });
  test('a listing under review or live is never saved as a draft', () => {
    const { actor } = start({ values: complete, resumeStep: 'contact', postId: 9, mode: 'edit', paymentLocked: true });
    actor.send({ type: 'fields.patch', patch: { contactName: 'Trần Thị Lan' } });
    expect(actor.getSnapshot().can({ type: 'draft.autosave' })).toBe(false);
    expect(hasUnsavedChanges(actor.getSnapshot().context)).toBe(true);
  });
  test("this browser's newer copy is unsaved from the start; \"Lưu nháp\" records it too", async () => {
    const { actor } = start({ values: complete, resumeStep: 'contact', postId: 9, mode: 'edit', unsavedChanges: true });
    expect(actor.getSnapshot().can({ type: 'draft.autosave' })).toBe(true);
    actor.send({ type: 'draft.save' });
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'contact' }));
    expect(hasUnsavedChanges(actor.getSnapshot().context)).toBe(false);
    expect(actor.getSnapshot().context.savedAt).not.toBeNull();
  });
});

describe('postingStepper: the drafts dialog (guard offersDrafts, issue #35 §3)', () => {
  test('a fresh new listing with drafts waiting offers them first; "Đăng tin mới" opens the category step', () => {
    const { actor } = start({ draftsWaiting: 2 });
    expect(stepOf(actor)).toBe('offeringDrafts');
    expect(actor.getSnapshot().can({ type: 'fields.patch', patch: { title: 'x' } })).toBe(false);
    actor.send({ type: 'drafts.dismiss' });
    expect(stepOf(actor)).toEqual({ editing: 'category' });
    expect(actor.getSnapshot().can({ type: 'drafts.dismiss' })).toBe(false);
  });

  test('answered, the new listing opens at the step its address names', () => {
    const { actor } = start({ draftsWaiting: 1, resumeStep: 'review' });
    expect(stepOf(actor)).toBe('offeringDrafts');
    actor.send({ type: 'drafts.dismiss' });
    expect(stepOf(actor)).toEqual({ editing: 'review' });
  });

  test('no drafts waiting: straight to the form', () => {
    expect(stepOf(start({ draftsWaiting: 0 }).actor)).toEqual({ editing: 'category' });
  });

  test('never over a listing under way: a draft, an edit, a re-post, or what this browser kept typed', () => {
    expect(stepOf(start({ draftsWaiting: 3, postId: 9, mode: 'edit', values: complete, resumeStep: 'contact' }).actor)).toEqual({ editing: 'contact' });
    expect(stepOf(start({ draftsWaiting: 3, mode: 'repost', sourceId: 4, values: complete }).actor)).toEqual({ editing: 'category' });
    // A new listing resumed from this browser's copy: typed, or already given a draft id.
    expect(stepOf(start({ draftsWaiting: 3, values: { ...EMPTY_POSTING, title: 'Bán xe' }, unsavedChanges: true }).actor)).toEqual({ editing: 'category' });
    expect(stepOf(start({ draftsWaiting: 3, postId: 15, values: complete, unsavedChanges: true, resumeStep: 'contact' }).actor)).toEqual({ editing: 'contact' });
  });

  test('never over a result: after "Đăng tin" the machine is done and no event reopens the dialog', async () => {
    const { actor } = start({ draftsWaiting: 1, values: complete, resumeStep: 'review' });
    actor.send({ type: 'drafts.dismiss' });
    actor.send({ type: 'post.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().matches('offeringDrafts')).toBe(false);
    expect(actor.getSnapshot().can({ type: 'drafts.dismiss' })).toBe(false);
  });

  test('the form under way is never sent back to the dialog (no transition into it from editing)', () => {
    const { actor } = start({ draftsWaiting: 1 });
    actor.send({ type: 'drafts.dismiss' });
    actor.send({ type: 'fields.patch', patch: { categoryId: 1, listingType: 2 }, categorySlug: 'bat-dong-san' });
    actor.send({ type: 'drafts.dismiss' });
    expect(stepOf(actor)).toEqual({ editing: 'category' });
    expect(actor.getSnapshot().context.values.categoryId).toBe(1);
  });
});
