/**
 * What every backend route module receives: the database, the validated env and a logger.
 * Route modules are plain functions of these, so tests build the app in-process with a PGlite clone.
 */
import type { Logger } from '../lib/log';
import type { Database } from './db/client';
import type { BackendEnv } from './env';
import type { BackendInstance } from './instance';
import type { ListingsChanged } from './services/app-revalidation';
import type { LocationStore } from './services/locations';

export interface BackendDeps {
  readonly db: Database;
  readonly env: BackendEnv;
  readonly log: Logger;
  readonly locations: LocationStore;
  /** This process among the backend's instances (id, draining, job queue). */
  readonly instance: BackendInstance;
  /** Tells the app which listings changed so cached pages refresh; no-op when unset (tests). */
  readonly listingsChanged?: ListingsChanged;
}
