import { describe, expect, test } from 'vitest';
import { EMPTY_POSTING, type PostingValues } from '~/lib/posting-rules';
import type { LocalCopy } from './local-copy';
import { listingAddress, resolveStart, sameValues, type WizardStart } from './start-resolution';

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

describe('resolveStart (issue #35 §3)', () => {
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
