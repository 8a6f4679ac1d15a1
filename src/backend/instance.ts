/**
 * What makes one backend process one instance among several (issue #14): a stable id for logs and
 * health answers, whether it is draining (SIGTERM received: the balancer should stop sending), and
 * the job queue it works for, once started.
 */
import { hostname } from 'node:os';
import type { JobQueue } from './jobs/job-queue';

export interface BackendInstance {
  readonly id: string;
  readonly startedAt: number;
  draining: boolean;
  jobs: JobQueue | undefined;
}

export function createInstance(port: number, configured?: string): BackendInstance {
  return { id: configured ?? `${hostname()}:${port}`, startedAt: Date.now(), draining: false, jobs: undefined };
}
