import { describe, expect, test } from 'vitest';
import {
  allowedOwnerActions,
  canListing,
  resolveListing,
  stateOfStored,
  transitionListing,
  type LifecycleRole,
  type ListingEvent,
  type ListingStatusCode,
  type StoredListing,
} from './listingLifecycle';

const NOW = Date.UTC(2026, 5, 15, 5);
const DAY = 86_400_000;

function listing(status: ListingStatusCode, overrides: Partial<StoredListing> = {}): StoredListing {
  return { status, expired: false, listingType: 2, tier: 1, onHomePage: false, endsAt: NOW + 10 * DAY, ...overrides };
}

const reject: ListingEvent = { type: 'listing.reject', reason: 'Ảnh không đúng thực tế.' };
const sendBack: ListingEvent = { type: 'listing.sendBack', notes: { title: 'Ghi rõ diện tích.' } };
const verify: ListingEvent = { type: 'listing.verify', checks: ['legal', 'site'] };

/** [from status, role, event, expected state or null when refused] */
type Row = readonly [ListingStatusCode, LifecycleRole, ListingEvent, string | null];

const ROWS: readonly Row[] = [
  // isOwner on submit / resubmit / repost / edit / delete
  [60, 'owner', { type: 'listing.submit' }, 'pending'],
  [60, 'moderator', { type: 'listing.submit' }, null],
  [60, 'stranger', { type: 'listing.submit' }, null],
  [50, 'owner', { type: 'listing.resubmit' }, 'pending'],
  [50, 'moderator', { type: 'listing.resubmit' }, null],
  [30, 'owner', { type: 'listing.repost' }, 'pending'],
  [30, 'stranger', { type: 'listing.repost' }, null],
  [20, 'owner', { type: 'listing.edit' }, 'pending'],
  [80, 'owner', { type: 'listing.edit' }, 'pending'],
  [10, 'owner', { type: 'listing.edit' }, 'pending'],
  [20, 'moderator', { type: 'listing.edit' }, null],
  [20, 'owner', { type: 'listing.delete' }, 'reject'],
  [20, 'moderator', { type: 'listing.delete' }, null],
  [20, 'system', { type: 'listing.delete' }, null],
  // isModerator on decisions
  [10, 'moderator', { type: 'listing.approve' }, 'posted'],
  [10, 'owner', { type: 'listing.approve' }, null],
  [10, 'system', { type: 'listing.approve' }, null],
  [70, 'moderator', { type: 'listing.approve' }, 'posted'],
  // hasReason
  [10, 'moderator', reject, 'reject'],
  [10, 'moderator', { type: 'listing.reject', reason: '   ' }, null],
  [10, 'moderator', { type: 'listing.reject', reason: 'x'.repeat(501) }, null],
  [10, 'owner', reject, null],
  // hasNotes
  [10, 'moderator', sendBack, 'sendBack'],
  [10, 'moderator', { type: 'listing.sendBack', notes: { title: ' ' } }, null],
  [10, 'moderator', { type: 'listing.sendBack', notes: { nonsense: 'Sửa đi' } }, null],
  [10, 'moderator', { type: 'listing.sendBack', notes: {} }, null],
  [70, 'moderator', sendBack, 'sendBack'],
  // hasChecks + isRealEstate
  [10, 'moderator', verify, 'verified'],
  [70, 'moderator', verify, 'verified'],
  [70, 'moderator', { type: 'listing.verify', checks: [] }, null],
  [70, 'moderator', { type: 'listing.verify', checks: ['bogus'] }, null],
  [70, 'owner', verify, null],
  // requestVerification: owner or moderator on pending, owner on posted
  [10, 'owner', { type: 'listing.requestVerification' }, 'verifying'],
  [10, 'moderator', { type: 'listing.requestVerification' }, 'verifying'],
  [20, 'owner', { type: 'listing.requestVerification' }, 'verifying'],
  [20, 'moderator', { type: 'listing.requestVerification' }, null],
  [80, 'owner', { type: 'listing.requestVerification' }, null],
  // takeDown: owner or moderator
  [20, 'owner', { type: 'listing.takeDown' }, 'takeDown'],
  [80, 'moderator', { type: 'listing.takeDown' }, 'takeDown'],
  [20, 'system', { type: 'listing.takeDown' }, null],
  [10, 'owner', { type: 'listing.takeDown' }, null],
  // push (isOwner + isRunning)
  [20, 'owner', { type: 'listing.push' }, 'posted'],
  [80, 'owner', { type: 'listing.push' }, 'verified'],
  [20, 'moderator', { type: 'listing.push' }, null],
  [10, 'owner', { type: 'listing.push' }, null],
  [30, 'owner', { type: 'listing.push' }, null],
  // upgrade (isHigherLevel)
  [20, 'owner', { type: 'listing.upgrade', tier: 2 }, 'posted'],
  [20, 'owner', { type: 'listing.upgrade', tier: 4 }, 'posted'],
  [20, 'owner', { type: 'listing.upgrade', tier: 1 }, null],
  [20, 'owner', { type: 'listing.upgrade', tier: 7 }, null],
  // terminal reject
  [40, 'owner', { type: 'listing.delete' }, null],
  [40, 'owner', { type: 'listing.repost' }, null],
  [40, 'moderator', { type: 'listing.approve' }, null],
];

describe('listing lifecycle guards', () => {
  test.each(ROWS)('status %i, %s sends %j → %s', (status, role, event, expected) => {
    const result = transitionListing(listing(status), role, event, NOW);
    if (expected === null) {
      expect(result.allowed).toBe(false);
      expect(canListing(listing(status), role, event, NOW)).toBe(false);
      if (!result.allowed) expect(result.message.length).toBeGreaterThan(5);
    } else {
      expect(result.allowed).toBe(true);
      if (result.allowed) expect(result.to).toBe(expected);
    }
  });

  test('isRealEstate: a general-goods listing cannot be verified or asked for verification', () => {
    const goods = listing(10, { listingType: 1 });
    expect(canListing(goods, 'moderator', verify, NOW)).toBe(false);
    expect(canListing(goods, 'owner', { type: 'listing.requestVerification' }, NOW)).toBe(false);
    const refused = transitionListing(goods, 'moderator', verify, NOW);
    expect(refused.allowed ? '' : refused.message).toBe('Chỉ tin bất động sản mới được xác thực.');
  });

  test('isRunning / hasEnded: an ended listing cannot be pushed or upgraded; only the system expires it, and only once ended', () => {
    const ended = listing(20, { endsAt: NOW - 1 });
    expect(canListing(ended, 'owner', { type: 'listing.push' }, NOW)).toBe(false);
    expect(canListing(ended, 'owner', { type: 'listing.upgrade', tier: 3 }, NOW)).toBe(false);
    const pushRefused = transitionListing(ended, 'owner', { type: 'listing.push' }, NOW);
    expect(pushRefused.allowed ? '' : pushRefused.message).toBe('Tin đã hết hạn nên không thể đẩy tin.');
    expect(transitionListing(ended, 'system', { type: 'listing.expire' }, NOW)).toMatchObject({ allowed: true, to: 'expired', status: 20 });
    expect(transitionListing(listing(80, { endsAt: NOW - 1 }), 'system', { type: 'listing.expire' }, NOW)).toMatchObject({ allowed: true, status: 80 });
    expect(canListing(listing(20), 'system', { type: 'listing.expire' }, NOW)).toBe(false);
    expect(canListing(ended, 'owner', { type: 'listing.expire' }, NOW)).toBe(false);
    // The last day is still running: end exactly now is not ended.
    expect(canListing(listing(20, { endsAt: NOW }), 'owner', { type: 'listing.push' }, NOW)).toBe(true);
  });

  test('isHigherLevel: a home-page listing cannot be upgraded; super vip can only go to the home page', () => {
    const top = listing(20, { tier: 3, onHomePage: true });
    expect(canListing(top, 'owner', { type: 'listing.upgrade', tier: 4 }, NOW)).toBe(false);
    const refused = transitionListing(top, 'owner', { type: 'listing.upgrade', tier: 4 }, NOW);
    expect(refused.allowed ? '' : refused.message).toBe('Tin đã ở hạng cao nhất.');
    const superVip = listing(20, { tier: 3 });
    expect(canListing(superVip, 'owner', { type: 'listing.upgrade', tier: 3 }, NOW)).toBe(false);
    const upgraded = transitionListing(superVip, 'owner', { type: 'listing.upgrade', tier: 4 }, NOW);
    expect(upgraded.allowed && upgraded.context).toMatchObject({ tier: 3, onHomePage: true });
  });

  test('the expired mark resolves posted and verified to expired, from which the owner re-posts', () => {
    expect(stateOfStored({ status: 20, expired: true })).toBe('expired');
    expect(stateOfStored({ status: 80, expired: true })).toBe('expired');
    expect(stateOfStored({ status: 30, expired: true })).toBe('takeDown');
    const expired = listing(20, { expired: true, endsAt: NOW - DAY });
    expect(transitionListing(expired, 'owner', { type: 'listing.repost' }, NOW)).toMatchObject({ allowed: true, to: 'pending', status: 10 });
    expect(canListing(expired, 'owner', { type: 'listing.push' }, NOW)).toBe(false);
  });

  test('refusal messages say why, in Vietnamese', () => {
    const message = (status: ListingStatusCode, role: LifecycleRole, event: ListingEvent) => {
      const result = transitionListing(listing(status), role, event, NOW);
      return result.allowed ? '' : result.message;
    };
    expect(message(20, 'stranger', { type: 'listing.delete' })).toBe('Bạn không có quyền thao tác trên tin này.');
    expect(message(10, 'owner', { type: 'listing.push' })).toBe('Tin đang ở trạng thái "Chờ duyệt" nên không thể đẩy tin.');
    expect(message(10, 'owner', { type: 'listing.approve' })).toBe('Chỉ kiểm duyệt viên mới được duyệt tin.');
    expect(message(20, 'moderator', { type: 'listing.push' })).toBe('Chỉ chủ tin mới được đẩy tin.');
    expect(message(10, 'moderator', { type: 'listing.reject', reason: '' })).toContain('lý do từ chối');
    expect(message(10, 'moderator', { type: 'listing.sendBack', notes: {} })).toContain('ít nhất một mục');
  });

  test('post management offers exactly the allowed owner actions', () => {
    const at = (stored: StoredListing) => allowedOwnerActions(resolveListing(stored), NOW);
    expect(at(listing(60))).toEqual(['listing.submit', 'listing.delete']);
    expect(at(listing(20))).toEqual(['listing.edit', 'listing.push', 'listing.upgrade', 'listing.requestVerification', 'listing.takeDown', 'listing.delete']);
    expect(at(listing(20, { tier: 3, onHomePage: true, listingType: 1 }))).toEqual(['listing.edit', 'listing.push', 'listing.takeDown', 'listing.delete']);
    expect(at(listing(30))).toEqual(['listing.repost', 'listing.delete']);
    expect(at(listing(40))).toEqual([]);
    expect(at(listing(50))).toEqual(['listing.resubmit', 'listing.delete']);
    expect(at(listing(10))).toEqual(['listing.edit', 'listing.requestVerification', 'listing.delete']);
    // Someone else's listing: none of the owner's actions.
    for (const type of ['listing.edit', 'listing.push', 'listing.takeDown', 'listing.delete'] as const) expect(canListing(listing(20), 'stranger', { type }, NOW)).toBe(false);
  });
});
