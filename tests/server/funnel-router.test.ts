/**
 * The live funnel over the real backend (issue #36), below the browser: three members walk the
 * posting wizard (the transitions the real wizard's machine takes, sent as its beacon), one leaves
 * at the media step; the counts and the drop-off read back exactly. A guest's beacon, a forged
 * machine or transition, a server-side machine's transition sent from a browser, and a member
 * reading the counts are refused. The counts table holds no member id.
 */
import { getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { funnelCounts } from '../../src/backend/db/schema';
import { funnelDayOf } from '../../src/backend/services/funnel-counts';
import { memberWithToken, type TestMember } from '../helpers/backend';
import { routersOverFreshDatabase, type RouterHarness } from '../helpers/router';
import { invalidInput, refusal, refused } from './router-refusal';

let handle: DatabaseHandle;
let harness: RouterHarness;
let members: TestMember[];
let productOwner: TestMember;

beforeAll(async () => {
  ({ handle, harness } = await routersOverFreshDatabase('/tmp/raovat-funnel-router-media'));
  members = await Promise.all(['0912000001', '0912000002', '0912000003'].map((phone) => memberWithToken(handle.db, { phone })));
  productOwner = await memberWithToken(handle.db, { phone: '0912000009', role: 'product_owner' });
});

afterAll(() => harness.close());

/** What the posting wizard's machine takes from a new listing to "Đã gửi, chờ duyệt", in order. */
const UP_TO_MEDIA = [
  'resuming --always--> editing.category',
  'editing --fields.patch--> (stays)',
  'editing.category --step.next [stepValid]--> editing.details',
  'editing --fields.patch--> (stays)',
  'editing.details --step.next [stepValid]--> editing.media',
  'editing --media.add--> (stays)',
];
const FROM_MEDIA_ON = [
  'editing.media --step.next [stepValid]--> editing.location',
  'editing.location --step.next [stepValid]--> editing.contact',
  'editing.contact --step.next [stepValid]--> editing.package',
  'editing.package --step.next [stepValid]--> editing.review',
  'editing.review --post.submit [allStepsValid]--> submitting',
  'submitting --done(submitPost)--> submitted',
];
const beaconOf = (keys: readonly string[]) => ({ transitions: keys.map((key) => ({ machineId: 'posting-stepper', key })) });
const today = funnelDayOf(new Date());
const FORBIDDEN = refused('FORBIDDEN', 'Bạn không có quyền thực hiện thao tác này.');

describe('funnel router', () => {
  test('three members through the wizard, one leaving at Ảnh/Video: counts and drop-off read back exactly', async () => {
    const [first, second, third] = members;
    if (!first || !second || !third) throw new Error('members not made');
    expect(await harness.callerOf(first).funnel.beacon(beaconOf([...UP_TO_MEDIA, ...FROM_MEDIA_ON]))).toEqual({ recorded: 12 });
    // A beacon is sent on hiding the page: the second member's walk arrives in two.
    expect(await harness.callerOf(second).funnel.beacon(beaconOf(UP_TO_MEDIA))).toEqual({ recorded: 6 });
    expect(await harness.callerOf(second).funnel.beacon(beaconOf(FROM_MEDIA_ON))).toEqual({ recorded: 6 });
    expect(await harness.callerOf(third).funnel.beacon(beaconOf(UP_TO_MEDIA))).toEqual({ recorded: 6 });

    const read = await harness.callerOf(productOwner).funnel.counts({ machineId: 'posting-stepper', from: today, to: today });
    expect(Object.fromEntries(Object.entries(read.counts).filter(([, count]) => count > 0))).toEqual({
      'resuming --always--> editing.category': 3,
      'editing --fields.patch--> (stays)': 6,
      'editing.category --step.next [stepValid]--> editing.details': 3,
      'editing.details --step.next [stepValid]--> editing.media': 3,
      'editing --media.add--> (stays)': 3,
      'editing.media --step.next [stepValid]--> editing.location': 2,
      'editing.location --step.next [stepValid]--> editing.contact': 2,
      'editing.contact --step.next [stepValid]--> editing.package': 2,
      'editing.package --step.next [stepValid]--> editing.review': 2,
      'editing.review --post.submit [allStepsValid]--> submitting': 2,
      'submitting --done(submitPost)--> submitted': 2,
    });
    // Every exit from Ảnh/Video went on to Vị trí; the one who stayed is the drop.
    expect(read.exitShares['editing.media --step.next [stepValid]--> editing.location']).toBe(1);
    expect(read.exitShares['editing.media --step.back--> editing.details']).toBe(0);
    expect(read.dropOffs).toEqual([
      { path: 'editing', title: 'Đang điền tin', entered: 3, dropped: 1, percent: 33, sentence: '33 % thành viên đến Đang điền tin rời đi mà không tiếp tục' },
      { path: 'editing.media', title: 'Bước Ảnh/Video', entered: 3, dropped: 1, percent: 33, sentence: '33 % thành viên đến Bước Ảnh/Video rời đi mà không tiếp tục' },
    ]);
    // A range before today holds none of it.
    const before = await harness.callerOf(productOwner).funnel.counts({ machineId: 'posting-stepper', from: '2020-01-01', to: '2020-01-07' });
    expect(Object.values(before.counts).every((count) => count === 0)).toBe(true);
    expect(before.dropOffs).toEqual([]);
  });

  test('a guest’s beacon is refused and nothing is counted', async () => {
    const rows = await handle.db.select().from(funnelCounts);
    expect(await refusal(harness.callerOf().funnel.beacon(beaconOf(UP_TO_MEDIA)))).toEqual(refused('UNAUTHORIZED', 'Bạn cần đăng nhập để tiếp tục.'));
    expect(await handle.db.select().from(funnelCounts)).toEqual(rows);
  });

  test('a forged machine id, a forged transition key, or a server-side machine’s transition is refused whole', async () => {
    const [member] = members;
    const rows = await handle.db.select().from(funnelCounts);
    const caller = harness.callerOf(member);
    expect(await refusal(caller.funnel.beacon({ transitions: [{ machineId: 'posting-stepper', key: UP_TO_MEDIA[0] ?? '' }, { machineId: 'admin-panel', key: 'a --x--> b' }] }))).toEqual(
      invalidInput('transitions.1.machineId', 'transitions.1.key'),
    );
    expect(await refusal(caller.funnel.beacon(beaconOf(['editing.media --step.next [stepValid]--> submitted'])))).toEqual(invalidInput('transitions.0.key'));
    // The listing lifecycle is counted by the backend where it moves; a browser may not add to it.
    expect(await refusal(caller.funnel.beacon({ transitions: [{ machineId: 'listing-lifecycle', key: 'draft --listing.submit--> pending' }] }))).toEqual(invalidInput('transitions.0.machineId', 'transitions.0.key'));
    expect(await refusal(caller.funnel.beacon(beaconOf(Array<string>(101).fill(UP_TO_MEDIA[1] ?? ''))))).toEqual(invalidInput('transitions'));
    expect(await handle.db.select().from(funnelCounts)).toEqual(rows);
    // The backend holds the same line when the app is bypassed.
    const direct = await fetch(`${harness.base}/api/funnel/beacon`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member?.token ?? ''}`, 'content-type': 'application/json' },
      body: JSON.stringify({ transitions: [{ machine_id: 'posting-stepper', transition_key: 'forged --x--> y' }] }),
    });
    expect(direct.status).toBe(400);
    expect(await handle.db.select().from(funnelCounts)).toEqual(rows);
  });

  test('only moderators and product owners read the counts', async () => {
    expect(await refusal(harness.callerOf(members[0]).funnel.counts({ machineId: 'posting-stepper', from: today, to: today }))).toEqual(FORBIDDEN);
    expect(await refusal(harness.callerOf().funnel.counts({ machineId: 'posting-stepper', from: today, to: today }))).toEqual(refused('UNAUTHORIZED', 'Bạn cần đăng nhập để tiếp tục.'));
    const moderator = await memberWithToken(handle.db, { phone: '0912000010', role: 'moderator' });
    expect((await harness.callerOf(moderator).funnel.counts({ machineId: 'posting-stepper', from: today, to: today })).dropOffs).toHaveLength(2);
  });

  test('the counts table holds no member id, payload, session or address: only machine, transition, day and count', () => {
    expect(Object.values(getTableColumns(funnelCounts)).map((column) => column.name).sort()).toEqual(['count', 'day', 'machine_id', 'transition_key']);
  });
});
