/**
 * The posting wizard's drafts (issue #35 §3): the drafts dialog opens only over a fresh new
 * listing; a draft resumed from it opens at its step with the step kept in the address, says it is
 * saved ("Đã lưu nháp lúc …") until something changes, also after a reload; a new listing that got
 * its draft id is addressed by it, so a reload continues that draft ("Tiếp tục tin nháp") instead of
 * offering it in the dialog. The model paths (model-tests, posting-stepper) play the dialog's
 * transitions and the result screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { MODEL_CATEGORY, MODEL_MEMBER, valuesBefore } from '~/machines/registry/posting-stepper';
import { draftFor } from '../../model-tests/e2e/drivers/posting-stepper';
import { hydrated, openPostingWizard, POSTING_WIZARD as WIZARD } from './helpers/accounts';

declare global {
  interface Window {
    saveStates?: string[];
  }
}

/** Records every state the wizard's save status shows, from the page's start (a MutationObserver). */
async function recordSaveStates(page: Page) {
  await page.addInitScript(() => {
    window.saveStates = [];
    new MutationObserver(() => {
      const state = document.querySelector('[data-testid="posting-autosave"]')?.getAttribute('data-state');
      const seen = window.saveStates ?? [];
      if (state && seen[seen.length - 1] !== state) seen.push(state);
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  });
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const saveStatus = (page: Page) => page.getByTestId('posting-autosave');

test('a draft continued from the dialog keeps its step in the address and reads as saved, also after a reload', async ({ page }) => {
  await openPostingWizard(page);
  const draftId = await draftFor(page, { values: valuesBefore('contact'), resumeStep: 'contact', categorySlug: MODEL_CATEGORY.slug, contactDefaults: MODEL_MEMBER });
  await page.reload();
  await hydrated(page);

  const dialog = page.getByTestId('draft-modal');
  await expect(dialog).toBeVisible();
  const row = dialog.getByRole('listitem').filter({ hasText: valuesBefore('contact').title });
  await expect(row.first()).toContainText('Đang ở bước: Liên hệ');
  await dialog.locator(`a[href="${WIZARD}?id=${draftId}#contact"]`).click();

  await expect(page).toHaveURL(new RegExp(`\\?id=${draftId}#contact$`));
  await hydrated(page);
  await expect(heading(page)).toHaveText('Tiếp tục tin nháp');
  await expect(page.getByTestId('posting-step-contact')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(saveStatus(page)).toHaveAttribute('data-state', 'saved');
  await expect(saveStatus(page)).toHaveText(/^Đã lưu nháp lúc /);

  // Reopened untouched, it never reads "Có thay đổi chưa lưu" (not even until a background save).
  await recordSaveStates(page);
  await page.reload();
  await hydrated(page);
  await expect(page).toHaveURL(new RegExp(`\\?id=${draftId}#contact$`));
  await expect(page.getByTestId('posting-step-contact')).toBeVisible();
  await expect(saveStatus(page)).toHaveAttribute('data-state', 'saved');
  expect(await page.evaluate(() => window.saveStates)).toEqual(['saved']);
});

test('a new listing that got its draft id is that draft: the address names it, a reload continues it without the dialog', async ({ page }) => {
  await openPostingWizard(page);
  // The member has a draft waiting: the dialog opens first, and "Đăng tin mới" starts afresh.
  await draftFor(page, { values: valuesBefore('details'), resumeStep: 'details', categorySlug: MODEL_CATEGORY.slug, contactDefaults: MODEL_MEMBER });
  await page.reload();
  await hydrated(page);
  const dialog = page.getByTestId('draft-modal');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Đăng tin mới' }).click();
  await expect(dialog).toBeHidden();
  await expect(heading(page)).toHaveText('Đăng tin mới');

  await page.getByRole('radiogroup', { name: 'Danh mục' }).getByRole('radio', { name: MODEL_CATEGORY.name, exact: true }).check();
  // The pause saves the draft in the background; its id goes into the address, the step kept.
  await expect(saveStatus(page)).toHaveAttribute('data-state', 'saved');
  const draftId = Number(await page.getByTestId('posting-wizard').getAttribute('data-post-id'));
  expect(draftId).toBeGreaterThan(0);
  await expect(page).toHaveURL(new RegExp(`\\?id=${draftId}#category$`));

  await page.reload();
  await hydrated(page);
  await expect(heading(page)).toHaveText('Tiếp tục tin nháp');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('radio', { name: MODEL_CATEGORY.name, exact: true })).toBeChecked();
  await expect(saveStatus(page)).toHaveAttribute('data-state', 'saved');

  // The bare address is a fresh listing again: the dialog offers that draft among the others.
  await page.goto(WIZARD);
  await hydrated(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(`a[href^="${WIZARD}?id=${draftId}"]`)).toBeVisible();
});
