/**
 * The 2025 administrative units as a guest meets them (issue #17): a listing seeded with the old
 * Bình Dương codes is found under Thành phố Hồ Chí Minh, by the old name, and shows its address of
 * today with the old one beside it. The member's side (posting with a province and a ward, no
 * district, found under its province) is in listing-journey.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { BACKEND, hydrated, signInOnSso } from './helpers/accounts';

interface Article {
  readonly id: number;
  readonly title: string;
  readonly object_slug: string;
  readonly terms: ReadonlyArray<{ readonly slug: string }>;
}

test('a listing posted under the old Bình Dương codes is found under Hồ Chí Minh and by “binh duong”', async ({ page, request }) => {
  // The newest live listing that still carries the old province code 74 (Bình Dương), from the backend.
  const response = await request.post(`${BACKEND}/api/list/list-article`, { data: { type: 5, page: 1, num: 1, province: '74', sort: 'newest' } });
  const [listing] = ((await response.json()) as { data: { data: Article[] } }).data.data;
  if (listing === undefined) throw new Error('the seed has no live listing with the old Bình Dương codes');

  // A guest searching its title narrows to the province of today: it is still there.
  await page.goto(`/search?q=${encodeURIComponent(listing.title)}`);
  await hydrated(page);
  // The option names the old provinces it took in, so a visitor who knows only "Bình Dương" finds it.
  const filter = page.getByLabel('Tỉnh/thành');
  await expect(filter.locator('option[value="79"]')).toHaveText('Hồ Chí Minh (gồm Bà Rịa - Vũng Tàu, Bình Dương)');
  await filter.selectOption('79');
  await expect(page).toHaveURL(/province=79/);
  const card = page.locator(`main article[data-listing-id="${listing.id}"]`).first();
  await expect(card).toBeVisible();
  await expect(card).toContainText('TP. Hồ Chí Minh');

  // The old name finds it too, without accents.
  await page.goto(`/search?q=${encodeURIComponent(`binh duong ${listing.title}`)}`);
  await expect(page.locator(`main article[data-listing-id="${listing.id}"]`).first()).toBeVisible();

  // Its page shows the address of today first and the old one beside it.
  await page.locator(`main article[data-listing-id="${listing.id}"] a`).first().click();
  await expect(page.getByTestId('former-address')).toContainText('Bình Dương');
  await expect(page.getByRole('navigation', { name: /breadcrumb|Đường dẫn/i }).getByRole('link', { name: 'Thành phố Hồ Chí Minh' })).toBeVisible();
});

test('an old district or an unknown ward in a link is dropped with a Vietnamese notice, never an error', async ({ page }) => {
  const response = await page.goto('/bat-dong-san?province=74&district=718&ward=00004');
  expect(response?.status()).toBe(200);
  await expect(page.getByText('Tỉnh/thành cũ trong liên kết đã được sáp nhập')).toBeVisible();
  await expect(page.getByText('Quận/huyện không còn được dùng từ 01/07/2025')).toBeVisible();
  await expect(page.getByText('Phường/xã đã chọn không thuộc tỉnh/thành này nên đã được bỏ qua.')).toBeVisible();
  await expect(page.getByLabel('Tỉnh/thành')).toHaveValue('79');
});

test('on a 360 px phone a member sets the profile address with a province and a ward of today, no district', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/user');
  await page.waitForURL(/login-redirect=|\/sso\/dang-nhap/);
  await signInOnSso(page);
  await page.waitForURL(/\/user$/);
  await hydrated(page);
  // The page's own heading is near the top, above the account bar's folded menu (it was y ≈ 376).
  expect((await page.getByRole('main').getByRole('heading', { level: 1 }).boundingBox())?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(240);
  const address = page.getByRole('group', { name: 'Địa chỉ' });
  // The provinces read as in the filters and the wizard; a 168-ward list is searched as typed.
  await expect(address.getByLabel('Tỉnh/Thành phố').locator('option[value="79"]')).toHaveText('Hồ Chí Minh (gồm Bà Rịa - Vũng Tàu, Bình Dương)');
  await address.getByLabel('Tỉnh/Thành phố').selectOption('79');
  await expect(address.getByLabel('Phường/Xã').locator('option[value="25747"]')).toBeAttached();
  await address.getByLabel('Tìm phường, xã').fill('Thu Dau Mot');
  await expect(address.getByLabel('Phường/Xã').locator('option')).toHaveText(['Phường/Xã', 'Phường Thủ Dầu Một']);
  await address.getByLabel('Phường/Xã').selectOption({ label: 'Phường Thủ Dầu Một' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await address.getByLabel('Số nhà, tên đường').fill('Số 5 Yersin');
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page.getByText('Đã lưu thông tin cá nhân')).toBeVisible();

  await page.reload();
  await hydrated(page);
  await expect(address.getByLabel('Tỉnh/Thành phố')).toHaveValue('79');
  await expect(address.getByLabel('Phường/Xã')).toHaveValue('25747');
  await expect(address.getByLabel('Số nhà, tên đường')).toHaveValue('Số 5 Yersin');
});
