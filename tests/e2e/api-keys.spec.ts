import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { blockingViolations, expectToast, signIn, STAFF } from './helpers';

// One run's own name, so the search finds only the key this test made.
const NAME = `E2E partner ${Date.now().toString(36)}`;
const QUERY = '{ rateLimit { limit remaining } services { id name } }';

const bodyRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

/** A partner's request: the key as a Bearer token, no cookie or session of the browser's. */
async function asPartner(request: APIRequestContext, token: string) {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: { query: QUERY },
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

test('an admin creates a key, sees its token once, a partner uses it, and once revoked it is refused', async ({
  page,
  playwright,
}) => {
  await signIn(page);
  await sidebar(page).getByRole('link', { name: 'API Keys' }).click();
  await expect(page).toHaveURL(/\/admin\/api-keys$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API Keys' })).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);

  await page.getByRole('button', { name: 'New API Key' }).click();
  const form = page.getByRole('dialog', { name: 'New API Key' });
  // Submitted empty: the shared messages, nothing sent.
  await form.getByRole('button', { name: 'Create Key' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Choose at least one scope')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await form.getByLabel('Name').fill(NAME);
  await form.getByRole('checkbox', { name: 'Read the catalogue' }).check();
  await form.getByRole('button', { name: 'Expires in 30 days' }).click();
  await form.getByRole('button', { name: 'Create Key' }).click();

  const reveal = page.getByRole('dialog', { name: `API key: ${NAME}` });
  await expect(reveal.getByText('Copy this key now. It will not be shown again.')).toBeVisible();
  await expectToast(page, 'API key created');
  const token = await reveal.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(token).toMatch(/^bl_live_[0-9A-Za-z]{36}$/);
  await expect(reveal.locator('pre')).toContainText(`Authorization: Bearer ${token}`);
  await expect(reveal.locator('pre')).toContainText(`${new URL(page.url()).origin}/graphql`);
  // The form fades out as the key appears; half faded, its text fails the contrast check.
  await expect(form).toBeHidden();
  expect(await blockingViolations(page)).toEqual([]);
  await reveal.getByRole('button', { name: 'Done' }).click();
  await expect(reveal).toBeHidden();
  // Shown once: nowhere on the page any more, only its prefix.
  await expect(page.getByText(token)).toHaveCount(0);

  await page.getByLabel('Search API keys').fill(NAME);
  await expect(page).toHaveURL(/search=E2E/);
  await expect(bodyRows(page)).toHaveCount(1);
  const row = bodyRows(page).first();
  await expect(row).toContainText(token.slice(0, 12));
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Never');

  // A request of the partner's own, from outside the browser.
  const partner = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const used = await asPartner(partner, token);
  expect(used.status).toBe(200);
  const data = used.body.data as { rateLimit: { limit: number; remaining: number }; services: unknown[] };
  expect(data.rateLimit.limit).toBe(1000);
  expect(data.rateLimit.remaining).toBeLessThan(1000);
  expect(data.services.length).toBeGreaterThan(0);

  await row.getByRole('button', { name: `Revoke ${NAME}` }).click();
  const confirmation = page.locator('.ant-popover').filter({ hasText: 'Requests made with it are refused at once' });
  await expect(confirmation.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirmation.getByRole('button', { name: 'Revoke' }).click();
  await expectToast(page, 'API key revoked');
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button')).toHaveCount(0);
  // Nothing in the table takes focus any more: where it scrolls sideways, its scroll region does.
  expect(await blockingViolations(page)).toEqual([]);
  const region = page.getByRole('group', { name: 'Table, scrolls sideways' });
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

  const refused = await asPartner(partner, token);
  expect(refused.status).toBe(401);
  expect(refused.body).toEqual({
    errors: [{ message: 'This API key has been revoked', extensions: { code: 'UNAUTHENTICATED' } }],
  });
  await partner.dispose();
});

test('an admin can work the page from the keyboard alone, and it fits a phone', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/admin/api-keys');
  await expect(page.getByRole('heading', { level: 1, name: 'API Keys' })).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
  expect(overflow).toBeLessThanOrEqual(0);

  const button = page.getByRole('button', { name: 'New API Key' });
  await button.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'New API Key' });
  await expect(form).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Keyboard only');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(form.getByRole('checkbox', { name: 'Read the catalogue' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  expect(await blockingViolations(page)).toEqual([]);
});

test('staff see no API Keys entry, and the page says Access Denied', async ({ page }) => {
  await signIn(page, STAFF);
  await page.goto('/admin/dashboard');
  await expect(sidebar(page).getByRole('link', { name: 'My Payroll' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'API Keys' })).toHaveCount(0);

  await page.goto('/admin/api-keys');
  await expect(page.getByRole('heading', { level: 1, name: 'API Keys' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New API Key' })).toHaveCount(0);
});
