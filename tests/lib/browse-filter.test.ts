/**
 * The browse filter's round trips (issue #40), for arbitrary valid filters drawn from the bounds
 * declared in src/lib/browse-filter.ts: URL → reader → same filters → same URL; and router input
 * → list-article request → the wire (JSON body or form body, as the upstream client and a form
 * would send it) → the backend's decoder → the same request. A bound changed on one side only (the
 * URL reader, the router's zod, the contract's schema) puts a generated value outside that side.
 */
import { Schema } from 'effect';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { decodeRequest } from '../../src/backend/contract-edge';
import { BROWSE_FIELDS, groupFieldNames, toArticleFilters, type BrowseFilters, type ValueSpec } from '../../src/lib/browse-filter';
import { browseQuery, parseBrowseParams, rawSearchParams, type BrowseContext } from '../../src/lib/browse-params';
import { ArticleListType, ListArticleRequest } from '../../src/lib/contract/list';
import { CURRENT_PROVINCE_CODES } from '../../src/lib/units-2025';
import { browseListInput } from '../../src/server/routers/browse';

const RUNS = { numRuns: 300 };

/** Any value a field's spec allows, edges included (fast-check biases towards min and max). */
function valueOf(spec: ValueSpec, forUrl: boolean): fc.Arbitrary<string | number> {
  switch (spec.kind) {
    case 'number':
      return spec.int ? fc.integer({ min: spec.min, max: spec.max }) : fc.double({ min: spec.min, max: spec.max, noNaN: true, noDefaultInfinity: true }).filter((value) => !Object.is(value, -0));
    case 'text':
      return spec.pattern === undefined
        ? // Free text: a URL and the router keep it trimmed; any valid Unicode.
          fc.string({ unit: 'grapheme', minLength: 1, maxLength: spec.max }).filter((text) => text.length <= spec.max && text.trim() === text && text !== '')
        : fc.stringMatching(spec.pattern).filter((text) => text.length <= spec.max);
    case 'code':
      return fc.constantFrom(...spec.codes);
    case 'enum':
      return fc.constantFrom(...spec.values);
    case 'listed':
      // A URL offers the list; the wire takes any word up to the bound.
      return forUrl ? fc.constantFrom(...spec.values) : fc.string({ unit: 'grapheme', minLength: 1, maxLength: spec.max }).filter((text) => text.length <= spec.max);
  }
}

type Draft = Record<string, string | number | undefined>;

const fieldsOf = (forUrl: boolean): fc.Arbitrary<Draft> =>
  fc.record(
    Object.fromEntries(
      Object.entries(BROWSE_FIELDS).map(([name, field]) => [
        name,
        name === 'province' && forUrl ? fc.constantFrom(...CURRENT_PROVINCE_CODES) : valueOf(field.value, forUrl),
      ]),
    ),
    { requiredKeys: [] },
  );

/** Filters a URL can hold as they are: the reader's rules between fields already met. */
const urlFilters = fc
  .tuple(fc.constantFrom<BrowseContext>('category', 'search'), fc.constantFrom('bat-dong-san', 'xe-co', undefined), fieldsOf(true))
  .map(([context, knownCat, draft]): { context: BrowseContext; filters: BrowseFilters } => {
    const f: Draft = { ...draft };
    const cat = context === 'category' ? (knownCat ?? (f.cat as string | undefined) ?? 'do-dien-tu') : (knownCat ?? f.cat);
    f.cat = cat;
    if (context === 'category') f.q = undefined;
    for (const [min, max] of [
      ['priceMin', 'priceMax'],
      ['areaMin', 'areaMax'],
    ] as const) {
      const [low, high] = [f[min], f[max]];
      if (typeof low === 'number' && typeof high === 'number' && low > high) [f[min], f[max]] = [high, low];
    }
    if (f.province === undefined) f.ward = undefined;
    for (const [group, slug] of [
      ['realEstate', 'bat-dong-san'],
      ['vehicle', 'xe-co'],
    ] as const) {
      if (cat !== slug) for (const name of groupFieldNames(group)) f[name] = undefined;
    }
    if (f.sort === 'relevance' && f.q === undefined) f.sort = undefined;
    f.page ??= 1;
    if (f.page === 1) f.cursor = undefined;
    const filters = Object.fromEntries(Object.keys(BROWSE_FIELDS).map((name) => [name, f[name]])) as BrowseFilters;
    return { context, filters };
  });

describe('a browse filter round trip', () => {
  test('URL: read(render(filters)) = filters, without a notice, and render(read(url)) = url', () => {
    fc.assert(
      fc.property(urlFilters, ({ context, filters }) => {
        const query = browseQuery(filters, context);
        const read = parseBrowseParams(rawSearchParams(query), context, context === 'category' ? filters.cat : undefined);
        expect(read.notices).toEqual([]);
        expect(read.filters).toEqual(filters);
        expect(browseQuery(read.filters, context)).toBe(query);
      }),
      RUNS,
    );
  });

  test('upstream: router input → list-article request → JSON or form body → the backend decoder = the same request', () => {
    fc.assert(
      fc.property(fieldsOf(false), fc.integer({ min: 1, max: 40 }), (draft, num) => {
        const { view: _view, ...input } = draft;
        const parsed = browseListInput.safeParse({ ...input, num });
        if (!parsed.success) throw new Error(`router refused ${JSON.stringify(parsed.error.issues[0])}`);
        const filters = parsed.data;
        const request = {
          type: ArticleListType.browse,
          page: filters.page,
          num: filters.num,
          ...toArticleFilters(filters),
          sort: filters.sort,
          cursor: filters.cursor,
        } satisfies ListArticleRequest;
        // What the upstream client sends (src/server/upstream/list-api.ts encodes with the contract).
        const wire = Schema.encodeSync(ListArticleRequest)(request);
        const json: unknown = JSON.parse(JSON.stringify(wire));
        expect(decodeRequest(ListArticleRequest, json, { blankIsAbsent: true })).toEqual(request);
        // A form body carries every value as text.
        const form = new URLSearchParams();
        for (const [key, value] of Object.entries(wire)) if (value !== undefined) form.set(key, String(value));
        expect(decodeRequest(ListArticleRequest, Object.fromEntries(new URLSearchParams(form.toString())), { blankIsAbsent: true })).toEqual(request);
      }),
      RUNS,
    );
  });
});
