/**
 * UI driver of the posting stepper (src/machines/postingStepper.ts) for the model paths: the demo
 * member in the posting wizard (/user/post-news-v2). Every event is played on the screen that shows
 * it: typing into the current step's fields, choosing a photo file (a real small JPEG), the step
 * bar, "Tiếp tục", "Quay lại", "Lưu nháp", "Đăng tin", and the failure box's buttons. After each
 * step the field errors on screen must be the model's, and a failure box must say the model's
 * message.
 *
 * Starts (the registry's `inputs`): a new listing, with a draft of the member's waiting (saved
 * first), so the drafts dialog opens and the path answers it ("drafts.dismiss"); a draft left at a
 * later step — created in `start` as the wizard saves one, through the app's own upload route and
 * `posting.saveDraft` call with the values the model starts from, then opened from the link the
 * drafts dialog gives it (`?id=…#<step>`); or the new-listing page opened with `#review` in its
 * address. Every editing step checks the address's hash is the step's (issue #35 §3: `#contact`
 * stays), and the result screen that the dialog is shut and the heading is "Sửa tin đăng".
 *
 * Invoked actors are the held `posting.saveDraft` and `posting.submit` calls (let through, or a
 * network failure). "A file is uploading" is the upload request held in flight; "the upload stops"
 * is that request failing, so no photo is added (a finished upload is the "media.add" step).
 *
 * The background save waits for the member to pause, so once the wizard is open the page's clock
 * crawls (`SlowClock`): the wizard's own work (a request's batching, a list's update) still runs,
 * but a pause long enough to save never passes by itself. "draft.autosave" is the path pausing —
 * the page's clock is run on past the wait — and the held `posting.autosaveDraft` call then ends as
 * the path says.
 */
import { expect, type Page, type Route } from '@playwright/test';
import sharp from 'sharp';
import { POSTING_STEPS, type PostingStep, type PostingValues, type StagedMedia } from '~/lib/posting-rules';
import type { RegistryEvent } from '~/machines';
import { hasUnsavedChanges, type PostingContext, type PostingInput, type SavedPost } from '~/machines/postingStepper';
import { MODEL_CATEGORY, patchStep, REVIEW_LINK_LABEL, valuesBefore } from '~/machines/registry/posting-stepper';
import type { DriverWorld, MachineDriver, StepInfo } from '../driver';
import { HeldCall, letThrough, networkFailure } from '../held-call';
import { DEMO, hydrated, signIn } from './session';

const WIZARD = '/user/post-news-v2';
/** What our client sends with every mutation (src/server/csrf.ts). */
const CLIENT_HEADERS = { 'x-trpc-source': 'model-tests' };

/** Upload requests pass, unless a step holds the next one in flight. */
class UploadGate {
  private holding = false;
  private held: Route | null = null;
  private arrived: ((route: Route) => void) | null = null;

  static async install(page: Page): Promise<UploadGate> {
    const gate = new UploadGate();
    await page.route('**/api/posting/upload', (route) => gate.arrive(route));
    return gate;
  }

  private async arrive(route: Route): Promise<void> {
    if (!this.holding) return route.continue();
    this.holding = false;
    this.held = route;
    this.arrived?.(route);
  }

  /** The next upload request stays in flight until `fail()`. */
  hold(): void {
    this.holding = true;
  }

  /** The held upload request fails as a lost connection does. */
  async fail(): Promise<void> {
    const route = this.held ?? (await new Promise<Route>((resolve) => (this.arrived = resolve)));
    this.held = null;
    this.arrived = null;
    await route.abort('failed');
  }
}

/** Longer than the wizard waits after the last change, or after a failed save (posting-wizard.tsx). */
const PAUSE_MS = 20_000;

/**
 * The page's clock at 1/25 of real time: timers of no or little delay fire within moments, while
 * the wizard's 2 s pause before a background save would take 50 s — longer than any path.
 */
class SlowClock {
  private running = true;
  private readonly loop: Promise<void>;

  private constructor(private readonly page: Page) {
    this.loop = this.crawl();
  }

  static async start(page: Page): Promise<SlowClock> {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    return new SlowClock(page);
  }

  private async crawl(): Promise<void> {
    while (this.running) {
      try {
        await this.page.clock.runFor(1);
      } catch {
        return; // The page closed.
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
  }
}

interface PostingWorld extends DriverWorld {
  readonly saveDraft: HeldCall;
  readonly autosave: HeldCall;
  clock: SlowClock | null;
  readonly submit: HeldCall;
  readonly uploads: UploadGate;
}

let photoBytes: Promise<Buffer> | null = null;

/** A real 800×600 JPEG (the media host checks the content and the minimum size). */
function photo(name = 'xe-1.jpg') {
  photoBytes ??= sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 110, b: 170 } } })
    .jpeg()
    .toBuffer();
  return photoBytes.then((buffer) => ({ name, mimeType: 'image/jpeg', buffer }));
}

/** Uploads a photo through the wizard's own upload route, as the media step does. */
async function uploadPhoto(page: Page): Promise<StagedMedia> {
  const response = await page.request.post('/api/posting/upload', { headers: CLIENT_HEADERS, multipart: { kind: 'images', files: await photo() } });
  const body = (await response.json()) as { files?: StagedMedia[]; message?: string };
  const stored = body.files?.[0];
  if (!response.ok() || !stored) throw new Error(`posting driver: upload refused: ${response.status()} ${body.message ?? ''}`);
  return stored;
}

/** Saves a draft of `values` left at `step` with the wizard's own tRPC call (superjson, batched). */
async function saveDraft(page: Page, values: PostingValues, step: PostingStep): Promise<number> {
  const response = await page.request.post('/api/trpc/posting.saveDraft?batch=1', {
    headers: { ...CLIENT_HEADERS, 'content-type': 'application/json' },
    data: { 0: { json: { values, step, postId: null, mode: 'create' } } },
  });
  const body = (await response.json()) as Array<{ result?: { data?: { json?: SavedPost } } }>;
  const saved = body[0]?.result?.data?.json;
  if (!response.ok() || !saved) throw new Error(`posting driver: draft not saved: ${response.status()} ${JSON.stringify(body)}`);
  return saved.postId;
}

/** A draft left at the start input's step, its photo (if it has one) really uploaded. */
export async function draftFor(page: Page, input: PostingInput): Promise<number> {
  const values = input.values;
  if (!values || !input.resumeStep) throw new Error('posting driver: a draft start needs values and a step');
  const images = values.media.images.length > 0 ? [await uploadPhoto(page)] : [];
  return saveDraft(page, { ...values, media: { ...values.media, images } }, input.resumeStep);
}

const contextOf = (info: StepInfo) => info.step.context as PostingContext;
const patchOf = (event: RegistryEvent) => (typeof event.patch === 'object' && event.patch !== null ? (event.patch as Partial<PostingValues>) : {});
const wasIn = (info: StepInfo, state: string) => info.previous?.active.includes(state) ?? false;
const stepBar = (page: Page) => page.getByRole('navigation', { name: 'Các bước đăng tin' });
const failureBox = (page: Page) => page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Sửa lại' }) });

/** Typing what a fields.patch case holds into the fields of its step. */
const FILL: Partial<Record<PostingStep, (page: Page, patch: Partial<PostingValues>) => Promise<void>>> = {
  category: async (page) => {
    await page.getByRole('radiogroup', { name: 'Danh mục' }).getByRole('radio', { name: MODEL_CATEGORY.name, exact: true }).check();
  },
  details: async (page, patch) => {
    await page.getByLabel('Tiêu đề').fill(patch.title ?? '');
    await page.getByRole('textbox', { name: 'Mô tả' }).fill(patch.description ?? '');
    if (patch.transactionType === 1) await page.getByRole('radio', { name: 'Có giá' }).check();
    await page.getByRole('textbox', { name: /^Giá/ }).fill(patch.price ?? '');
    await page.getByLabel('Đơn vị giá').selectOption(patch.priceUnit ?? '');
  },
  location: async (page, patch) => {
    await page.getByLabel('Tỉnh/Thành phố').selectOption(patch.provinceCode ?? '');
    if (patch.wardCode) await expect(page.getByLabel('Phường/Xã').locator(`option[value="${patch.wardCode}"]`)).toBeAttached();
    await page.getByLabel('Phường/Xã').selectOption(patch.wardCode ?? '');
  },
  contact: async (page, patch) => {
    await page.getByLabel('Tên liên hệ').fill(patch.contactName ?? '');
    await page.getByLabel('Số điện thoại').fill(patch.contactPhone ?? '');
  },
  package: async (page, patch) => {
    const tier = { 1: /^Tin thường/, 2: /^Tin VIP/, 3: /^Tin siêu VIP/ }[patch.postType ?? 1];
    await page.getByRole('radiogroup', { name: 'Gói tin' }).getByRole('radio', { name: tier }).check();
    if (patch.paymentBy === 'package') {
      await page.getByRole('radio', { name: /^Dùng gói dịch vụ đã mua/ }).check();
      await page.getByRole('combobox', { name: 'Gói dịch vụ', exact: true }).selectOption(patch.memberPackageId === null || patch.memberPackageId === undefined ? '' : String(patch.memberPackageId));
    } else {
      await page.getByRole('radio', { name: /^Trừ điểm trong ví/ }).check();
    }
  },
};

/** The errors on screen are the model's: under each field, or in the review step's list. */
async function expectErrors(world: PostingWorld, info: StepInfo) {
  if (!info.step.active.includes('editing')) return;
  const errors = Object.entries(contextOf(info).errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  if (contextOf(info).step === 'review') {
    const list = world.page.getByTestId('review-errors');
    if (errors.length === 0) await expect(list).toHaveCount(0);
    for (const [, message] of errors) await expect(list.getByText(message, { exact: true })).toBeVisible();
    return;
  }
  if (errors.length === 0) await expect(world.page.locator('[data-testid^="error-"]')).toHaveCount(0);
  for (const [field, message] of errors) await expect(world.page.getByTestId(`error-${field}`)).toHaveText(message);
}

async function expectFailure(world: PostingWorld, info: StepInfo, testId: string) {
  await expect(world.page.getByTestId(testId)).toContainText(contextOf(info).failure ?? '');
}

const SUBMITTED_TEXT = 'Tin của bạn đã được gửi và đang chờ duyệt.';

/** A step of the form on screen, and the address's hash naming it (a reload or a shared link opens it). */
async function expectStepShown(page: Page, step: PostingStep) {
  await expect(page.getByTestId(`posting-step-${step}`)).toBeVisible();
  await expect(page).toHaveURL((url) => url.hash === `#${step}`);
}

const imageTiles = (page: Page) => page.getByTestId('media-images').getByRole('figure');

export const postingStepperDriver: MachineDriver<PostingWorld> = {
  machineId: 'posting-stepper',

  async start({ page, context }, path) {
    const input = path.start.input as PostingInput;
    await signIn(context, page, DEMO, WIZARD);
    const world: PostingWorld = {
      page,
      context,
      saveDraft: await HeldCall.install(page, 'posting.saveDraft'),
      autosave: await HeldCall.install(page, 'posting.autosaveDraft'),
      clock: null,
      submit: await HeldCall.install(page, 'posting.submit'),
      uploads: await UploadGate.install(page),
    };
    const draft = input.mode === 'edit';
    await page.clock.install();
    if (draft) await page.goto(`${WIZARD}?id=${await draftFor(page, input)}#${input.resumeStep ?? 'category'}`);
    else {
      // The member has a draft waiting (the model's `draftsWaiting`), so the drafts dialog opens first.
      if ((input.draftsWaiting ?? 0) > 0) await saveDraft(page, valuesBefore('details'), 'details');
      await page.goto(path.start.label === REVIEW_LINK_LABEL ? `${WIZARD}#review` : WIZARD);
    }
    await hydrated(page);
    await expect(page.getByTestId('posting-wizard')).toBeVisible();
    // From here the page's clock crawls, and a pause is a step of the path (see above).
    world.clock = await SlowClock.start(page);
    return world;
  },

  events: {
    'fields.patch': async (world, event) => {
      const step = patchStep(event);
      const fill = step ? FILL[step] : undefined;
      if (!fill) throw new Error(`posting driver: no fields to type ${JSON.stringify(event)} into`);
      await fill(world.page, patchOf(event));
    },
    'media.add': async (world) => {
      const before = await imageTiles(world.page).count();
      await world.page.getByTestId('media-input-images').setInputFiles(await photo());
      await expect(imageTiles(world.page)).toHaveCount(before + 1);
    },
    'media.move': async (world) => {
      // The model moves the photo uploaded last to the cover.
      const tiles = imageTiles(world.page);
      const last = tiles.last();
      const name = (await last.locator('figcaption').textContent()) ?? '';
      await last.getByRole('button', { name: 'Đặt làm ảnh bìa' }).click();
      await expect(tiles.first().locator('figcaption')).toHaveText(name);
      await expect(tiles.first()).toContainText('Ảnh bìa');
    },
    'media.remove': async (world) => {
      const before = await imageTiles(world.page).count();
      await imageTiles(world.page).first().getByRole('button', { name: /^Xoá / }).click();
      await expect(imageTiles(world.page)).toHaveCount(before - 1);
    },
    'uploads.pending': async (world, event) => {
      const item = world.page.getByTestId('media-images').getByTestId('upload-item');
      if (event.count === 1) {
        world.uploads.hold();
        await world.page.getByTestId('media-input-images').setInputFiles(await photo('xe-dang-tai.jpg'));
        await expect(item).toHaveAttribute('data-status', 'uploading');
      } else {
        await world.uploads.fail();
        await expect(item).toHaveAttribute('data-status', 'failed');
      }
    },
    'step.next': async (world, _event, info) => {
      await world.page.getByRole('button', { name: 'Tiếp tục', exact: true }).click();
      await expectErrors(world, info);
    },
    'step.back': async (world) => {
      await world.page.getByRole('button', { name: 'Quay lại', exact: true }).click();
    },
    'step.goto': async (world, event) => {
      const index = POSTING_STEPS.findIndex((step) => step === event.step);
      await stepBar(world.page).getByRole('button').nth(index).click();
    },
    'draft.save': async (world, _event, info) => {
      if (wasIn(info, 'draftFailed')) await failureBox(world.page).getByRole('button', { name: 'Thử lại' }).click();
      else await world.page.getByTestId('posting-wizard').getByRole('button', { name: 'Lưu nháp', exact: true }).click();
      await expectErrors(world, info);
    },
    'post.submit': async (world, _event, info) => {
      if (wasIn(info, 'submitFailed')) await failureBox(world.page).getByRole('button', { name: 'Thử lại' }).click();
      else await world.page.getByTestId('posting-wizard').getByRole('button', { name: 'Đăng tin', exact: true }).click();
      await expectErrors(world, info);
    },
    'drafts.dismiss': async (world) => {
      const modal = world.page.getByTestId('draft-modal');
      await modal.getByRole('button', { name: 'Đăng tin mới' }).click();
      await expect(modal).toBeHidden();
    },
    'failure.dismiss': async (world) => {
      await failureBox(world.page).getByRole('button', { name: 'Sửa lại' }).click();
    },
    'xstate.done.actor.saveDraft': async (world) => {
      await world.saveDraft.settle(letThrough);
      await expect(world.page.getByText('Đã lưu tin nháp', { exact: true })).toBeVisible();
    },
    'xstate.error.actor.saveDraft': (world) => world.saveDraft.settle(networkFailure),
    'draft.autosave': async (world) => {
      await world.page.clock.runFor(PAUSE_MS);
      await expect(world.page.getByTestId('posting-autosave')).toHaveAttribute('data-state', 'saving');
    },
    'xstate.done.actor.autosave': async (world, _event, info) => {
      await world.autosave.settle(letThrough);
      await expect(world.page.getByTestId('posting-autosave')).toHaveAttribute('data-state', hasUnsavedChanges(contextOf(info)) ? 'unsaved' : 'saved');
    },
    'xstate.error.actor.autosave': async (world) => {
      await world.autosave.settle(networkFailure);
      await expect(world.page.getByTestId('posting-autosave')).toHaveAttribute('data-state', 'failed');
    },
    'xstate.done.actor.submitPost': (world) => world.submit.settle(letThrough),
    'xstate.error.actor.submitPost': (world) => world.submit.settle(networkFailure),
  },

  async finish(world) {
    await world.clock?.stop();
  },

  states: {
    offeringDrafts: async (world) => {
      const modal = world.page.getByTestId('draft-modal');
      await expect(modal).toBeVisible();
      await expect.poll(() => modal.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
      // A fresh listing has no id: the dialog cannot list the listing open behind it.
      await expect(world.page.getByTestId('posting-wizard')).not.toHaveAttribute('data-post-id', /./);
    },
    ...Object.fromEntries(POSTING_STEPS.map((step) => [`editing.${step}`, (world: PostingWorld) => expectStepShown(world.page, step)])),
    submitted: async (world) => {
      await expect(world.page.getByText(SUBMITTED_TEXT, { exact: true })).toBeVisible();
      // Never covered by the drafts dialog; the page, refreshed, now edits the listing sent.
      await expect(world.page.getByTestId('draft-modal')).toHaveCount(0);
      await expect(world.page.getByRole('heading', { level: 1 })).toHaveText('Sửa tin đăng');
      await expect(world.page).toHaveURL(/[?&]id=\d+/);
    },
    draftFailed: (world, info) => expectFailure(world, info, 'posting-draft-failed'),
    submitFailed: (world, info) => expectFailure(world, info, 'posting-submit-failed'),
  },
};
