import { expect, test, type Page } from '@playwright/test';
import { machineRegistry } from '~/machines';
import { buildChart } from '~/machines/chart/model';
import { DEMO, hydrated, MODERATOR, PRODUCT_OWNER, signInFromHeader } from './helpers/accounts';


/**
 * Where each chart opens in the legibility walk: some plainly (the flow's start), some by a deep
 * link to a state or a transition — one page load per chart and screen size.
 */
const LINKS: Readonly<Record<string, { readonly state?: string; readonly transition?: string }>> = {
  'listing-lifecycle': { state: 'expired' },
  payment: { state: 'result.cancelled' },
  'posting-stepper': { state: 'editing.media' },
  'chat-message': { transition: 'outbox.sending --error(sendMessage) [isUnreached]--> outbox.retrying' },
};

interface Measured {
  readonly path: string;
  readonly title: string;
  /** Font size × the on-screen scale of the box (getBoundingClientRect / layout size). */
  readonly renderedPx: number;
  readonly box: { readonly left: number; readonly top: number; readonly right: number; readonly bottom: number };
}

async function measureStates(page: Page): Promise<Measured[]> {
  return page.getByTestId('statechart-canvas').evaluate((canvas) =>
    [...canvas.querySelectorAll<HTMLElement>('[data-state-path]')].map((state) => {
      const title = state.querySelector<HTMLElement>('[data-testid="chart-title"]');
      const rect = (title ?? state).getBoundingClientRect();
      const scale = title && title.offsetHeight ? rect.height / title.offsetHeight : 0;
      const box = state.getBoundingClientRect();
      return {
        path: state.dataset.statePath ?? '',
        title: title?.textContent ?? '',
        renderedPx: title ? Number.parseFloat(getComputedStyle(title).fontSize) * scale : 0,
        box: { left: box.left, top: box.top, right: box.right, bottom: box.bottom },
      };
    }),
  );
}

const inside = (box: Measured['box'], frame: { x: number; y: number; width: number; height: number }) =>
  box.left >= frame.x - 1 && box.top >= frame.y - 1 && box.right <= frame.x + frame.width + 1 && box.bottom <= frame.y + frame.height + 1;

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`statechart studio at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a product owner opens every chart legible: Vietnamese titles ≥ 12 px, nothing cropped, steps in words, deep links focused', async ({ page }) => {
      await signInFromHeader(page, PRODUCT_OWNER);
      // The account menu leads a product owner to the studio, not to moderation.
      await page.getByTestId('auth-account').click();
      const menu = page.getByRole('menu', { name: 'Tài khoản' });
      await expect(menu.getByRole('menuitem', { name: 'Sơ đồ trạng thái' })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Kiểm duyệt tin' })).toHaveCount(0);
      for (const entry of machineRegistry) {
        const link = LINKS[entry.id] ?? {};
        const query = link.state ? `?state=${encodeURIComponent(link.state)}` : link.transition ? `?transition=${encodeURIComponent(link.transition)}` : '';
        const response = await page.goto(`/statecharts/${entry.id}${query}`);
        expect(response?.status(), entry.id).toBe(200);
        await hydrated(page);
        const canvas = page.getByTestId('statechart-canvas');
        await expect(canvas.locator('[data-state-path]').first()).toBeVisible();
        const frame = await canvas.boundingBox();
        if (!frame) throw new Error(`${entry.id}: no canvas`);

        // Nothing cropped by the page: the canvas lies within the screen, the page never scrolls sideways.
        expect(frame.x, entry.id).toBeGreaterThanOrEqual(0);
        expect(frame.x + frame.width, entry.id).toBeLessThanOrEqual(viewport.width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), entry.id).toBeLessThanOrEqual(viewport.width);

        // Every state title in Vietnamese (never its id) at ≥ 12 px on screen.
        const chart = buildChart(entry.machine);
        let states: Measured[] = [];
        await expect
          .poll(async () => {
            states = await measureStates(page);
            return states.length > 0 && states.every((state) => state.renderedPx >= 12);
          }, { message: `${entry.id}: titles ≥ 12 px` })
          .toBe(true);
        for (const state of states) {
          const key = chart.states.find((candidate) => candidate.path === state.path)?.key ?? state.path;
          expect(state.title.replace(/^[▸▾]\s*/, '').replace(/\s*◉$/, ''), `${entry.id}: ${state.path}`).not.toBe(key);
          expect(state.title, `${entry.id}: ${state.path}`).toMatch(/[À-ỹ]|\s/);
        }

        // The focus — the deep link's state (or the box holding it), else the start — is whole and centred on screen.
        if (link.state) {
          const focused = page.getByTestId(`chart-state-${link.state}`);
          await expect(focused).toHaveAttribute('data-highlight', 'selected');
          const doc = entry.states[link.state];
          await expect(page.getByTestId('studio-state')).toContainText(doc?.title ?? '');
          const box = await focused.boundingBox();
          if (!box) throw new Error(`${entry.id}: focus not drawn`);
          expect(inside({ left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height }, frame), `${entry.id}: focus inside`).toBe(true);
        } else if (link.transition) {
          await expect(page.getByTestId('studio-state')).toContainText(link.transition);
          const label = page.locator('[data-testid="chart-edge-label"]', { has: page.locator('title', { hasText: link.transition }) });
          const box = await label.boundingBox();
          if (!box) throw new Error(`${entry.id}: transition not drawn`);
          expect(inside({ left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height }, frame), `${entry.id}: transition inside`).toBe(true);
        } else {
          const start = chart.states.find((candidate) => candidate.path === '')?.initial ?? '';
          const startBox = states.find((state) => state.path === start)?.box;
          expect(startBox && inside(startBox, frame), `${entry.id}: start ${start} inside`).toBe(true);
        }

        // Path steps in words: no JSON anywhere.
        const steps = await page.getByTestId('studio-path-step').allTextContents();
        expect(steps.length, entry.id).toBeGreaterThan(0);
        expect(steps.filter((step) => /[{}[\]]|":/.test(step)), entry.id).toEqual([]);
      }
    });
  });
}

test.describe('statechart studio access and live mode', () => {
  test('production: a guest and a member get 404, pages and storyboard screenshots alike', async ({ page }) => {
    expect((await page.goto('/statecharts'))?.status()).toBe(404);
    expect((await page.goto('/statecharts/auth'))?.status()).toBe(404);
    expect((await page.goto('/statecharts/storyboard/auth/1-0.jpg'))?.status()).toBe(404);
    await signInFromHeader(page, DEMO);
    expect((await page.goto('/statecharts'))?.status()).toBe(404);
    expect((await page.goto('/statecharts/storyboard/auth/1-0.jpg'))?.status()).toBe(404);
  });

  test('a moderator opens a closed compound state, reads a state and a transition, steps the simulator and sees a live actor highlighted', async ({ page, context }) => {
    await signInFromHeader(page, MODERATOR);
    await page.goto('/statecharts');
    await page.getByRole('link', { name: 'Đăng tin theo từng bước' }).click();
    await expect(page).toHaveURL(/\/statecharts\/posting-stepper$/);
    await hydrated(page);
    // The wizard's steps are inside "Đang điền tin", closed until clicked; the click is a URL.
    await expect(page.getByTestId('chart-state-editing')).toHaveAttribute('data-open', 'false');
    await expect(page.getByTestId('chart-state-editing.media')).toHaveCount(0);
    await page.getByTestId('chart-state-editing').click();
    await expect(page).toHaveURL(/\?state=editing$/);
    await expect(page.getByTestId('chart-state-editing')).toHaveAttribute('data-open', 'true');
    await expect(page.getByTestId('chart-state-editing.media')).toBeVisible();

    await page.goto('/statecharts/auth?state=loggingOut');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Độ phủ chuyển tiếp: 13/13' })).toBeVisible();
    await expect(page.getByTestId('studio-coverage').getByText('checking --done(loadSession) [isSignedIn]--> signedIn')).toBeVisible();
    await expect(page.getByTestId('studio-state')).toContainText('Đang đăng xuất khỏi SSO và xoá phiên.');
    await expect(page.getByTestId('studio-state')).toContainText('Bấm "Đăng xuất"');
    await page.getByTestId('studio-coverage').getByRole('button', { name: /SSO trả lời đăng xuất \(thành công\)/ }).click();
    await expect(page).toHaveURL(/\?transition=loggingOut/);
    await expect(page.getByTestId('studio-state')).toContainText('Đang đăng xuất → Khách (chưa đăng nhập)');

    // The simulator starts where the machine does and marks its state on the chart.
    await expect(page.getByTestId('chart-state-checking')).toHaveAttribute('data-highlight', 'simulated');
    await page.getByTestId('simulator-events').getByRole('button', { name: 'Kiểm tra phiên xong (chưa đăng nhập)' }).click();
    await expect(page.getByTestId('simulator-state')).toContainText('Khách (chưa đăng nhập)');
    await expect(page.getByTestId('chart-state-signedOut')).toHaveAttribute('data-highlight', 'simulated');

    // Live mode: the moderator's app in another tab is signed in.
    await page.getByTestId('studio-live').check();
    const app = await context.newPage();
    await app.goto('/');
    await expect(app.getByTestId('auth-account')).toBeVisible();
    await expect(page.getByTestId('studio-live-sessions').getByRole('button', { name: '/', exact: true })).toBeVisible();
    await page.getByTestId('studio-live-sessions').getByRole('button', { name: '/', exact: true }).click();
    await expect(page.getByTestId('chart-state-signedIn')).toHaveAttribute('data-highlight', 'live');
    await expect(page.getByTestId('chart-state-checking')).toHaveAttribute('data-highlight', 'none');
    await app.close();
  });
});
