/** Issue #15: a page's upstream calls share one deadline, so calls one after another cannot add up. */
import { Effect, Exit } from 'effect';
import { describe, expect, test } from 'vitest';
import { ListApi } from '~/server/upstream/list-api';
import { withDeadline } from '~/server/upstream/time-budget';
import { fakeUpstreamClient } from './fake-upstream';

const upstream = fakeUpstreamClient(400);

describe('withDeadline', () => {
  test('three hanging calls in a row take one budget, not three timeouts', async () => {
    upstream.fake.on('GET', '/api/list/list-term', { kind: 'hang' });
    // The budget's clock runs 5 ms ahead of the timers: a timer may fire a millisecond before the
    // wall clock says it is due, and the third call, started then with 1 ms of budget left, went out
    // (CI, session 19). The budget is spent once the second call's share has run out, not a hair after.
    const page = withDeadline(upstream.runtime, Date.now() + 600, () => Date.now() + 5);
    const exits = [];
    for (let call = 0; call < 3; call++) exits.push(await page.runPromiseExit(Effect.flatMap(ListApi, (api) => api.listTerm())));
    expect(exits.every(Exit.isFailure)).toBe(true);
    // 400 ms for the first call's own timeout, what is left of 600 for the second (none when a busy
    // machine made the first take longer), and the third never leaves: the budget is spent. Without
    // a budget all three would reach the upstream, each waiting for its own timeout.
    expect(upstream.fake.hits('/api/list/list-term')).toBeGreaterThanOrEqual(1);
    expect(upstream.fake.hits('/api/list/list-term')).toBeLessThanOrEqual(2);
    const last = exits[2];
    expect(last && Exit.isFailure(last) ? JSON.stringify(last.cause) : '').toContain('timeBudget');
  });
});
