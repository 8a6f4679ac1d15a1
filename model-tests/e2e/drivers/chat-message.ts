/**
 * UI driver of the chat message machine (src/machines/chatMessage.ts) for the model paths: the
 * moderator (as a buyer) writes to the demo member about one of the demo member's live listings on
 * /user/tin-nhan/{id}; every path reuses that conversation, and its probes look at the newest
 * message.
 *
 * A message alone in the outbox gets its turn at once and sends whenever the browser is online, so
 * it can only be seen waiting while the browser is offline: "Gửi" (into the outbox) and "Gửi lại"
 * are clicked offline, and the turn's step (sending) is the browser going online again. The send is
 * the held `chat.send` call; a send that does not reach the server is that call aborted (the
 * browser stays online, so the pause ends in a new try by itself — the step that stands for the
 * pause's end waits for it; "Có mạng trở lại" cuts it short); a refusal is the real backend's, after the
 * seller blocks the buyer (the block is lifted before a retry and at the start of every path).
 * Delivery is the seller's device marking the message delivered; reading is the seller's read mark —
 * both through the backend's chat calls with the seller's token, as the seller's phone would.
 */
import { expect } from '@playwright/test';
import { ChatOffline } from '~/machines/chatMessage';
import type { DriverWorld, MachineDriver } from '../driver';
import { HeldCall, letThrough, networkFailure } from '../held-call';
import { BACKEND, DEMO, hydrated, MODERATOR, signIn } from './session';

interface ChatWorld extends DriverWorld {
  readonly send: HeldCall;
  readonly conversationId: number;
  readonly sellerToken: string;
}

async function sellerToken(world: Pick<DriverWorld, 'context'>): Promise<string> {
  const response = await world.context.request.post(`${BACKEND}/api/member/login`, { data: { identifier: DEMO.phone, password: DEMO.password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function asSeller(world: ChatWorld, path: string, body: Record<string, unknown>) {
  const response = await world.context.request.post(`${BACKEND}${path}`, { headers: { authorization: `Bearer ${world.sellerToken}` }, data: body });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
}

const setBlocked = (world: ChatWorld, blocked: boolean) => asSeller(world, '/api/chat/block', { conversation_id: world.conversationId, blocked });

/** Offline, and the page knows it (the outbox asks `navigator.onLine` before giving a message its turn). */
async function goOffline(world: ChatWorld) {
  await world.context.setOffline(true);
  await world.page.waitForFunction(() => !navigator.onLine);
}

/**
 * Online again: the page hears it (`online`) and the outbox gives the waiting message its turn. The
 * outbox only sends when `navigator.onLine` says so, and the browser updates it a moment after the
 * emulated network changes: wait for it before telling the page.
 */
async function goOnline(world: ChatWorld) {
  await world.context.setOffline(false);
  await world.page.waitForFunction(() => navigator.onLine);
  await world.page.evaluate(() => window.dispatchEvent(new Event('online')));
}

const newest = (world: ChatWorld) => world.page.getByTestId('chat-message').last();

export const chatMessageDriver: MachineDriver<ChatWorld> = {
  machineId: 'chat-message',

  async start({ page, context }) {
    await signIn(context, page, MODERATOR, '/user/tin-nhan');
    const listing = await context.request.get(`${BACKEND}/__test/listings/live?owner=1`);
    expect(listing.ok()).toBe(true);
    const { id: listingId } = ((await listing.json()) as { data: { id: number } }).data;
    const send = await HeldCall.install(page, 'chat.send');
    await page.goto(`/user/tin-nhan/moi?listing=${listingId}`);
    await expect(page).toHaveURL(/\/user\/tin-nhan\/\d+$/);
    const conversationId = Number(/(\d+)$/.exec(page.url())?.[1]);
    const world: ChatWorld = { page, context, send, conversationId, sellerToken: await sellerToken({ context }) };
    await setBlocked(world, false);
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('chat-input')).toBeVisible();
    return world;
  },

  events: {
    'message.edit': async (world, event) => {
      await world.page.getByTestId('chat-input').fill(typeof event.body === 'string' ? event.body : '');
    },
    'message.submit': async (world, _event, info) => {
      const send = world.page.getByTestId('chat-send');
      await expect(send).toBeEnabled();
      // Into the outbox while offline, so the message is seen waiting until its turn.
      if (info.step.active.includes('outbox.waiting')) await goOffline(world);
      // A bounded click: if the button ever stops taking clicks, the step says why (disabled,
      // covered, gone) instead of the whole test running out of time.
      await send.click({ timeout: 15_000 });
    },
    // The turn came with the submit; what lets it go is the connection (the model's turn with no connection: nothing to do).
    'outbox.turn': async (world, _event, info) => {
      if (info.step.active.includes('outbox.sending')) await goOnline(world);
    },
    'connection.online': (world) => goOnline(world),
    'connection.offline': (world) => goOffline(world),
    // The pause ends by itself (RETRY_FIRST_MS on the page's own clock) and the message goes again.
    'xstate.after.retryDelay.chatMessage.outbox.retrying': async (world) => {
      await expect(newest(world).getByTestId('chat-message-state')).toHaveAttribute('data-state', 'sending', { timeout: 15_000 });
    },
    'xstate.done.actor.sendMessage': (world) => world.send.settle(letThrough),
    'xstate.error.actor.sendMessage': async (world, event) => {
      if (event.error instanceof ChatOffline) {
        // The call never reaches the server (the browser stays online): the message pauses, then goes again.
        await world.send.settle(networkFailure);
        return;
      }
      await setBlocked(world, true);
      await world.send.settle(letThrough);
    },
    // The seller's phone saw the message arrive on its stream and says so (the tab's chat island does the same).
    'message.delivered': (world) => asSeller(world, '/api/chat/delivered', { conversation_id: world.conversationId, up_to: 2_147_483_647 }),
    'message.read': (world) => asSeller(world, '/api/chat/read', { conversation_id: world.conversationId, up_to: 2_147_483_647 }),
    'message.retry': async (world) => {
      await setBlocked(world, false);
      await goOffline(world);
      await newest(world).getByRole('button', { name: 'Gửi lại' }).click({ timeout: 15_000 });
    },
    'message.discard': async (world) => {
      await newest(world).getByRole('button', { name: 'Xoá' }).click({ timeout: 15_000 });
    },
  },

  states: {
    discarded: async (world) => {
      await expect(world.page.getByTestId('chat-message-failed')).toHaveCount(0);
    },
  },

  async finish(world) {
    await world.context.setOffline(false);
    // Later tests chat between the same two members: leave them unblocked.
    await setBlocked(world, false);
  },
};
