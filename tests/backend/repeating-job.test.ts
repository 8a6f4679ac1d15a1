import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Logger } from '../../src/lib/log';
import { startRepeatingJob } from '../../src/backend/services/repeating-job';

function recordingLog(): Logger & { readonly errors: string[] } {
  const errors: string[] = [];
  const ignore = () => {};
  return { errors, debug: ignore, info: ignore, warn: ignore, error: (msg) => errors.push(msg) };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('startRepeatingJob', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('runs at start when asked, then once per interval, until stopped', async () => {
    let passes = 0;
    const stop = startRepeatingJob({ name: 'test job', intervalMs: 1_000, runAtStart: true, log: recordingLog(), pass: async () => void (passes += 1) });
    await settle();
    expect(passes).toBe(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(passes).toBe(4);
    stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(passes).toBe(4);
  });

  test('a slow pass is never overlapped: the ticks while it runs are skipped', async () => {
    let running = 0;
    let most = 0;
    let started = 0;
    const stop = startRepeatingJob({
      name: 'slow job',
      intervalMs: 1_000,
      runAtStart: false,
      log: recordingLog(),
      pass: async () => {
        started += 1;
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        running -= 1;
      },
    });
    await vi.advanceTimersByTimeAsync(10_000);
    stop();
    expect(most).toBe(1);
    // Ticks at 1, 2, …, 10 s and passes of 2.5 s: they start at 1, 4, 7 and 10 s, the ticks between are skipped.
    expect(started).toBe(4);
  });

  test('a failed pass is logged under the job name and the next one still runs; 0 turns the job off', async () => {
    const log = recordingLog();
    let calls = 0;
    const stop = startRepeatingJob({
      name: 'flaky job',
      intervalMs: 1_000,
      runAtStart: true,
      log,
      pass: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database closed');
      },
    });
    await vi.advanceTimersByTimeAsync(1_000);
    stop();
    expect(log.errors).toEqual(['flaky job failed']);
    expect(calls).toBe(2);

    let off = 0;
    startRepeatingJob({ name: 'off', intervalMs: 0, runAtStart: true, log, pass: async () => void (off += 1) });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(off).toBe(0);
  });
});
