/**
 * What other members do with a live listing: comments (with the seller's replies), favourites and
 * callback requests; and the demo member's own favourites (8) and callback requests (2). Stateful:
 * comment ids and the demo member's counts run across calls, so call it in listing order.
 */
import { DEMO_MEMBER, type SeedMember } from './members';
import type { Rng } from './random';
import { CALLBACK_NOTES, COMMENTS_BY_CATEGORY, OWNER_REPLIES } from './vocabulary';
import type { ListingBatch } from './listings';

const DEMO_FAVOURITES = 8;
const DEMO_CALLBACKS = 2;
const FALLBACK_COMMENTS = ['Còn không bạn?'] as const;

const seconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);

export interface EngagementTarget {
  readonly listingId: number;
  readonly category: string;
  readonly owner: SeedMember;
  /** When the listing went live (ms). */
  readonly since: number;
  /** One of the demo member's showcase listings that must have comments and callback requests. */
  readonly showcase: boolean;
  readonly expired: boolean;
}

export class Engagement {
  private nextCommentId = 1;
  private demoFavourites = 0;
  private readonly demo: SeedMember = { id: DEMO_MEMBER.id, fullName: DEMO_MEMBER.fullName, phone: DEMO_MEMBER.phone };

  constructor(
    private readonly now: Date,
    private readonly crowd: readonly SeedMember[],
  ) {}

  private pickOther(rng: Rng, exclude: ReadonlySet<number>): SeedMember | null {
    for (let attempt = 0; attempt < 20; attempt++) {
      const member = rng.pick(this.crowd);
      if (!exclude.has(member.id)) return member;
    }
    return null;
  }

  private between(rng: Rng, fromMs: number): Date {
    return seconds(fromMs + rng.next() * Math.max(0, this.now.getTime() - fromMs));
  }

  add(rng: Rng, target: EngagementTarget, out: ListingBatch): void {
    const { listingId, owner, since, showcase } = target;
    const taken = new Set([owner.id]);
    if (showcase || rng.chance(0.04)) {
      for (let i = showcase ? 3 : rng.int(1, 3); i > 0; i--) {
        const author = this.pickOther(rng, taken);
        if (!author) continue;
        const commentId = this.nextCommentId++;
        const createdAt = this.between(rng, since);
        out.comments.push({
          id: commentId,
          listingId,
          memberId: author.id,
          parentId: null,
          body: rng.pick(COMMENTS_BY_CATEGORY[target.category] ?? FALLBACK_COMMENTS),
          status: rng.chance(0.03) ? 'hidden' : 'visible',
          createdAt,
        });
        if (rng.chance(0.5)) {
          out.comments.push({
            id: this.nextCommentId++,
            listingId,
            memberId: owner.id,
            parentId: commentId,
            body: rng.pick(OWNER_REPLIES),
            status: 'visible',
            createdAt: this.between(rng, createdAt.getTime()),
          });
        }
      }
    }
    if (rng.chance(0.06)) {
      for (let i = rng.int(1, 3); i > 0; i--) {
        const fan = this.pickOther(rng, taken);
        if (!fan) continue;
        taken.add(fan.id);
        out.favourites.push({ memberId: fan.id, listingId, createdAt: this.between(rng, since) });
      }
    }
    const callers: SeedMember[] = [];
    if (owner.id !== DEMO_MEMBER.id && !target.expired && this.demoFavourites < DEMO_FAVOURITES && rng.chance(0.15)) {
      this.demoFavourites++;
      out.favourites.push({ memberId: DEMO_MEMBER.id, listingId, createdAt: this.between(rng, since) });
      if (this.demoFavourites <= DEMO_CALLBACKS) callers.push(this.demo);
    }
    const others = showcase ? 2 : rng.chance(0.01) ? 1 : 0;
    for (let i = 0; i < others; i++) {
      const caller = this.pickOther(rng, new Set([owner.id, ...callers.map((c) => c.id)]));
      if (caller) callers.push(caller);
    }
    for (const caller of callers) {
      const createdAt = this.between(rng, since);
      out.callbacks.push({
        listingId,
        memberId: caller.id,
        name: caller.fullName,
        phone: caller.phone,
        note: rng.pick(CALLBACK_NOTES),
        handledAt: rng.chance(0.5) ? this.between(rng, createdAt.getTime()) : null,
        createdAt,
      });
    }
  }
}
