/** The web server's own settings (src/serving/server.ts); Next reads the app's in src/env.ts. */
import { z } from 'zod';

export const servingEnv = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    /** How long a guest's page may be served from the micro-cache; 0 turns it off. */
    MICRO_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  })
  .parse(process.env);
