/**
 * The backend's periodic jobs (listing expiry, alerts, vacuum; started by main.ts): a pass at start
 * when asked, then one every `intervalMs`. A pass still running when the next is due makes that one
 * skip, so a slow pass is never overlapped; a failed pass is logged and the next one runs as usual.
 * The timer does not keep the process alive. An interval of 0 turns the job off.
 */
import { describeError, type Logger } from '../../lib/log';

export interface RepeatingJob {
  /** What the log calls the job ("listing expiry pass failed"). */
  readonly name: string;
  readonly intervalMs: number;
  readonly runAtStart: boolean;
  readonly log: Logger;
  readonly pass: () => Promise<void>;
}

/** Starts the job; returns a function that stops it. */
export function startRepeatingJob(job: RepeatingJob): () => void {
  if (job.intervalMs <= 0) return () => {};
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await job.pass();
    } catch (error) {
      job.log.error(`${job.name} failed`, describeError(error));
    } finally {
      running = false;
    }
  };
  if (job.runAtStart) void tick();
  const timer = setInterval(() => void tick(), job.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
