/**
 * The app server's structured logger (one JSON line per event). Server-side errors are logged here
 * and never shown raw to users (spec §8).
 */
import 'server-only';
import { env } from '~/env';
import { createLogger } from '~/lib/log';

export const serverLog = createLogger('app', env.LOG_LEVEL);
