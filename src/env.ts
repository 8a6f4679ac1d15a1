/**
 * The Next.js app's configuration, validated once (next.config.ts imports this file, so a bad value
 * fails the build and the start). Every upstream host of spec §7 has its own base URL; all default
 * to the local reference backend. Nothing else in the app reads process.env.
 * @see https://env.t3.gg/docs/nextjs
 */
import { createEnv } from '@t3-oss/env-nextjs';
import { z } from 'zod';

const backendUrl = z.url().default('http://127.0.0.1:4000');

export const env = createEnv({
  server: {
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    /** `demo` (npm start) or `production`, which refuses to start with demo settings (src/server/production-mode.ts). */
    APP_MODE: z.enum(['demo', 'production']).default('demo'),
    /** Back-end API host (content, member, posting calls). */
    API_URL: backendUrl,
    LIST_API_URL: backendUrl,
    PRICE_API_URL: backendUrl,
    PAYMENT_API_URL: backendUrl,
    COMMENT_API_URL: backendUrl,
    NOTIFICATION_API_URL: backendUrl,
    SSO_URL: backendUrl,
    /** Base URL browsers load images from (the media host of spec §7). */
    MEDIA_PUBLIC_URL: z.url().default('http://localhost:4000'),
    /**
     * Origin the payment providers send the browser back to (the result pages
     * /payment/kq-thanh-toan-*-s1); defaults to SITE_URL. Must match the backend's APP_ORIGIN.
     */
    PAYMENT_RETURN_URL: z.url().optional(),
    /** MoMo's notify URL sent with createMoMo; defaults to PAYMENT_API_URL + /api/payment/ipnMoMo. */
    PAYMENT_MOMO_NOTIFY_URL: z.url().optional(),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4_000),
    /**
     * How long the category list and the location files are kept per process after a read (ms;
     * 0 reads them for every page). Categories change from the admin at most a few times a day;
     * a category page's own cache is 60 s too.
     */
    UPSTREAM_REFERENCE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    /**
     * The app's public origin, read at run time (siteUrl below): canonical URLs, JSON-LD, robots.txt,
     * sitemaps, the sign-in return address; https turns HSTS on (nginx, scripts/nginx.ts).
     * Required in production; elsewhere it defaults to NEXT_PUBLIC_SITE_URL.
     */
    SITE_URL: z.url().optional(),
    /**
     * Key material for the encrypted session cookie (at least 32 characters). `npm start` creates
     * one in .data/ when unset; set it explicitly in production and keep it secret.
     */
    SESSION_SECRET: z.string().min(32).optional(),
    /** Shared with the backend, which asks `/api/revalidate` to refresh cached pages after listing changes. Unset: the endpoint refuses everything. */
    REVALIDATE_SECRET: z.string().min(32).optional(),
    /**
     * `true` opens the statechart studio (/statecharts) to everyone in production; otherwise only
     * moderators see it there (it is always open in development).
     */
    STATECHARTS_PUBLIC: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /** Build output folder; lets several builds (parallel test runs) coexist. */
    NEXT_DIST_DIR: z.string().regex(/^\.next[\w-]*$/).default('.next'),
  },
  client: {
    /**
     * SITE_URL's fallback outside production, read only through siteUrl(): Next inlines it when it
     * builds, and a value baked into the build outlives a change of address (issue #34).
     */
    NEXT_PUBLIC_SITE_URL: z.url().default('http://localhost:3000'),
    NEXT_PUBLIC_HOTLINE: z.string().min(6).max(20).default('1900 6068'),
    NEXT_PUBLIC_ZALO_URL: z.url().default('https://zalo.me/0900000000'),
    /**
     * Map tiles for listing maps, e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png`. Unset (or
     * unreachable) → the offline province outline public/geo/vietnam-provinces.geojson.
     */
    NEXT_PUBLIC_MAP_TILE_URL: z.url().refine((url) => url.includes('{z}') && url.includes('{x}') && url.includes('{y}')).optional(),
    /** Attribution the tile provider requires, shown on the map (e.g. `© OpenStreetMap`). */
    NEXT_PUBLIC_MAP_TILE_ATTRIBUTION: z.string().max(200).optional(),
  },
  experimental__runtimeEnv: {
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
    NEXT_PUBLIC_HOTLINE: process.env.NEXT_PUBLIC_HOTLINE,
    NEXT_PUBLIC_ZALO_URL: process.env.NEXT_PUBLIC_ZALO_URL,
    NEXT_PUBLIC_MAP_TILE_URL: process.env.NEXT_PUBLIC_MAP_TILE_URL,
    NEXT_PUBLIC_MAP_TILE_ATTRIBUTION: process.env.NEXT_PUBLIC_MAP_TILE_ATTRIBUTION,
  },
  emptyStringAsUndefined: true,
  skipValidation: process.env.SKIP_ENV_VALIDATION === '1',
});

/** The app's public origin, for the server only: SITE_URL at run time, else the build-time value. */
export const siteUrl = (): string => env.SITE_URL ?? env.NEXT_PUBLIC_SITE_URL;
