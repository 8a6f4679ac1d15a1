/** Issue #15: the upstream circuit breaker, on a clock the test moves. */
import { afterEach, describe, expect, test } from 'vitest';
import { breakerFor, CircuitBreaker, resetCircuitBreakers, upstreamOutage } from '~/server/upstream/circuit-breaker';

function clockedBreaker() {
  let now = 1_000_000;
  const breaker = new CircuitBreaker({ failureThreshold: 3, openMs: 5_000, now: () => now });
  return { breaker, advance: (ms: number) => (now += ms) };
}

afterEach(() => resetCircuitBreakers());

describe('CircuitBreaker', () => {
  test('stays closed below the threshold; a success in between starts the count again', () => {
    const { breaker } = clockedBreaker();
    breaker.failed();
    breaker.failed();
    breaker.succeeded();
    breaker.failed();
    breaker.failed();
    expect(breaker.state()).toBe('closed');
    expect(breaker.tryAcquire()).toBe(true);
  });

  test('opens after three failures in a row and refuses every call while open', () => {
    const { breaker, advance } = clockedBreaker();
    for (let i = 0; i < 3; i++) breaker.failed();
    expect(breaker.state()).toBe('open');
    expect(breaker.tryAcquire()).toBe(false);
    advance(4_999);
    expect(breaker.tryAcquire()).toBe(false);
  });

  test('after the open time one probe goes through; others wait for its verdict', () => {
    const { breaker, advance } = clockedBreaker();
    for (let i = 0; i < 3; i++) breaker.failed();
    advance(5_000);
    expect(breaker.state()).toBe('half-open');
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(false);
    breaker.succeeded();
    expect(breaker.state()).toBe('closed');
    expect(breaker.tryAcquire()).toBe(true);
  });

  test('a failed probe opens the circuit again for the whole open time; an abandoned one frees the slot', () => {
    const { breaker, advance } = clockedBreaker();
    for (let i = 0; i < 3; i++) breaker.failed();
    advance(5_000);
    expect(breaker.tryAcquire()).toBe(true);
    breaker.released();
    expect(breaker.tryAcquire()).toBe(true);
    breaker.failed();
    expect(breaker.state()).toBe('open');
    advance(4_000);
    expect(breaker.tryAcquire()).toBe(false);
    advance(1_000);
    expect(breaker.tryAcquire()).toBe(true);
  });
});

describe('outage memory', () => {
  test('a failure or a refused call counts for 10 s, success or not', () => {
    const { breaker, advance } = clockedBreaker();
    expect(breaker.failingRecently()).toBe(false);
    breaker.failed();
    breaker.succeeded();
    expect(breaker.failingRecently()).toBe(true);
    advance(10_000);
    expect(breaker.failingRecently()).toBe(false);
    for (let i = 0; i < 3; i++) breaker.failed();
    advance(5_000);
    expect(breaker.tryAcquire()).toBe(true);
    advance(11_000);
    expect(breaker.tryAcquire()).toBe(false); // refused while the probe is out
    breaker.succeeded();
    expect(breaker.failingRecently()).toBe(true);
  });
});

describe('the process registry', () => {
  test('one breaker per origin, and an outage while any origin is failing', () => {
    expect(breakerFor('http://127.0.0.1:4000/api')).toBe(breakerFor('http://127.0.0.1:4000'));
    expect(breakerFor('http://127.0.0.1:4000')).not.toBe(breakerFor('http://127.0.0.1:4001'));
    expect(upstreamOutage()).toBe(false);
    breakerFor('http://127.0.0.1:4001').failed();
    expect(upstreamOutage()).toBe(true);
    // Pages that failed just before the recovery are still answered as an outage, for 10 s.
    breakerFor('http://127.0.0.1:4001').succeeded();
    expect(upstreamOutage()).toBe(true);
  });
});
