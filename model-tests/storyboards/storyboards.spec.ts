/**
 * Storyboards (issue #36), after the model paths ran (Playwright project "storyboards" depends on
 * "model-paths"): every transition of every registered machine has a passed storyboard — a path
 * taking it with a screenshot for each step — counted against the coverage; the studio shows one;
 * and a deliberately broken driver step leaves a failed storyboard naming the step and the trace.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { machineRegistry } from '~/machines';
import { coverageOf, generatePaths } from '~/machines/chart/paths';
import { readStoryboards, STORYBOARD_DIR } from '~/machines/chart/storyboard';
import { hydrated } from '../../tests/e2e/helpers/accounts';
import { pathPlayer } from '../e2e/driver';
import { authDriver } from '../e2e/drivers/auth';
import { storyboardRecorder } from '../e2e/storyboard';

test('every transition of every machine has a passed storyboard with a screenshot per step', async () => {
  const missing: string[] = [];
  let counted = 0;
  for (const entry of machineRegistry) {
    const paths = generatePaths(entry);
    const boards = await readStoryboards(entry.id);
    const complete = (pathId: string) => {
      const board = boards[pathId];
      return board?.status === 'passed' && board.steps.every((step) => step.shot !== null && existsSync(path.join(STORYBOARD_DIR, entry.id, step.shot)));
    };
    counted += paths.filter((candidate) => complete(candidate.id)).length;
    for (const row of coverageOf(entry, paths).rows) if (!row.paths.some(complete)) missing.push(`${entry.id}: ${row.key}`);
  }
  expect(missing).toEqual([]);
  expect(counted).toBe(machineRegistry.reduce((sum, entry) => sum + generatePaths(entry).length, 0));
});

test('the studio shows a transition\'s storyboard: a screenshot per step with its words', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByTestId('auth-login').click();
  await page.getByLabel('Số điện thoại hoặc email').fill('0900000008');
  await page.getByLabel('Mật khẩu').fill('sanpham123');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByTestId('auth-account')).toBeVisible();
  await page.goto(`/statecharts/auth?transition=${encodeURIComponent('signedOut --auth.login--> redirecting')}`);
  const strip = page.getByTestId('studio-storyboard').first();
  await expect(strip.getByText('Bấm "Đăng nhập"')).toBeVisible();
  const shots = strip.locator('img');
  expect(await shots.count()).toBeGreaterThan(1);
  await expect.poll(() => shots.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
});

test('a deliberately broken driver step leaves a failed storyboard at that step with the trace', async ({ page, context }, testInfo) => {
  const entry = machineRegistry.find((candidate) => candidate.id === 'auth');
  if (!entry) throw new Error('auth is not registered');
  const broken = pathPlayer({ ...authDriver, events: { ...authDriver.events, 'auth.login': () => Promise.reject(new Error('Bước hỏng có chủ ý')) } });
  const target = generatePaths(entry).find((candidate) => candidate.steps.some((step) => step.event.type === 'auth.login'));
  if (!target) throw new Error('no auth path signs in');
  const root = await mkdtemp(path.join(tmpdir(), 'storyboard-'));
  try {
    const trace = testInfo.outputPath('trace.zip');
    const board = storyboardRecorder(target, trace, root);
    const played = broken.play({ page, context }, entry, target, (_title, body) => body(), (index) => board.shot(index, page));
    await expect(played).rejects.toThrow('Bước hỏng có chủ ý');
    await board.finish(await played.catch((error: unknown) => error), page);
    const written = (await readStoryboards('auth', root))[target.id];
    const failedAt = target.steps.findIndex((step) => step.event.type === 'auth.login');
    expect(written?.status).toBe('failed');
    expect(written?.failedAt).toBe(failedAt);
    expect(written?.error).toBe('Bước hỏng có chủ ý');
    expect(written?.trace).toBe(path.relative(process.cwd(), trace));
    expect(written?.steps.slice(0, failedAt).every((step) => step.shot !== null)).toBe(true);
    expect(written?.steps.slice(failedAt + 1).every((step) => step.shot === null)).toBe(true);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
