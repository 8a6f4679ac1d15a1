import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { createListingRevalidator } from '../../src/backend/services/app-revalidation';
import { createLogger } from '../../src/lib/log';
import { freshPglite } from '../helpers/db';
import { insertBasics, insertListing } from '../helpers/fixtures';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

test('a changed listing asks the app to refresh home, its category and its page, with the shared secret', async () => {
  handle = await freshPglite();
  const { db } = handle;
  const { sellerId } = await insertBasics(db);
  const listing = await insertListing(db, sellerId, { title: 'Bán căn hộ Quận 7' });
  const received = new Promise<{ secret: string | undefined; body: string }>((resolve) => {
    const server = createServer(async (request, response) => {
      const body = await readBody(request);
      response.end('{"ok":true}');
      server.close();
      resolve({ secret: request.headers['x-revalidate-secret'] as string | undefined, body });
    }).listen(0, '127.0.0.1');
    const secret = 's'.repeat(40);
    server.on('listening', () => {
      const { port } = server.address() as AddressInfo;
      const revalidate = createListingRevalidator({ db, appOrigin: `http://127.0.0.1:${port}`, secret, log: createLogger('test', 'silent') });
      void revalidate([listing.id]);
    });
  });
  const { secret, body } = await received;
  expect(secret).toBe('s'.repeat(40));
  expect(JSON.parse(body)).toEqual({ paths: ['/', '/bat-dong-san', `/bat-dong-san/ban-can-ho-quan-7-${listing.id}`] });
});

test('without a secret nothing is sent', async () => {
  const revalidate = createListingRevalidator({ db: {} as DatabaseHandle['db'], appOrigin: 'http://127.0.0.1:1', secret: undefined, log: createLogger('test', 'silent') });
  await expect(revalidate([1])).resolves.toBeUndefined();
});
