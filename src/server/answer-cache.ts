/**
 * Upstream answers shared per normalized query (issue #41): the public list reads of category
 * pages and /search, kept a few seconds in process, so two visitors (guests or members) asking the
 * same filters within the window make one backend call, and concurrent identical misses wait for
 * the one call in flight. Only answers that depend on the query alone go in: the list read sends no
 * session, and a member's own flags (favourites) are read by their own call, never from here.
 *
 * Each answer carries tags (its category, every listing in it); the listing-change stream (the
 * revalidation route) drops the answers a changed listing could be in or now match. Bounded by
 * entry count, least recently used out first.
 */
import 'server-only';
import type { ChangedListing } from '~/lib/cached-paths';
import type { BrowsePage } from './routers/browse';

export interface AnswerCacheOptions {
  /** How long an answer is shared; a change the stream reports ends it sooner. */
  readonly freshMs: number;
  readonly maxEntries: number;
  readonly now?: () => number;
}

interface Entry<T> {
  readonly value: T;
  readonly expires: number;
  readonly tags: readonly string[];
}

export class AnswerCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly inFlight = new Map<string, Promise<T>>();
  /** Bumped by every forget: a load that began before it must not store what it read. */
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: AnswerCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The shared answer for `key`, or `load`'s (one call for concurrent misses); failures are not kept. */
  read(key: string, load: () => Promise<T>, tagsOf: (value: T) => readonly string[]): Promise<T> {
    const hit = this.entries.get(key);
    if (hit !== undefined && hit.expires > this.now()) {
      // Least recently used first in the map's order: a hit moves to the end.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return Promise.resolve(hit.value);
    }
    if (hit !== undefined) this.remove(key);
    const pending = this.inFlight.get(key);
    if (pending !== undefined) return pending;
    const startedIn = this.generation;
    const loading = load().then(
      (value) => {
        if (this.inFlight.get(key) === loading) this.inFlight.delete(key);
        if (startedIn === this.generation) this.store(key, value, tagsOf(value));
        return value;
      },
      (error: unknown) => {
        if (this.inFlight.get(key) === loading) this.inFlight.delete(key);
        throw error;
      },
    );
    this.inFlight.set(key, loading);
    return loading;
  }

  /** Drops every answer carrying one of these tags, and lets nothing read before now be stored. */
  forget(tags: readonly string[]): void {
    this.generation += 1;
    this.inFlight.clear();
    for (const tag of tags) for (const key of [...(this.keysByTag.get(tag) ?? [])]) this.remove(key);
  }

  forgetAll(): void {
    this.generation += 1;
    this.inFlight.clear();
    this.entries.clear();
    this.keysByTag.clear();
  }

  private store(key: string, value: T, tags: readonly string[]): void {
    this.remove(key);
    while (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.remove(oldest.value);
    }
    this.entries.set(key, { value, expires: this.now() + this.options.freshMs, tags });
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (keys === undefined) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}

/** The tags of a list answer: its category (or every category) and each listing it shows. */
export const listingTag = (id: number): string => `listing:${id}`;
export const categoryTag = (slug: string | undefined): string => (slug === undefined ? 'category:*' : `category:${slug}`);

/**
 * What a changed listing could be in or now match: answers showing it, answers of its category
 * now, and answers of every category (a search without `cat`). A listing whose row is gone has no
 * category to say: everything goes.
 */
export function forgetChangedListings(cache: Pick<AnswerCache<unknown>, 'forget' | 'forgetAll'>, changes: readonly ChangedListing[]): void {
  if (changes.some((change) => change.categorySlug === null)) {
    cache.forgetAll();
    return;
  }
  cache.forget([categoryTag(undefined), ...changes.flatMap((change) => [listingTag(change.listingId), categoryTag(change.categorySlug ?? undefined)])]);
}

/**
 * As long as the micro-cache keeps a guest's page (s-maxage=10): the stream ends it sooner for a
 * change; what it does not report (a listing expiring on its date) is at most this late.
 */
export const LIST_ANSWER_FRESH_MS = 10_000;
/** ~40 KB of heap each, as measured (bench/README.md, 20 cards; 15 KB as JSON): about 10 MB at most. */
export const LIST_ANSWER_MAX_ENTRIES = 250;

// On globalThis: the page render, the tRPC route and the revalidation route are separate bundles in one process.
const globalForAnswers = globalThis as typeof globalThis & { raovatListAnswers?: AnswerCache<BrowsePage> };

/** This process's shared list answers (browse.list). */
export function listAnswers(): AnswerCache<BrowsePage> {
  globalForAnswers.raovatListAnswers ??= new AnswerCache<BrowsePage>({ freshMs: LIST_ANSWER_FRESH_MS, maxEntries: LIST_ANSWER_MAX_ENTRIES });
  return globalForAnswers.raovatListAnswers;
}

/** Called for each batch of the listing-change stream (src/app/api/revalidate/route.ts). */
export function forgetListingAnswers(changes: readonly ChangedListing[]): void {
  forgetChangedListings(listAnswers(), changes);
}
