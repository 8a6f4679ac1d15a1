/**
 * What every backend route module receives: the database, the validated env and a logger.
 * Route modules are plain functions of these, so tests build the app in-process with a PGlite clone.
 */
import type { Logger } from '~/lib/log';
import type { Database } from './db/client';
import type { BackendEnv } from './env';
import type { BackendInstance } from './instance';
import type { ChangeSignal, MemberSignal } from './services/change-signal';
import type { LocationStore } from './services/locations';

export interface BackendDeps {
  readonly db: Database;
  readonly env: BackendEnv;
  readonly log: Logger;
  readonly locations: LocationStore;
  /** This process among the backend's instances (id, draining, job queue). */
  readonly instance: BackendInstance;
  /** Wakes the listing-change streams when the database signals a change; tests leave it out (the streams poll). */
  readonly listingChangeSignal?: ChangeSignal;
  /** Wakes the chat streams of the members a chat event concerns; tests leave it out (the streams poll). */
  readonly chatSignal?: MemberSignal;
}
