/**
 * The posting form is declared once (src/lib/contract/posting-form.ts, issue #40): what the app
 * encodes, the backend reads back — property-tested through a real multipart body and the
 * backend's own reading (readBody + parsePostForm), for arbitrary valid wizard values.
 */
import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readBody } from '~/backend/http';
import { parsePostForm } from '~/backend/services/posting/form';
import { encodePostForm, FORM_FIELDS } from '~/lib/contract/posting-form';
import { applyTransactionRule, MEDIA_KINDS, POSTING_STEPS, type PostingValues, type StagedMedia } from '~/lib/posting-rules';
import { VEHICLE_LIMITS } from '~/lib/vehicle';
import { DRAFT_STATUS } from '~/machines/listingLifecycle';
import { LISTING_STATUS } from '~/machines/listing-statuses';

const reader = new Hono().post('/', async (c) => {
  const parsed = parsePostForm(await readBody(c));
  return c.json({ values: parsed.values, refs: parsed.refs, status: parsed.status, draftStep: parsed.draftStep, postId: parsed.postId });
});

// Lengths across the whole range: the default size would stay near 10 characters and never reach a bound.
const textUpTo = (max: number) => fc.string({ maxLength: max, unit: 'grapheme', size: 'max' }).filter((value) => value.length <= max);
const staged: fc.Arbitrary<StagedMedia> = fc.record({
  path: fc.stringMatching(/^seed\/[a-z0-9/-]{1,40}\.(jpg|png|mp4|pdf)$/),
  name: fc.constant('a.jpg'),
  mimeType: fc.constant('image/jpeg'),
  bytes: fc.nat(),
  width: fc.constant(null),
  height: fc.constant(null),
});
const coordinate = fc.option(
  fc.integer({ min: -180_000_000, max: 180_000_000 }).map((micro) => micro / 1_000_000),
  { nil: null },
);

const validValues: fc.Arbitrary<PostingValues> = fc
  .record({
    categoryId: fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null }),
    listingType: fc.constantFrom(1 as const, 2 as const),
    postingForm: textUpTo(40).map((value) => value.trim()),
    title: textUpTo(1_000),
    description: textUpTo(3_000),
    transactionType: fc.constantFrom(1 as const, 2 as const, 3 as const),
    price: textUpTo(30),
    priceUnit: fc.constantFrom('' as const, '1' as const, '2' as const, '3' as const),
    area: textUpTo(30),
    bedrooms: textUpTo(10),
    bathrooms: textUpTo(10),
    vehicleBrand: textUpTo(VEHICLE_LIMITS.brand),
    vehicleModel: textUpTo(VEHICLE_LIMITS.model),
    vehicleYear: textUpTo(10),
    vehicleKm: textUpTo(20),
    vehicleFuel: textUpTo(2),
    vehicleGearbox: textUpTo(2),
    media: fc.record({
      images: fc.array(staged, { maxLength: 3 }),
      documents: fc.array(staged, { maxLength: 2 }),
      videos: fc.array(staged, { maxLength: 1 }),
      panoramas: fc.array(staged, { maxLength: 1 }),
    }),
    provinceCode: textUpTo(10),
    districtCode: textUpTo(10),
    wardCode: textUpTo(10),
    street: textUpTo(1_000),
    lat: coordinate,
    lng: coordinate,
    contactName: textUpTo(1_000),
    contactPhone: textUpTo(40),
    postType: fc.constantFrom(1 as const, 2 as const, 3 as const),
    dayNumber: fc.constantFrom(14 as const, 28 as const),
    paymentBy: fc.constantFrom('point' as const, 'package' as const),
    memberPackageId: fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null }),
  })
  .map(applyTransactionRule);

describe('the posting form, one declaration both sides read', () => {
  it('decode(encode(values)) = values through a multipart body, for arbitrary valid forms', async () => {
    await fc.assert(
      fc.asyncProperty(
        validValues,
        fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null }),
        fc.option(fc.constantFrom(...POSTING_STEPS), { nil: undefined }),
        fc.constantFrom(DRAFT_STATUS, LISTING_STATUS.pending),
        async (values, postId, draftStep, status) => {
          const body = encodePostForm(values, { status, postId, draftStep });
          const read = (await (await reader.request('/', { method: 'POST', body })).json()) as Record<string, unknown>;
          const { media, ...fields } = values;
          expect(read.values).toEqual({ ...fields, media: { images: [], documents: [], videos: [], panoramas: [] } });
          expect(read.refs).toEqual(Object.fromEntries(MEDIA_KINDS.map((kind) => [kind, media[kind].map((file) => file.path)])));
          expect({ status: read.status, draftStep: read.draftStep, postId: read.postId }).toEqual({ status, draftStep: draftStep ?? null, postId });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('every field has its own wire key', () => {
    const wires = Object.values(FORM_FIELDS).map((field) => field.wire);
    expect(new Set(wires).size).toBe(wires.length);
  });
});
