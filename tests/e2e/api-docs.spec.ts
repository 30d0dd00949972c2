import { expect, test } from '@playwright/test';
import { blockingViolations } from './helpers';

/*
 * /docs/api, the partner API's reference: readable and accessible on a laptop and a phone, its
 * contents reachable by keyboard, and the web app's own requests sent as trusted-document ids.
 */

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
]) {
  test(`the API reference at ${viewport.width} px: no serious axe violation, nothing off screen`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto('/docs/api');
    await expect(page).toHaveTitle('API reference | Brightline Software');
    await expect(page.getByRole('heading', { level: 1, name: 'Brightline Software API' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    // The page itself never scrolls sideways; wide tables and code scroll in their own boxes.
    const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`api-docs-${viewport.width}.png`), fullPage: false });
  });
}

test('the contents lead to each operation by keyboard, and the skip link to the reference', async ({ page }) => {
  await page.goto('/docs/api');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to the reference' })).toBeFocused();
  const contents = page.getByRole('navigation', { name: 'API reference contents' });
  await contents.getByRole('link', { name: 'submitQuoteRequest' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#mutation-submitQuoteRequest$/);
  await expect(page.locator('#mutation-submitQuoteRequest')).toContainText('Needs scope QUOTES_WRITE');
});

test('the sitemap links to it, and the home page sends its documents by id, never their text', async ({ page }) => {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST') {
      bodies.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  await page.goto('/');
  await expect(page.getByText('Case Study Coming Soon').first()).toBeVisible();
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) {
    expect(body).not.toHaveProperty('query');
    expect(body).toHaveProperty('extensions.persistedQuery.sha256Hash');
  }
  await page.goto('/sitemap');
  await page.getByRole('link', { name: 'API reference' }).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Brightline Software API' })).toBeVisible();
});
