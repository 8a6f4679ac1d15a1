/**
 * UI driver of the listing lifecycle (src/machines/listingLifecycle.ts) for the model paths. Each
 * path starts from its own fresh real-estate draft of the demo member; the owner's events are
 * clicks on the listing's row in /user/post-manage, the moderator's are decisions typed in the
 * /moderation queue (a second browser context, signed in as the moderator), and every state is
 * asserted on the listing's own row in the post-management tab that holds that state.
 *
 * Edits and resubmissions go through the posting wizard the row links to. Test hooks
 * (src/backend/routes/test-hooks-lifecycle.ts, mounted only in e2e runs) stand in for what is not a
 * lifecycle screen: creating each path's starting draft (a copy of a complete seeded listing, so
 * no path spends its time typing a listing the posting-stepper paths already type) and the expiry
 * job (`expire` moves the end date to yesterday and runs the backend's `runListingExpiry`).
 */
import { expect, type BrowserContext, type Cookie, type Locator, type Page } from '@playwright/test';
import { TIER_LEVEL_LABELS, isTierLevel } from '~/lib/listing-prices';
import type { RegistryEvent } from '~/machines';
import { SEND_BACK_FIELDS, VERIFY_CHECKS, type ListingStateValue } from '~/machines/listingLifecycle';
import type { DriverWorld, MachineDriver, StepInfo } from '../driver';
import { BACKEND } from './session';

/** The post-management tab that lists a listing in each state. */
const TAB_OF_STATE: Readonly<Record<ListingStateValue, string>> = {
  draft: 'draft',
  pending: 'wait_view',
  verifying: 'wait_view',
  posted: 'posted',
  verified: 'verified',
  takeDown: 'take_down',
  reject: 'reject',
  sendBack: 'send_back',
  expired: 'expired',
};

interface LifecycleWorld extends DriverWorld {
  readonly listing: { readonly id: number; readonly title: string };
  /** The tab the state assertion just loaded: the next owner action starts there without reloading. */
  freshTab: string | null;
}

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor();

/** Sessions signed in once per worker: later paths reuse the cookies, as a returning user would. */
const sessions = new Map<string, Cookie[]>();

async function signedIn(context: BrowserContext, page: Page, phone: string, password: string, firstUrl: string) {
  const saved = sessions.get(phone);
  if (saved) {
    await context.addCookies(saved);
    return;
  }
  await page.goto(firstUrl);
  await expect(page).toHaveURL(/\/sso\/dang-nhap\?/);
  await page.getByLabel('Số điện thoại hoặc email').fill(phone);
  await page.getByLabel('Mật khẩu').fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL(new RegExp(`${firstUrl.replace(/[?]/g, '\\?')}$`));
  sessions.set(phone, await context.cookies());
}

const stateOf = (info: StepInfo): ListingStateValue => String(info.previous?.value ?? info.step.value) as ListingStateValue;

/** The listing's row in the post-management tab of `state`, freshly loaded. */
async function rowIn(world: LifecycleWorld, state: ListingStateValue): Promise<Locator> {
  await world.page.goto(`/user/post-manage?tab=${TAB_OF_STATE[state]}`);
  await hydrated(world.page);
  const row = world.page.getByTestId(`post-row-${world.listing.id}`);
  await expect(row).toBeVisible();
  return row;
}

/** The listing's row in the tab of the state before this step (as the step's assertion left it). */
async function currentRow(world: LifecycleWorld, info: StepInfo): Promise<Locator> {
  const state = stateOf(info);
  const fresh = world.freshTab === TAB_OF_STATE[state];
  world.freshTab = null;
  return fresh ? world.page.getByTestId(`post-row-${world.listing.id}`) : rowIn(world, state);
}

async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.getByText(text).first()).toBeVisible();
}

async function confirmedAction(world: LifecycleWorld, info: StepInfo, button: string, confirm: string, done: string) {
  await (await currentRow(world, info)).getByRole('button', { name: button, exact: true }).click();
  await world.page.getByTestId('confirm-dialog').getByRole('button', { name: confirm, exact: true }).click();
  await expectToast(world.page, done);
}

async function postHook(world: LifecycleWorld, path: string, body?: Record<string, unknown>) {
  const response = await world.context.request.post(`${BACKEND}${path}`, body ? { data: body } : {});
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as { data: unknown };
}

/**
 * The owner follows the row's wizard link, jumps to the last step (every step of a complete
 * listing passes) and sends it with "Đăng tin"; the backend turns the save into an edit or a
 * resubmission by the listing's status.
 */
async function throughWizard(world: LifecycleWorld, info: StepInfo, link: string) {
  const row = await currentRow(world, info);
  await row.getByRole('link', { name: link, exact: true }).click();
  await expect(world.page).toHaveURL(new RegExp(`/user/post-news-v2\\?id=${world.listing.id}`));
  await hydrated(world.page);
  await world.page.getByRole('navigation', { name: 'Các bước đăng tin' }).getByRole('button', { name: /Xem lại/ }).click();
  await expect(world.page.getByTestId('review-title')).toHaveText(world.listing.title);
  await world.page.getByRole('button', { name: 'Đăng tin', exact: true }).click();
  await expect(world.page.getByTestId('posting-submitted')).toBeVisible();
}

function requireRole(event: RegistryEvent, role: string) {
  if (event.by !== role) throw new Error(`listing-lifecycle driver: ${event.type} by ${String(event.by)} has no screen (only by ${role})`);
}

/**
 * The moderator's own browser window, opened once per worker and kept for later paths (as a
 * moderator keeps the queue open all day): a new context per path cost ~1 s.
 */
let moderatorPage: Page | null = null;

async function moderatorWindow(world: LifecycleWorld): Promise<Page> {
  if (moderatorPage && !moderatorPage.isClosed()) return moderatorPage;
  const browser = world.context.browser();
  if (!browser) throw new Error('listing-lifecycle driver: no browser for the moderator');
  const context = await browser.newContext();
  const page = await context.newPage();
  await signedIn(context, page, '0900000009', 'mod12345', '/moderation');
  moderatorPage = page;
  return page;
}

/**
 * The moderator's card of the listing: the queue loaded afresh (the listing was just submitted)
 * and searched for the listing's id, newest first, so one load finds it wherever the queue is long.
 */
async function queueCard(world: LifecycleWorld): Promise<Locator> {
  const page = await moderatorWindow(world);
  await page.goto('/moderation');
  await hydrated(page);
  const search = page.getByRole('search', { name: 'Tìm trong hàng đợi' });
  await search.getByLabel('Mã tin hoặc tiêu đề').fill(String(world.listing.id));
  await search.getByLabel('Thứ tự').selectOption('newest');
  await search.getByRole('button', { name: 'Lọc', exact: true }).click();
  await expect(page.getByTestId('queue-total')).toContainText('tin khớp bộ lọc');
  const card = page.getByTestId(`queue-item-${world.listing.id}`);
  await expect(card).toBeVisible();
  return card;
}

async function decided(world: LifecycleWorld, card: Locator) {
  const page = card.page();
  await expectToast(page, `Đã ghi nhận quyết định cho tin "${world.listing.title}".`);
  await expect(card).toHaveCount(0);
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

export const listingLifecycleDriver: MachineDriver<LifecycleWorld> = {
  machineId: 'listing-lifecycle',

  async start({ page, context }) {
    await signedIn(context, page, '0900000001', 'demo1234', '/user/post-manage?tab=draft');
    const created = await context.request.post(`${BACKEND}/__test/listings/draft`);
    expect(created.ok(), await created.text()).toBe(true);
    const { data } = (await created.json()) as { data: { id: number; title: string } };
    return { page, context, listing: data, freshTab: null };
  },

  async probeScope(world, info) {
    const state = String(info.step.value) as ListingStateValue;
    const row = await rowIn(world, state);
    world.freshTab = TAB_OF_STATE[state];
    return row;
  },

  events: {
    'listing.submit': async (world, _event, info) => {
      await (await currentRow(world, info)).getByRole('button', { name: 'Đăng tin', exact: true }).click();
      await expectToast(world.page, 'Đã gửi tin, tin đang chờ duyệt.');
    },
    'listing.delete': async (world, _event, info) => {
      await confirmedAction(world, info, 'Xoá tin', 'Xoá tin', 'Đã xoá tin.');
      await expect((await rowIn(world, 'reject')).getByTestId('post-reason')).toHaveText('Bạn đã xoá tin');
    },
    'listing.takeDown': async (world, event, info) => {
      requireRole(event, 'owner');
      await confirmedAction(world, info, 'Hạ tin', 'Hạ tin', 'Đã hạ tin.');
    },
    'listing.repost': async (world, _event, info) => {
      await (await currentRow(world, info)).getByRole('button', { name: 'Đăng lại', exact: true }).click();
      await expectToast(world.page, 'Đã đăng lại, tin đang chờ duyệt.');
    },
    'listing.requestVerification': async (world, event, info) => {
      requireRole(event, 'owner');
      await confirmedAction(world, info, 'Yêu cầu xác thực', 'Gửi yêu cầu', 'Đã gửi yêu cầu xác thực.');
    },
    'listing.push': async (world, _event, info) => {
      await (await currentRow(world, info)).getByRole('button', { name: 'Đẩy tin', exact: true }).click();
      await world.page.getByTestId('paid-action-dialog').getByRole('button', { name: /^Xác nhận, trừ/ }).click();
      await expectToast(world.page, /^Đã đẩy tin, trừ/);
    },
    'listing.upgrade': async (world, event, info) => {
      const tier = Number(event.tier);
      if (!isTierLevel(tier)) throw new Error(`listing-lifecycle driver: no level ${tier}`);
      await (await currentRow(world, info)).getByRole('button', { name: 'Nâng hạng', exact: true }).click();
      const dialog = world.page.getByTestId('paid-action-dialog');
      await dialog.getByLabel(TIER_LEVEL_LABELS[tier]).check();
      await dialog.getByRole('button', { name: /^Xác nhận, trừ/ }).click();
      await expectToast(world.page, `Đã nâng tin lên ${TIER_LEVEL_LABELS[tier]}`);
    },
    'listing.edit': (world, _event, info) => throughWizard(world, info, 'Sửa tin'),
    'listing.resubmit': (world, _event, info) => throughWizard(world, info, 'Sửa và gửi lại'),
    'listing.expire': async (world) => {
      const { data } = await postHook(world, `/__test/listings/${world.listing.id}/expire`);
      expect(data).toMatchObject({ expired: 1 });
    },
    'listing.approve': async (world) => {
      const card = await queueCard(world);
      await card.getByRole('button', { name: 'Duyệt tin', exact: true }).click();
      await decided(world, card);
    },
    'listing.reject': async (world, event) => {
      const card = await queueCard(world);
      await card.getByRole('button', { name: 'Từ chối…' }).click();
      await card.getByLabel('Lý do từ chối (thành viên sẽ thấy)').fill(textOf(event.reason));
      await card.getByRole('button', { name: 'Từ chối tin', exact: true }).click();
      await decided(world, card);
      await expect((await rowIn(world, 'reject')).getByTestId('post-reason')).toHaveText(`Lý do từ chối: ${textOf(event.reason)}`);
    },
    'listing.sendBack': async (world, event) => {
      const card = await queueCard(world);
      await card.getByRole('button', { name: 'Trả về để sửa…' }).click();
      const notes = typeof event.notes === 'object' && event.notes !== null ? Object.entries(event.notes) : [];
      for (const [field, note] of notes) {
        if (!(field in SEND_BACK_FIELDS)) throw new Error(`listing-lifecycle driver: no note field ${field}`);
        await card.getByLabel(SEND_BACK_FIELDS[field as keyof typeof SEND_BACK_FIELDS], { exact: true }).fill(textOf(note));
      }
      await card.getByRole('button', { name: 'Trả tin về', exact: true }).click();
      await decided(world, card);
    },
    'listing.verify': async (world, event) => {
      const card = await queueCard(world);
      await card.getByRole('button', { name: 'Xác thực…' }).click();
      const checks = Array.isArray(event.checks) ? event.checks.map(textOf) : [];
      for (const check of checks) {
        if (!(check in VERIFY_CHECKS)) throw new Error(`listing-lifecycle driver: no check ${check}`);
        await card.getByLabel(VERIFY_CHECKS[check as keyof typeof VERIFY_CHECKS]).check();
      }
      await card.getByRole('button', { name: 'Xác thực và đăng tin', exact: true }).click();
      await decided(world, card);
    },
  },

};
