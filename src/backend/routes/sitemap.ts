/**
 * The list host's sitemap call (ours; docs/upstream-contract.md "List host: sitemap"):
 * GET /api/list/sitemap?page=N&size=S answers the live listings whose id lies in
 * ((N − 1)·S, N·S] (services/sitemap.ts).
 */
import { Hono } from 'hono';
import { SitemapRequest, SitemapResponse } from '~/lib/contract/sitemap';
import type { BackendDeps } from '../context';
import { answer, decodeRequest } from '../contract-edge';
import { sitemapChunk } from '../services/sitemap';

export function sitemapRoutes({ db }: BackendDeps) {
  const app = new Hono();

  app.get('/api/list/sitemap', async (c) => {
    const { page, size } = decodeRequest(SitemapRequest, c.req.query());
    return answer(c, SitemapResponse, { status: 200, data: await sitemapChunk(db, page, size) });
  });

  return app;
}
